import Foundation

/// A local account. Holds no password material.
public struct User: Hashable, Codable, Sendable, Identifiable {
    public let id: Int64
    public let name: String
    public let createdAt: Date

    public init(id: Int64, name: String, createdAt: Date) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
    }
}
