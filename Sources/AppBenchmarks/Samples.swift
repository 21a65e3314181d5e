import Foundation

/// Timings in milliseconds, with the percentiles the report prints.
struct Samples {
    private(set) var values: [Double] = []

    var count: Int { values.count }

    mutating func append(_ duration: Duration) {
        values.append(duration.milliseconds)
    }

    mutating func append(milliseconds: Double) {
        values.append(milliseconds)
    }

    /// Nearest-rank percentile (`fraction` in 0...1); nil without samples.
    func percentile(_ fraction: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
    }

    var median: Double? { percentile(0.5) }
    var maximum: Double? { values.max() }

    /// "p50 1.234 ms  p99 5.678 ms  max 9.012 ms  (n = 120)".
    var summary: String {
        guard let p50 = percentile(0.5), let p99 = percentile(0.99), let maximum else { return "no samples" }
        return "p50 \(Self.format(p50))  p99 \(Self.format(p99))  max \(Self.format(maximum))  (n = \(count))"
    }

    static func format(_ milliseconds: Double) -> String {
        String(format: "%.3f ms", milliseconds)
    }
}

extension Duration {
    var milliseconds: Double {
        Double(components.seconds) * 1e3 + Double(components.attoseconds) / 1e15
    }
}

/// Unbuffered line output, so progress shows even when stdout is a file or a pipe.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
