/// A whole catalogue read and written for `taproom copy`, between any two stores (a file,
/// PostgreSQL). Each store implements both sides once; `CatalogueCopy.run` joins a reader and a
/// writer through a `CopyChannel`, each inside its own transaction.
public protocol CatalogueCopySource: Sendable {
    /// Where the catalogue is, as messages name it.
    var location: String { get }
    /// Sends every row of `CopiedTable.all`, a table at a time in batches of at most
    /// `CatalogueCopyBatch.rowLimit`, then `.end` with the counts, all read in one consistent
    /// snapshot: it works while others write.
    func readCopy(into channel: CopyChannel) async throws
}

public protocol CatalogueCopyDestination: Sendable {
    var location: String { get }
    /// Writes what `channel` brings in one transaction, replacing what the catalogue holds
    /// (`replacing`) or refusing a catalogue that holds anything
    /// (`CatalogueCopyError.destinationHoldsCatalogue`); checks the counts against the source's
    /// before committing (`.countsDiffer`). Returns both sides' counts.
    func writeCopy(from channel: CopyChannel, replacing: Bool) async throws -> CatalogueCopy.Outcome
}

public enum CatalogueCopyError: Error, Equatable, CustomStringConvertible {
    /// The destination holds beers or accounts and the copy was not told to replace them.
    case destinationHoldsCatalogue(location: String, counts: CatalogueCounts)
    /// What was written is not what the source holds: nothing was kept.
    case countsDiffer(source: CatalogueCounts, destination: CatalogueCounts)
    /// The reader ended without its counts.
    case sourceEndedEarly

    public var description: String {
        switch self {
        case .destinationHoldsCatalogue(let location, let counts):
            "\(location) already holds a catalogue (\(counted(counts[.beers], "beer")), "
                + "\(counted(counts[.users], "account"))); give --replace to replace it"
        case .countsDiffer:
            "the copy's counts differ from the source's; nothing was written"
        case .sourceEndedEarly:
            "the source ended before all of it was read; nothing was written"
        }
    }

    private func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
