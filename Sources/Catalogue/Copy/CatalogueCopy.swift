/// `taproom copy`: one catalogue's whole contents into another, all or nothing.
public enum CatalogueCopy {
    /// The counts of both sides, equal, once the destination has committed.
    public struct Outcome: Sendable {
        public let source: CatalogueCounts
        public let destination: CatalogueCounts

        public init(source: CatalogueCounts, destination: CatalogueCounts) {
            self.source = source
            self.destination = destination
        }
    }

    /// Reads `source` in one snapshot and writes it to `destination` in one transaction, the two
    /// running side by side; a failure on either side rolls the destination back.
    public static func run(from source: any CatalogueCopySource, to destination: any CatalogueCopyDestination,
                           replacing: Bool) async throws -> Outcome {
        let channel = CopyChannel()
        return try await withThrowingTaskGroup(of: Outcome?.self) { group in
            group.addTask {
                do {
                    try await source.readCopy(into: channel)
                } catch {
                    channel.fail(error)
                    throw error
                }
                return nil
            }
            group.addTask {
                do {
                    return try await destination.writeCopy(from: channel, replacing: replacing)
                } catch {
                    channel.fail(error)
                    throw error
                }
            }
            var outcome: Outcome?
            for try await written in group { outcome = written ?? outcome }
            guard let outcome else { throw CatalogueCopyError.sourceEndedEarly }
            return outcome
        }
    }

    /// The destination's side of every writer, once its rows are written (inside its transaction):
    /// the source's counts from the channel's last item, refused unless they equal `destination`.
    public static func checked(_ end: CatalogueSnapshotEnd, destination: CatalogueCounts) throws -> Outcome {
        guard end.counts == destination else {
            throw CatalogueCopyError.countsDiffer(source: end.counts, destination: destination)
        }
        return Outcome(source: end.counts, destination: destination)
    }
}
