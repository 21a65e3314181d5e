import BenchmarkSupport
import Catalogue
import Foundation

// Catalogue benchmarks: a 100,000-beer database in a temporary directory, then the median time
// of typical filter-field keystroke queries (first page of 100 plus the total count) and of
// opening the database and reading the first page. Run in release: `make bench`.


/// Unbuffered line output, so progress shows even when stdout is a file.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let beerCount = 100_000
let runs = 31

func median(_ values: [Duration]) -> Duration {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func milliseconds(_ duration: Duration) -> String {
    let ms = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    return String(format: "%8.3f ms", ms)
}

/// This thread's CPU time: on a shared machine, wall time also measures the neighbours.
func threadCPUTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}

/// Median wall and CPU time of `runs` calls, after one warm-up call.
struct Timing {
    let wall: Duration
    let cpu: Duration
    var text: String { "\(milliseconds(wall))  (CPU \(milliseconds(cpu)))" }
}

func measure(_ body: () throws -> Void) rethrows -> Timing {
    let clock = ContinuousClock()
    var walls: [Duration] = []
    var cpus: [Duration] = []
    try body() // warm-up
    for _ in 0..<runs {
        let cpuStart = threadCPUTime()
        walls.append(try clock.measure(body))
        cpus.append(threadCPUTime() - cpuStart)
    }
    return Timing(wall: median(walls), cpu: median(cpus))
}

do {
    // `--write-csv ROWS PATH` writes the seeded catalogue as a CSV and exits (for `scripts/import-bench.sh`).
    if let flag = CommandLine.arguments.firstIndex(of: "--write-csv") {
        let arguments = CommandLine.arguments.dropFirst(flag + 1)
        guard arguments.count == 2, let rows = Int(arguments[arguments.startIndex]) else {
            FileHandle.standardError.write(Data("usage: CatalogueBenchmarks --write-csv ROWS PATH\n".utf8))
            exit(64)
        }
        try CatalogueCSVFile.write(rows: rows, to: arguments[arguments.startIndex + 1])
        exit(0)
    }
    // `--import-only` skips the query benchmarks (for profiling the import).
    if CommandLine.arguments.contains("--import-only") {
        try runImportBenchmark()
        exit(0)
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("taproom-bench-\(UUID().uuidString)")
    // `--keep` leaves the database in place (for EXPLAIN QUERY PLAN and the like).
    let keep = CommandLine.arguments.contains("--keep")
    defer { if keep { say("kept \(directory.path)") } else { try? FileManager.default.removeItem(at: directory) } }
    let path = directory.appendingPathComponent("taproom.sqlite").path

    let clock = ContinuousClock()
    let beers = CatalogueGenerator.beers(count: beerCount, seed: 42)
    let store = try CatalogueStore(path: path)
    say("generating and loading \(beerCount) beers...")
    let loadTime = try clock.measure { try store.write { tx in for beer in beers { try tx.upsert(beer: beer) } } }
    say("Catalogue benchmarks: \(beerCount) beers (seed 42), median of \(runs) runs, release build")
    say("generate + load database: \(milliseconds(loadTime))")
    say("")

    let queries = ["pa", "sto", "hop", "kol", "bel", "tri", "zé", "wei abv>6", "ipa ibu>=60", "gol abv:5-7",
                   "dor abv<5", "abv>9", "ip abv>6", "st ibu>=40", "pa country:be"]
    // In memory: how the app searches. SQL: the one-off strategy `taproom search` uses.
    say("query                      total   first page + count (target < 5 ms)   SQL strategy")
    say(String(repeating: "-", count: 92))
    var medians: [Timing] = []
    var sqlMedians: [Timing] = []
    for text in queries {
        let request = SearchRequest(query: try QueryParser.parse(text), limit: 100)
        var total = 0
        let time = try measure { total = try store.search(request).total }
        let sqlTime = try measure { _ = try store.search(request, strategy: .sql) }
        medians.append(time)
        sqlMedians.append(sqlTime)
        say("\(text.padding(toLength: 24, withPad: " ", startingAt: 0)) \(String(format: "%7d", total))   \(time.text)   \(milliseconds(sqlTime.wall))")
    }
    say("median of keystroke queries: \(Timing(wall: median(medians.map(\.wall)), cpu: median(medians.map(\.cpu))).text)"
        + "   SQL strategy \(milliseconds(median(sqlMedians.map(\.wall))))")
    say("")

    say("other orders (empty query)             first page + count   SQL strategy")
    say(String(repeating: "-", count: 92))
    for sort in SortField.allCases {
        for descending in [false, true] {
            let request = SearchRequest(sort: sort, descending: descending, limit: 100)
            let time = try measure { _ = try store.search(request) }
            let sqlTime = try measure { _ = try store.search(request, strategy: .sql) }
            let label = "sort \(sort.rawValue)\(descending ? " desc" : "")"
            say("\(label.padding(toLength: 34, withPad: " ", startingAt: 0))       \(time.text)   \(milliseconds(sqlTime.wall))")
        }
    }
    let firstPage = try store.search(SearchRequest(query: try QueryParser.parse("pa"), limit: 100))
    let nextPage = SearchRequest(query: try QueryParser.parse("pa"), limit: 100, after: firstPage.next)
    say("\("\"pa\" second page (keyset)".padding(toLength: 34, withPad: " ", startingAt: 0))       \(try measure { _ = try store.search(nextPage) }.text)")
    say("")

    let openTime = try measure {
        let reopened = try CatalogueStore(path: path)
        _ = try reopened.search(SearchRequest(limit: 100))
    }
    say("open database + first page (target < 50 ms): \(openTime.text)")
    // The first filtered search on a store loads its in-memory search index (the app does this
    // in the background at start-up); every later one until the catalogue changes reuses it.
    let firstFilteredTime = try measure {
        let reopened = try CatalogueStore(path: path)
        _ = try reopened.search(SearchRequest(query: try QueryParser.parse("pa"), limit: 100))
    }
    say("open database + first filtered search (loads the search index): \(firstFilteredTime.text)")
    try runImportBenchmark()
} catch {
    FileHandle.standardError.write(Data("benchmark failed: \(error)\n".utf8))
    exit(1)
}
