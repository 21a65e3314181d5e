/// scrypt cost parameters. Production uses N = 2^15, r = 8, p = 1 (about 32 MiB and a tenth of
/// a second per hash); tests inject a cheaper set.
public struct ScryptParameters: Hashable, Sendable {
    /// log2 of N, the CPU/memory cost.
    public let logN: Int
    public let blockSize: Int
    public let parallelism: Int

    public init(logN: Int, blockSize: Int, parallelism: Int) {
        self.logN = logN
        self.blockSize = blockSize
        self.parallelism = parallelism
    }

    public static let production = ScryptParameters(logN: 15, blockSize: 8, parallelism: 1)
    /// Fast enough for unit tests; never use for real accounts.
    public static let testing = ScryptParameters(logN: 4, blockSize: 8, parallelism: 1)

    /// True when a hash made with `self` is weaker than `current` in any parameter.
    public func isWeaker(than current: ScryptParameters) -> Bool {
        logN < current.logN || blockSize < current.blockSize || parallelism < current.parallelism
    }
}
