/// The result of reading and normalising import files, before anything touches the database.
public struct ImportBatch: Sendable {
    /// Unique beers (duplicate rows already merged), in file order.
    public var beers: [ImportedBeer] = []
    /// Data rows read across the beer files.
    public var rowsRead = 0
    /// Rows that repeated an earlier row's name and brewery and were merged into it.
    public var duplicatesMerged = 0
    /// Skipped rows counted by reason.
    public var skipped: [String: Int] = [:]
    /// Values that were visibly mis-decoded (UTF-8 read as Latin-1) and were repaired.
    public var textRepaired = 0
    /// Suspicious but kept values, and other things the user should know, with file:line: the
    /// first `listedWarnings` of them, so that a file full of odd values cannot fill memory.
    public var warnings: [String] = []
    /// Warnings counted but not listed in `warnings`.
    public var unlistedWarnings = 0
    /// Decisions taken per file: the layout and how ABV was read.
    public var notes: [String] = []

    public init() {}

    public var skippedCount: Int { skipped.values.reduce(0, +) }

    mutating func skip(_ reason: String) { skipped[reason, default: 0] += 1 }

    static let listedWarnings = 1_000

    mutating func warn(_ message: @autoclosure () -> String) {
        if warnings.count < Self.listedWarnings { warnings.append(message()) } else { unlistedWarnings += 1 }
    }
}
