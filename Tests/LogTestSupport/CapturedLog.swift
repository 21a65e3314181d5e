import Locking
import Logging

/// A swift-log handler that keeps every line (level, message, metadata), for tests that read
/// what was logged.
public final class CapturedLog: Sendable {
    private let lines = Locked<[String]>([])

    public init() {}

    public var all: [String] { lines.withLock { $0 } }

    public var logger: Logger {
        Logger(label: "taproom.test") { _ in Handler(log: self) }
    }

    private struct Handler: LogHandler {
        let log: CapturedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let all = metadata.merging(event.metadata ?? [:]) { _, new in new }
            let fields = all.keys.sorted().map { "\($0)=\(all[$0]!)" }.joined(separator: " ")
            log.lines.withLock { $0.append("\(event.level) \(event.message) \(fields)") }
        }
    }
}
