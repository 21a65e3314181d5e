import Foundation

// App benchmarks (release build, `make bench`): the real TaproomApp on a headless terminal over a
// 100,000-beer database and over the bundled catalogue. See AppBenchmarkRun for the figures.
// Child modes (the parent runs itself in them, one process per measurement):
//   --child-startup DATABASE FIRST_BEER   prints "startup-ms N"
//   --child-browse DATABASE               prints "browse PEAK RSS PAGE_DOWNS PAGES START_PEAK ANON FILE SHMEM DB_MAPPED" (KiB)
//   --child-scale DATABASE FIRST_MATCH own-queue|store-queue
//                                         prints "scale FIRST_MS INDEX_READY_MS AFTER_INDEX_RSS END_RSS PEAK LATER_P50_MS LATER_P99_MS" (KiB)
// `--keep` leaves the databases in place. `--scale DATABASE [RUNS]` measures the app over an
// existing large catalogue instead (ScaleRun; `make bench-scale` imports 1,000,000 beers for it).

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "--child-startup" where arguments.count == 3:
        let time = try StartupBenchmark(databasePath: arguments[1], firstBeer: arguments[2]).run()
        say("startup-ms \(time.milliseconds)")
    case "--child-browse" where arguments.count == 2:
        let result = try BrowseMemoryBenchmark(databasePath: arguments[1]).run()
        let end = result.end
        say("browse \(end.peakKiB) \(end.residentKiB) \(result.pageDowns) \(result.pagesLoaded) "
            + "\(result.afterFirstRows.peakKiB) \(end.anonymousKiB) \(end.fileKiB) \(end.sharedKiB) \(result.databaseMappedKiB)")
    case "--child-scale" where arguments.count == 3:
        let result = try ScaleBenchmark(databasePath: arguments[1], firstMatch: arguments[2]).run()
        say("scale \(result.firstSearch.milliseconds) \(result.indexReady.milliseconds) \(result.afterIndex.residentKiB) "
            + "\(result.end.residentKiB) \(result.end.peakKiB) \(result.later.median ?? 0) \(result.later.percentile(0.99) ?? 0)")
    case "--scale" where arguments.count >= 2:
        try ScaleRun(databasePath: arguments[1], runs: arguments.count > 2 ? Int(arguments[2]) ?? 3 : 3).run()
    default:
        try AppBenchmarkRun(keep: arguments.contains("--keep")).run()
    }
    exit(0)
} catch {
    FileHandle.standardError.write(Data("AppBenchmarks failed: \(error)\n".utf8))
    exit(1)
}
