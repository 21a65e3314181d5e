/// What an import did (or, for a dry run, would do), for people and for tests.
public struct ImportSummary: Equatable, Sendable {
    public var rowsRead = 0
    public var beersAdded = 0
    /// Beers already in the database that changed, plus duplicate rows merged within the files.
    public var beersUpdated = 0
    /// Beers already in the database exactly as the file has them.
    public var beersUnchanged = 0
    /// Skipped rows by reason.
    public var skipped: [String: Int] = [:]
    public var breweriesAdded = 0
    /// Values repaired because they were visibly mis-decoded (UTF-8 read as Latin-1).
    public var textRepaired = 0
    /// The first warnings (see `ImportBatch.warnings`); `unlistedWarnings` counts the rest.
    public var warnings: [String] = []
    public var unlistedWarnings = 0
    /// Per-file decisions (layout, ABV scale).
    public var notes: [String] = []
    public var dryRun = false

    public init() {}

    public var skippedCount: Int { skipped.values.reduce(0, +) }

    /// Lines for the terminal. Warnings are listed separately by the caller (they go to stderr).
    public var lines: [String] {
        var lines = notes
        lines.append("rows read: \(rowsRead)")
        lines.append("beers added: \(beersAdded), updated: \(beersUpdated), unchanged: \(beersUnchanged)")
        let reasons = skipped.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        lines.append("skipped: \(skippedCount)" + (reasons.isEmpty ? "" : " (\(reasons))"))
        lines.append("breweries added: \(breweriesAdded)")
        if textRepaired > 0 { lines.append("mis-decoded text repaired (UTF-8 read as Latin-1): \(textRepaired) values") }
        lines.append("warnings: \(warnings.count + unlistedWarnings)"
                     + (unlistedWarnings > 0 ? " (the first \(warnings.count) listed)" : ""))
        if dryRun { lines.append("dry run: nothing was written") }
        return lines
    }
}
