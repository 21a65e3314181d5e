import Catalogue
import Foundation

/// `--scale DATABASE [RUNS]`: `ScaleBenchmark` over an existing large catalogue, each run in a
/// child process; medians of the runs.
@MainActor
struct ScaleRun {
    let databasePath: String
    let runs: Int

    func run() throws {
        let beers = try CatalogueStore(path: databasePath, access: .readOnly).stats().beers
        let firstMatch = try ScaleBenchmark.firstMatch(databasePath: databasePath)
        say("App at scale: \(beers) beers in \(databasePath), \(runs) child runs, load average \(Self.loadAverage())")
        do {
            var first = Samples(), ready = Samples(), later50 = Samples(), later99 = Samples()
            var afterIndex: [Int] = [], end: [Int] = [], peak: [Int] = []
            for _ in 0..<runs {
                let fields = try ChildProcess.measure(
                    ["--child-scale", databasePath, firstMatch],
                    key: "scale").split(separator: " ").compactMap { Double($0) }
                guard fields.count == 7 else { throw BenchmarkError(description: "unexpected scale output: \(fields)") }
                first.append(milliseconds: fields[0])
                ready.append(milliseconds: fields[1])
                afterIndex.append(Int(fields[2]))
                end.append(Int(fields[3]))
                peak.append(Int(fields[4]))
                later50.append(milliseconds: fields[5])
                later99.append(milliseconds: fields[6])
            }
            say("  first search '\(ScaleBenchmark.firstQuery)' right after start, past the debounce, to its frame: "
                + "median \(Samples.format(first.median ?? 0))  [\(Self.list(first))]")
            say("  start to the index loaded: median \(Samples.format(ready.median ?? 0))")
            say("  later searches past the debounce (\(KeystrokeBenchmark.queries.count) four-letter queries): "
                + "median of p50 \(Samples.format(later50.median ?? 0)), median of p99 \(Samples.format(later99.median ?? 0))")
            say("  RSS after the index loaded: median \(Self.megabytes(Self.median(afterIndex))); at the end "
                + "\(Self.megabytes(Self.median(end))); peak (VmHWM) \(Self.megabytes(Self.median(peak)))")
        }
    }

    private static func median(_ values: [Int]) -> Int { values.sorted()[values.count / 2] }

    private static func megabytes(_ kib: Int) -> String { String(format: "%.1f MB", Double(kib) / 1024) }

    private static func list(_ samples: Samples) -> String {
        samples.values.map { String(format: "%.0f", $0) }.joined(separator: ", ")
    }

    private static func loadAverage() -> String {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "?"
    }
}
