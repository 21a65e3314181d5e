import Catalogue
import Foundation

/// Peak resident memory (VmHWM) of a process that browses the 100,000-beer database: it opens
/// it, types a few queries, clears the filter, pages down through at least 2,000 rows (pages
/// load as the selection nears the end), then opens a beer and pages through the details.
/// Run in a child process of its own, so nothing else the benchmarks did counts.
@MainActor
struct BrowseMemoryBenchmark {
    static let queries = ["hop", "stout", "kal abv>6", "zé"]
    /// Pages of 100 rows to load while paging down: 2,000 rows past the first page.
    static let pagesToLoad = 20
    static let detailPages = 100

    struct Result {
        var peakKiB: Int
        var residentKiB: Int
        var pageDowns: Int
        var pagesLoaded: Int
    }

    let databasePath: String

    func run() throws -> Result {
        let store = try CatalogueStore(path: databasePath)
        let harness = HeadlessApp(store: store)
        harness.start()
        try harness.settle("the first rows")
        for query in Self.queries {
            harness.type(query)
            harness.fireDebounce()
            try harness.settle("the rows of '\(query)'")
        }
        harness.app.handle(.escape)
        harness.fireDebounce()
        try harness.settle("the cleared list")

        // Each page load is one delivery; keep paging until 2,000 more rows have loaded.
        let deliveriesBefore = harness.delivery.completed
        var pageDowns = 0
        while harness.delivery.completed - deliveriesBefore < Self.pagesToLoad {
            guard pageDowns < 10 * Self.pagesToLoad * 100 / harness.terminal.size.height else {
                throw BenchmarkError(description: "paging down loads no more rows after \(pageDowns) PgDn")
            }
            harness.app.handle(.pageDown)
            pageDowns += 1
            try harness.settle("paging down (\(pageDowns) PgDn)")
        }
        let pagesLoaded = harness.delivery.completed - deliveriesBefore

        harness.app.handle(.enter)
        try harness.settle("the detail screen")
        for _ in 0..<Self.detailPages {
            harness.app.handle(.character("n"))
            try harness.settle("the next beer")
        }
        harness.app.handle(.escape)
        try harness.settle("the list again")
        let status = try ProcessStatus.current()
        return Result(peakKiB: status.peakKiB, residentKiB: status.residentKiB, pageDowns: pageDowns,
                      pagesLoaded: pagesLoaded)
    }
}

/// Memory figures from /proc/self/status.
struct ProcessStatus {
    let peakKiB: Int
    let residentKiB: Int

    static func current() throws -> ProcessStatus {
        let text = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        func kib(_ field: String) -> Int? {
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return nil }
            return line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { Int($0) }
        }
        guard let peak = kib("VmHWM"), let resident = kib("VmRSS") else {
            throw BenchmarkError(description: "no VmHWM/VmRSS in /proc/self/status")
        }
        return ProcessStatus(peakKiB: peak, residentKiB: resident)
    }
}
