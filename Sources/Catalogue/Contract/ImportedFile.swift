/// A CSV or JSON file's bytes to import (what `POST /v1/imports` carries), and its name for
/// messages ("body" for a request's).
public struct ImportedFile: Sendable {
    public let bytes: [UInt8]
    public let format: ImportFormat
    public let name: String

    public init(bytes: [UInt8], format: ImportFormat, name: String = "body") {
        self.bytes = bytes
        self.format = format
        self.name = name
    }
}

/// What an import of an `ImportedFile` did.
public struct ImportReport: Hashable, Sendable {
    public var rowsRead: Int
    public var added: Int
    public var updated: Int
    public var unchanged: Int
    public var breweriesAdded: Int
    /// Rows left out (no name, no brewery, …).
    public var skipped: Int

    public init(rowsRead: Int, added: Int, updated: Int, unchanged: Int, breweriesAdded: Int, skipped: Int) {
        self.rowsRead = rowsRead
        self.added = added
        self.updated = updated
        self.unchanged = unchanged
        self.breweriesAdded = breweriesAdded
        self.skipped = skipped
    }
}
