import Foundation
import Logging

/// A swift-log handler that appends one line per message to a file (never to the screen, which
/// belongs to the UI): `2026-11-22T08:00:00Z info taproom: message key=value`.
struct FileLogHandler: LogHandler {
    /// The open log file, shared by every logger; writes are serialised by `lock`.
    final class Sink: @unchecked Sendable {  // `handle` and `timestamps` are only used under `lock`
        private let handle: FileHandle
        private let timestamps = ISO8601DateFormatter()
        private let lock = NSLock()

        init(handle: FileHandle) {
            self.handle = handle
        }

        /// Appends `text` as one line, stamped with the current time.
        func write(_ text: String) {
            lock.lock()
            defer { lock.unlock() }
            let line = "\(timestamps.string(from: Date())) \(text)\n"
            handle.seekToEndOfFile()
            handle.write(Data(line.utf8))
        }
    }

    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?
    var logLevel: Logger.Level
    private let label: String
    private let sink: Sink

    init(label: String, level: Logger.Level, sink: Sink) {
        self.label = label
        self.logLevel = level
        self.sink = sink
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { _, new in new } }
        if let extra = event.metadata { merged.merge(extra) { _, new in new } }
        let fields = merged.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
        sink.write("\(event.level) \(label): \(event.message)\(fields)")
    }
}
