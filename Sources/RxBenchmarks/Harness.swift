import CAllocationCounter

/// One scenario's figures for one library: the median time per operation over several runs, and
/// the heap allocations per operation counted during one extra run.
struct Measurement {
    let nanosecondsPerOperation: Double
    let allocationsPerOperation: Double
}

/// Keeps a value alive so the optimiser cannot delete the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Runs `body` (which performs `operations` operations) once to warm up, `runs` times timed, and
/// once more counting allocations.
func measure(operations: Int, runs: Int, _ body: () -> Void) -> Measurement {
    body()
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<runs {
        let elapsed = clock.measure(body)
        let nanoseconds = Double(elapsed.components.seconds) * 1e9
            + Double(elapsed.components.attoseconds) / 1e9
        samples.append(nanoseconds / Double(operations))
    }
    samples.sort()
    let before = taproom_allocation_count()
    body()
    let allocations = taproom_allocation_count() - before
    return Measurement(
        nanosecondsPerOperation: samples[samples.count / 2],
        allocationsPerOperation: Double(allocations) / Double(operations)
    )
}
