/// One event of a `text/event-stream` body: its type (`event:`, "message" when not named) and
/// its data (the `data:` lines joined with newlines).
public struct ServerSentEvent: Hashable, Sendable {
    public var type: String
    public var data: String

    public init(type: String = "message", data: String) {
        self.type = type
        self.data = data
    }
}

/// Reads a `text/event-stream` body as it arrives, chunk by chunk, as the HTML standard's
/// event-stream interpretation does: a chunk may end anywhere (inside a line, between CR and LF,
/// inside a UTF-8 sequence); lines end with CRLF, LF or CR; a line starting with `:` is a comment
/// (keep-alives); a blank line dispatches the event gathered so far, unless it has no data.
public struct ServerSentEventParser: Sendable {
    private var line: [UInt8] = []
    /// The last chunk ended with CR: an LF opening the next one belongs to that line end.
    private var afterCarriageReturn = false
    private var isStartOfStream = true
    private var type = ""
    private var data: [String] = []

    public init() {}

    /// The events `chunk` completes, in order.
    public mutating func consume(_ chunk: some Sequence<UInt8>) -> [ServerSentEvent] {
        var events: [ServerSentEvent] = []
        for byte in chunk {
            if afterCarriageReturn {
                afterCarriageReturn = false
                if byte == UInt8(ascii: "\n") { continue }
            }
            switch byte {
            case UInt8(ascii: "\r"):
                afterCarriageReturn = true
                if let event = endLine() { events.append(event) }
            case UInt8(ascii: "\n"):
                if let event = endLine() { events.append(event) }
            default:
                line.append(byte)
            }
        }
        return events
    }

    private mutating func endLine() -> ServerSentEvent? {
        defer { line.removeAll(keepingCapacity: true) }
        if isStartOfStream {
            isStartOfStream = false
            if line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
        }
        guard !line.isEmpty else { return dispatch() }
        guard line.first != UInt8(ascii: ":") else { return nil }
        let text = String(decoding: line, as: UTF8.self)
        let field: Substring
        var value: Substring
        if let colon = text.firstIndex(of: ":") {
            field = text[..<colon]
            value = text[text.index(after: colon)...]
            if value.first == " " { value = value.dropFirst() }
        } else {
            field = text[...]
            value = ""
        }
        switch field {
        case "event": type = String(value)
        case "data": data.append(String(value))
        default: break // `id` and `retry` change nothing for this stream's readers; unknown fields are ignored
        }
        return nil
    }

    private mutating func dispatch() -> ServerSentEvent? {
        defer {
            type = ""
            data = []
        }
        guard !data.isEmpty else { return nil }
        return ServerSentEvent(type: type.isEmpty ? "message" : type, data: data.joined(separator: "\n"))
    }
}
