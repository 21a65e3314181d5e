import Foundation

// App benchmarks (release build, `make bench`): the real TaproomApp on a headless terminal over a
// 100,000-beer database and over the bundled catalogue. See AppBenchmarkRun for the figures.
// Child modes (the parent runs itself in them, one process per measurement):
//   --child-startup DATABASE FIRST_BEER   prints "startup-ms N"
//   --child-browse DATABASE               prints "browse PEAK RSS PAGE_DOWNS PAGES START_PEAK ANON FILE SHMEM DB_MAPPED" (KiB)
// `--keep` leaves the databases in place.

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
    default:
        try AppBenchmarkRun(keep: arguments.contains("--keep")).run()
    }
    exit(0)
} catch {
    FileHandle.standardError.write(Data("AppBenchmarks failed: \(error)\n".utf8))
    exit(1)
}
