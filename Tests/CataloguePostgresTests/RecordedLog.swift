import Logging
import Synchronization

/// A swift-log handler that keeps every message, for tests that read what was logged.
final class RecordedLog: Sendable {
    private let messages = Mutex<[String]>([])

    var all: [String] { messages.withLock { $0 } }

    var logger: Logger {
        Logger(label: "taproom.test") { _ in Handler(log: self) }
    }

    private struct Handler: LogHandler {
        let log: RecordedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            log.messages.withLock { $0.append("\(event.level) \(event.message)") }
        }
    }
}
