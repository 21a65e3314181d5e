import Catalogue
import Foundation

/// Start-up to the first frame that shows rows, in process: from before the store is opened
/// (and the bundled catalogue installed, as `taproom` does) to the draw that shows `firstBeer`.
/// Run in a child process per sample, so every start pays the process's one-time costs.
@MainActor
struct StartupBenchmark {
    let databasePath: String
    /// The first beer of the list (by name): its appearance means the rows are on screen.
    let firstBeer: String

    func run() throws -> Duration {
        let start = ContinuousClock.now
        let store = try CatalogueStore.openInstallingBundledCatalogue(path: databasePath)
        let harness = HeadlessApp(store: store)
        var shown: ContinuousClock.Instant?
        let firstBeer = firstBeer
        harness.terminal.onDraw = { buffer, time in
            if shown == nil, buffer.text().contains(firstBeer) { shown = time }
        }
        harness.start()
        try MainQueue.run(until: { shown != nil }, waitingFor: "the first rows (\(firstBeer))")
        guard let shown else { throw BenchmarkError(description: "no frame showed \(firstBeer)") }
        return shown - start
    }

    /// The bundled catalogue's first beer by name, from a database made for the purpose.
    static func bundledFirstBeer(scratchPath: String) throws -> String {
        let store = try CatalogueStore.openInstallingBundledCatalogue(path: scratchPath)
        guard let name = try store.search(SearchRequest(sort: .name, limit: 1)).beers.first?.name else {
            throw BenchmarkError(description: "the bundled catalogue is empty")
        }
        return name
    }
}
