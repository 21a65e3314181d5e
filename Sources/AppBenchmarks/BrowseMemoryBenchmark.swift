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
        /// After the first rows were drawn, before any browsing.
        var afterFirstRows: ProcessStatus
        var end: ProcessStatus
        var pageDowns: Int
        var pagesLoaded: Int
        /// Resident pages of the database file mapped by SQLite (`mmap_size`), part of `end.fileKiB`.
        var databaseMappedKiB: Int
    }

    let databasePath: String

    func run() throws -> Result {
        let store = try CatalogueStore(path: databasePath)
        let harness = HeadlessApp(store: store)
        harness.start()
        try harness.settle("the first rows")
        let afterFirstRows = try ProcessStatus.current()
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
        // Measured while the app (and the store's connections and mappings) are still alive.
        return try withExtendedLifetime(harness) {
            Result(afterFirstRows: afterFirstRows, end: try ProcessStatus.current(), pageDowns: pageDowns,
                   pagesLoaded: pagesLoaded, databaseMappedKiB: try ProcessStatus.mappedKiB(of: databasePath))
        }
    }
}

/// Memory figures from /proc/self/status.
struct ProcessStatus {
    let peakKiB: Int
    let residentKiB: Int
    let anonymousKiB: Int
    let fileKiB: Int
    let sharedKiB: Int

    static func current() throws -> ProcessStatus {
        let text = try readProcFile("/proc/self/status")
        func kib(_ field: String) -> Int? {
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return nil }
            return line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { Int($0) }
        }
        guard let peak = kib("VmHWM"), let resident = kib("VmRSS"), let anonymous = kib("RssAnon"),
              let file = kib("RssFile"), let shared = kib("RssShmem") else {
            throw BenchmarkError(description: "no VmHWM/VmRSS/RssAnon/RssFile/RssShmem in /proc/self/status")
        }
        return ProcessStatus(peakKiB: peak, residentKiB: resident, anonymousKiB: anonymous, fileKiB: file, sharedKiB: shared)
    }

    /// Resident KiB of the mappings of the file at `path` (from /proc/self/smaps).
    static func mappedKiB(of path: String) throws -> Int {
        let text = try readProcFile("/proc/self/smaps")
        var inFile = false
        var total = 0
        for line in text.split(separator: "\n") {
            let fields = line.split(whereSeparator: \.isWhitespace)
            if let first = fields.first, first.contains("-"), !first.hasSuffix(":") {
                // A mapping's header: "start-end perms offset dev inode [path]".
                inFile = fields.count >= 6 && fields[5...].joined(separator: " ") == path
            } else if inFile, fields.first == "Rss:", fields.count >= 2, let kib = Int(fields[1]) {
                total += kib
            }
        }
        return total
    }

    /// The whole of a /proc file: they report no size, so read until end of file (Foundation's
    /// `String(contentsOfFile:)` stops after the first page of /proc/self/smaps).
    private static func readProcFile(_ path: String) throws -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw BenchmarkError(description: "cannot open \(path)") }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
