/// A beer style ("Kölsch", "Imperial Stout"). Unique by name ignoring case.
public struct Style: Hashable, Codable, Sendable, Identifiable {
    public let id: Int64
    public let name: String

    public init(id: Int64, name: String) {
        self.id = id
        self.name = name.catalogueNormalised
    }
}
