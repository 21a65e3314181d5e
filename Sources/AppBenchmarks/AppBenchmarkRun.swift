import BenchmarkSupport
import Catalogue
import Foundation

/// The parent run: builds the databases in a temporary directory, measures, prints the report.
@MainActor
struct AppBenchmarkRun {
    /// `TAPROOM_APP_BENCH_BEERS` overrides it (quick trial runs).
    static let beerCount = ProcessInfo.processInfo.environment["TAPROOM_APP_BENCH_BEERS"].flatMap { Int($0) } ?? 100_000
    static let firstRuns = 5
    static let existingRuns = 11

    let keep: Bool

    func run() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("taproom-app-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { if keep { say("kept \(directory.path)") } else { try? FileManager.default.removeItem(at: directory) } }
        func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

        say("App benchmarks: TaproomApp on a headless 120×40 terminal, release build")
        say("generating and loading \(Self.beerCount) beers (seed 42)...")
        let loadStart = ContinuousClock.now
        let store = try BenchmarkDatabase.create(at: path("beers.sqlite"), count: Self.beerCount)
        say("generate + load database: \(Samples.format((ContinuousClock.now - loadStart).milliseconds))")
        say("")

        let keystrokes = try KeystrokeBenchmark(store: store).run()
        say("keystroke to frame, \(Self.beerCount) beers (\(KeystrokeBenchmark.queries.count) four-letter queries typed key by key;")
        say("  from the query reaching the view model after its debounce to the frame with its rows; target p99 < 16 ms):")
        say("  \(keystrokes.toFrame.summary)")
        say("  of which query to results on the main queue: \(keystrokes.toDelivery.summary)")
        say("  and results to the drawn frame:              \(keystrokes.deliveryToFrame.summary)")
        for length in keystrokes.byLength.keys.sorted() {
            say("  typed \(length) letter\(length == 1 ? " " : "s"): \(keystrokes.byLength[length]?.summary ?? "")")
        }
        say("key to the frame echoing it in the filter field: \(keystrokes.echo.summary)")
        say("")

        let browse = try ChildProcess.measure(["--child-browse", path("beers.sqlite")], key: "browse")
            .split(separator: " ").compactMap { Int($0) }
        guard browse.count == 9 else { throw BenchmarkError(description: "unexpected browse output: \(browse)") }
        say("peak RSS browsing \(Self.beerCount) beers (VmHWM of a child process; target < 60 MB): \(Self.megabytes(browse[0]))")
        say("  \(BrowseMemoryBenchmark.queries.count) queries, clear, \(browse[2]) PgDn loading \(browse[3]) pages of 100, "
            + "\(BrowseMemoryBenchmark.detailPages) detail pages; peak after the first rows \(Self.megabytes(browse[4]))")
        say("  RSS at the end \(Self.megabytes(browse[1])): anonymous \(Self.megabytes(browse[5])), "
            + "file-backed \(Self.megabytes(browse[6])) (of which the database mapped by SQLite's mmap_size "
            + "\(Self.megabytes(browse[8])); the rest the executable and libraries), shared \(Self.megabytes(browse[7]))")
        say("")

        try JournalBenchmark.stage(store)
        let journal = try JournalBenchmark(store: store).run()
        say("journal of 10,000 check-ins, PgDn from the newest to the oldest "
            + "(\(journal.presses) presses, pages of 100 loading as the selection nears the end):")
        say("  F5 to the first page drawn: \(Samples.format(journal.open.milliseconds))")
        say("  PgDn to the settled frame: \(journal.pageDown.summary)")
        say("")

        let firstBeer = try StartupBenchmark.bundledFirstBeer(scratchPath: path("reference.sqlite"))
        var firstRun = Samples()
        for run in 0..<Self.firstRuns {
            firstRun.append(milliseconds: try startup(path("first-\(run).sqlite"), firstBeer: firstBeer))
        }
        var existing = Samples()
        for _ in 0..<Self.existingRuns {
            existing.append(milliseconds: try startup(path("first-0.sqlite"), firstBeer: firstBeer))
        }
        say("start-up to the first frame with rows, in process (open the store, install the bundled catalogue")
        say("  if needed, build the app, draw), one child process per run:")
        say("  existing database (target < 150 ms), median of \(existing.count): \(Samples.format(existing.median ?? 0))"
            + "  [\(Self.list(existing))]")
        say("  first run, new database (target < 1 s), median of \(firstRun.count): \(Samples.format(firstRun.median ?? 0))"
            + "  [\(Self.list(firstRun))]")
        if let exec = try ExecOverhead.measure() {
            say("process exec overhead, `taproom --version` wall time, median of \(exec.count): "
                + "\(Samples.format(exec.median ?? 0))  [\(Self.list(exec))]")
        } else {
            say("process exec overhead: skipped (no release taproom beside AppBenchmarks; `make bench` builds it)")
        }
    }

    private func startup(_ database: String, firstBeer: String) throws -> Double {
        let value = try ChildProcess.measure(["--child-startup", database, firstBeer], key: "startup-ms")
        guard let milliseconds = Double(value) else { throw BenchmarkError(description: "unexpected start-up output: \(value)") }
        return milliseconds
    }

    private static func megabytes(_ kib: Int) -> String {
        String(format: "%.1f MB", Double(kib) / 1024)
    }

    private static func list(_ samples: Samples) -> String {
        samples.values.map { String(format: "%.1f", $0) }.joined(separator: ", ")
    }
}
