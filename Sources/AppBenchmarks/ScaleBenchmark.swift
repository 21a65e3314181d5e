import Catalogue
import Foundation

/// The app over a large existing catalogue (`--scale`, 1,000,000 beers from `taproom import`),
/// in a child process of its own: the first filtered search typed right after start, while the
/// search index is still loading (from the debounce firing to the frame showing its first beer);
/// the resident memory once the index has loaded; then later searches past the debounce.
@MainActor
struct ScaleBenchmark {
    /// The first search: a word typed at once; its first beer by name proves the frame shows it.
    static let firstQuery = "kalo"

    struct Result {
        var firstSearch: Duration
        /// From start to the index being loaded.
        var indexReady: Duration
        var afterIndex: ProcessStatus
        var later = Samples()
        var end: ProcessStatus
    }

    let databasePath: String
    /// The first beer `firstQuery` finds (by name), from the parent.
    let firstMatch: String

    func run() throws -> Result {
        let start = ContinuousClock.now
        let store = try CatalogueStore(path: databasePath, access: .existing)
        let harness = HeadlessApp(store: store)
        var shown: ContinuousClock.Instant?
        let firstMatch = firstMatch
        harness.terminal.onDraw = { buffer, time in
            if shown == nil, buffer.text().contains(firstMatch) { shown = time }
        }
        harness.start()
        harness.type(Self.firstQuery)
        let debounced = ContinuousClock.now
        harness.fireDebounce()
        try MainQueue.run(until: { shown != nil }, waitingFor: "the first search (\(firstMatch))")
        guard let shown else { throw BenchmarkError(description: "no frame showed \(firstMatch)") }
        try MainQueue.run(until: { (try? store.isSearchPrepared()) == true }, waitingFor: "the index to load")
        try harness.settle("the first search to settle")
        let indexReady = ContinuousClock.now - start
        var result = Result(firstSearch: shown - debounced, indexReady: indexReady,
                            afterIndex: try ProcessStatus.current(), end: try ProcessStatus.current())

        for query in KeystrokeBenchmark.queries {
            harness.app.handle(.escape)
            harness.fireDebounce()
            try harness.settle("the cleared list")
            harness.type(query)
            harness.terminal.clearDraws()
            let delivered = harness.delivery.completed
            let fired = ContinuousClock.now
            harness.fireDebounce()
            try MainQueue.run(until: { harness.terminal.firstDraw(afterDeliveries: delivered) != nil },
                              waitingFor: "the rows of '\(query)'")
            if let frame = harness.terminal.firstDraw(afterDeliveries: delivered) { result.later.append(frame.time - fired) }
            try harness.settle("'\(query)' to settle")
        }
        result.end = try withExtendedLifetime(harness) { try ProcessStatus.current() }
        return result
    }

    /// The first beer by name that `firstQuery` finds, by SQL (loads no index).
    static func firstMatch(databasePath: String) throws -> String {
        let store = try CatalogueStore(path: databasePath, access: .existing)
        defer { try? store.close() }
        let request = SearchRequest(query: try QueryParser.parse(firstQuery), sort: .name, limit: 1)
        guard let name = try store.search(request, strategy: .sql).beers.first?.name else {
            throw BenchmarkError(description: "'\(firstQuery)' finds no beer in \(databasePath)")
        }
        return name
    }
}
