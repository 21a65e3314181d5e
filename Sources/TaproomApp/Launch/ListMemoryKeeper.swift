import Logging
import ViewModels

/// The list's remembered state for one catalogue, between the view model and the state file:
/// the latest value, written when it has changed since the last write.
@MainActor
final class ListMemoryKeeper {
    private let file: RememberedLists
    private let location: String
    private let logger: Logger
    private var latest: BeerListMemory?
    private var written: BeerListMemory?

    init(file: RememberedLists, location: String, logger: Logger) {
        self.file = file
        self.location = location
        self.logger = logger
    }

    /// What the last start left for this catalogue, if anything.
    func load() -> BeerListMemory? {
        written = file.load(for: location, logger: logger)
        return written
    }

    func changed(_ memory: BeerListMemory) {
        latest = memory
    }

    /// Writes the latest state, if it changed; a failure is logged and the app goes on.
    func save() {
        guard let latest, latest != written else { return }
        do {
            try file.save(latest, for: location, logger: logger)
            written = latest
        } catch {
            logger.warning("cannot remember the list in \(file.fileURL.path): \(error)")
        }
    }
}
