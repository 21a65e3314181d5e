import Catalogue
import Foundation

/// Keystroke to rendered frame on the 100,000-beer database: a query is typed one key at a time;
/// for each key the debounce is run at once (virtual time) and the clock runs from the query
/// reaching the view model to the first frame drawn after its results were delivered. The echo
/// (the key shown in the filter field) is timed too, from the key to its frame.
@MainActor
struct KeystrokeBenchmark {
    /// Four-letter queries: prefixes of generated names, styles and breweries, typed key by key.
    static let queries = ["kalo", "hopb", "stou", "mibe", "tari", "dorv", "brug", "weis", "pale", "lamb",
                          "saib", "gola", "ostr", "quat", "fjor", "zéka", "köls", "trip", "bock", "marz",
                          "dubb", "pors", "ravu", "lobe", "nest", "gaul", "belk", "denr", "ulme", "vela"]
    static let warmUpQueries = ["abcd", "pils"]

    struct Result {
        var toFrame = Samples()
        /// The part of `toFrame` until the results reached the main queue (parse, search, hops).
        var toDelivery = Samples()
        /// The rest: view model outputs, bindings, layout and the draw.
        var deliveryToFrame = Samples()
        /// `toFrame` by the length of the typed query (1...4).
        var byLength: [Int: Samples] = [:]
        var echo = Samples()
    }

    /// What a sample's frame must show: the typed query's count, and its first beer by name.
    private struct Check {
        let query: String
        let frame: String
    }

    let store: CatalogueStore

    func run() throws -> Result {
        let harness = HeadlessApp(store: store)
        harness.start()
        try harness.settle("the first rows")
        var result = Result()
        var checks: [Check] = []
        var warmUp = Result()
        for query in Self.warmUpQueries { try type(query, in: harness, into: &warmUp, checks: &checks) }
        for query in Self.queries { try type(query, in: harness, into: &result, checks: &checks) }
        try verify(checks)
        return result
    }

    private func type(_ query: String, in harness: HeadlessApp, into result: inout Result,
                      checks: inout [Check]) throws {
        var typed = ""
        for character in query {
            typed.append(character)
            harness.terminal.clearDraws()
            let keyTime = ContinuousClock.now
            harness.app.handle(.character(String(character)))
            try MainQueue.run(until: { !harness.terminal.draws.isEmpty }, waitingFor: "the echo of '\(typed)'")
            if let echo = harness.terminal.draws.first { result.echo.append(echo.time - keyTime) }

            harness.terminal.clearDraws()
            let delivered = harness.delivery.completed
            let start = ContinuousClock.now
            harness.fireDebounce()
            try MainQueue.run(until: { harness.terminal.firstDraw(afterDeliveries: delivered) != nil },
                              waitingFor: "the rows of '\(typed)'")
            let deliveredAt = harness.delivery.lastCompletion
            if let frame = harness.terminal.firstDraw(afterDeliveries: delivered), let deliveredAt {
                result.toFrame.append(frame.time - start)
                result.toDelivery.append(deliveredAt - start)
                result.deliveryToFrame.append(frame.time - deliveredAt)
                result.byLength[typed.count, default: Samples()].append(frame.time - start)
            }
            try harness.settle("'\(typed)' to settle")
            checks.append(Check(query: typed, frame: harness.terminal.text()))
        }
        // Esc clears the filter; the full list comes back before the next query.
        harness.app.handle(.escape)
        harness.fireDebounce()
        try harness.settle("the cleared list")
    }

    /// After the timing: each sample's frame shows its query's count and first beer.
    /// "33,281", as the status line writes counts.
    private static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var position = digits.count - 3
        while position > 0 {
            digits.insert(",", at: digits.index(digits.startIndex, offsetBy: position))
            position -= 3
        }
        return digits
    }

    private func verify(_ checks: [Check]) throws {
        for check in checks {
            let page = try store.search(SearchRequest(query: try QueryParser.parse(check.query), sort: .name, limit: 1))
            let count = "\(Self.grouped(page.total)) beer\(page.total == 1 ? "" : "s")"
            let first = page.beers.first?.name ?? "No beers match"
            guard check.frame.contains(count), check.frame.contains(first) else {
                throw BenchmarkError(description: "the frame for '\(check.query)' does not show \(count) and \(first):\n\(check.frame)")
            }
        }
    }
}
