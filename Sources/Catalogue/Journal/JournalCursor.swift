import Foundation

/// Where a journal page ends: the last check-in's (time, id). The next page is the check-ins
/// before it in (time, id) order, read from the index on (user, time, id) however long the
/// journal is. Its `token` ("1556999112.42") is what the API passes as `next` and `after`.
public struct JournalCursor: Hashable, Sendable {
    public let time: Date
    public let id: Int64

    public init(time: Date, id: Int64) {
        self.time = time
        self.id = id
    }

    public var token: String { "\(Int64(time.timeIntervalSince1970.rounded(.down))).\(id)" }

    /// Nil for a token `token` did not make.
    public init?(token: String) {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let seconds = Int64(parts[0]), let id = Int64(parts[1]) else { return nil }
        self.init(time: Date(timeIntervalSince1970: TimeInterval(seconds)), id: id)
    }
}
