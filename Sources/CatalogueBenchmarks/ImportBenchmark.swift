import Catalogue
import Foundation
import Locking

/// Imports a generated 100,000-row CSV into a fresh database and prints how long it took, as
/// `taproom import` does it (the file streamed, read twice, written in one transaction): in
/// total, up to the end of the upsert loop (the progress report for the last row), and after
/// it (the full-text index and the index rebuilds). Target: under 3 s total.
/// `TAPROOM_IMPORT_BENCH_ROWS` overrides the row count (handy when profiling).
func runImportBenchmark(
    rows: Int = ProcessInfo.processInfo.environment["TAPROOM_IMPORT_BENCH_ROWS"].flatMap { Int($0) } ?? 100_000
) throws {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("taproom-import-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let csv = directory.appendingPathComponent("beers.csv")
    try generatedCSV(rows: rows).write(to: csv)

    let store = try CatalogueStore(path: directory.appendingPathComponent("bench.sqlite").path)
    let start = ContinuousClock.now
    let startCPU = cpuSeconds()
    let firstProgress = Locked<ContinuousClock.Instant?>(nil)
    let loopEnd = Locked<ContinuousClock.Instant?>(nil)
    let summary = try CatalogueImporter.importFiles([csv.path], into: store) { done, total in
        firstProgress.withLock { if $0 == nil { $0 = .now } }
        guard done == total else { return }
        loopEnd.withLock { if $0 == nil { $0 = .now } }
    }
    let end = ContinuousClock.now
    let endCPU = cpuSeconds()
    let loop = loopEnd.withLock { $0 } ?? end

    func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
    // CPU time is reported too because wall time on a shared machine measures the neighbours.
    print("import \(rows) CSV rows: total \(String(format: "%.3f s (CPU %.3f s)", seconds(end - start), endCPU - startCPU)); "
          + "to the end of the upsert loop \(String(format: "%.3f s", seconds(loop - start))), "
          + "of which before the first \(2_000) rows were written \(String(format: "%.3f s", seconds((firstProgress.withLock { $0 } ?? loop) - start))); "
          + "indexes after the loop \(String(format: "%.3f s", seconds(end - loop))); "
          + "beers added \(summary.beersAdded), breweries added \(summary.breweriesAdded)")
}

/// User + system CPU time of this process so far.
private func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// Deterministic rows with the shapes real files have: quoted fields with commas and quotes,
/// accents, empty values, fractional ABV artefacts, 2,000 breweries.
private func generatedCSV(rows: Int) -> Data {
    let styles = ["American IPA", "Imperial Stout", "Kölsch", "Saison", "Helles", "Witbier", "Porter", "Märzen"]
    let words = ["Hop", "Dark", "Golden", "Wild", "Old", "Crisp", "Hazy", "Smoked", "Brûlé", "Night"]
    var text = "id,name,brewery,city,country,style,abv,ibu,description\n"
    text.reserveCapacity(rows * 120)
    for row in 0..<rows {
        let name = "\(words[row % 10]) \(words[(row / 10) % 10]) No. \(row)"
        let brewery = "Brewery \(row % 2_000)"
        let abv = Double(35 + row % 90) / 10 + (row % 7 == 0 ? 0.000000000000001 : 0)
        let ibu = row % 5 == 0 ? "" : String(10 + row % 90)
        let description = row % 3 == 0 ? "\"A \"\"test\"\" beer, brewed with care.\"" : "Plain description"
        text += "\(row),\(name),\(brewery),Town \(row % 500),BE,\(styles[row % styles.count]),\(abv),\(ibu),\(description)\n"
    }
    return Data(text.utf8)
}
