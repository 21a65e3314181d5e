// `make bench`: RxCore against OpenCombine 0.14.0, side by side in one run.
// Options: --runs N (timed runs per scenario, default 7), --scale F (operations x F, default 1),
// --only KEY (run one scenario: a, b, c, c2 or d).
import Foundation

var runs = 7
var scale = 1.0
var only: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--runs": runs = max(1, Int(arguments.next() ?? "") ?? runs)
    case "--scale": scale = Double(arguments.next() ?? "") ?? scale
    case "--only": only = arguments.next()
    default:
        FileHandle.standardError.write(Data("usage: RxBenchmarks [--runs N] [--scale F] [--only KEY]\n".utf8))
        exit(2)
    }
}

print("RxCore vs OpenCombine 0.14.0 — release build, median of \(runs) runs, ns per op; allocations per op")
print("")
let header = ["", "scenario", "RxCore ns", "OpenCombine ns", "ratio", "RxCore allocs", "OpenCombine allocs"]
print(header.joined(separator: " | "))
for scenario in scenarios where only == nil || only == scenario.key {
    let operations = max(1, Int(Double(scenario.operations) * scale))
    let rx = measure(operations: operations, runs: runs) { scenario.rxCore(operations) }
    let combine = measure(operations: operations, runs: runs) { scenario.openCombine(operations) }
    let row = [
        scenario.key, scenario.title,
        String(format: "%.1f", rx.nanosecondsPerOperation),
        String(format: "%.1f", combine.nanosecondsPerOperation),
        String(format: "%.2f", rx.nanosecondsPerOperation / combine.nanosecondsPerOperation),
        String(format: "%.2f", rx.allocationsPerOperation),
        String(format: "%.2f", combine.allocationsPerOperation),
    ]
    print(row.joined(separator: " | "))
}
