import Dispatch
import Foundation
import HTTPTypes
#if canImport(Glibc)
import Glibc
#endif

/// A client of `GET /v1/events` on a plain loopback socket: sends the request, reads the
/// response head, then the body (chunked or not) as server-sent events, each read waiting at
/// most until a deadline. Every call blocks its thread; from async code use `run`, which moves
/// the wait off Swift's cooperative threads (the in-process server needs them).
final class EventStreamReader: @unchecked Sendable {  // used by one thread at a time: each call returns before the next starts
    /// One item of the stream: an event (its name and data) or a comment line's text.
    enum Item: Equatable {
        case event(name: String, data: String)
        case comment(String)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let status: Int
    /// The response's header fields, names lowercased.
    let headers: [String: String]
    /// The body's text read so far (to check against docs/openapi.json).
    private(set) var bodyText = ""
    private let socket: Int32
    private var raw: [UInt8] = []
    private var body: [UInt8] = []
    private var isChunked = false
    private var chunkRemaining = 0
    private var bodyEnded = false
    private var closed = false

    /// Connects to 127.0.0.1:`port`, sends `GET path`, and reads the response head.
    init(port: Int, path: String = "/v1/events", timeout: TimeInterval = 20) throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(socket)
            throw Failure(description: "connect to port \(port): \(reason)")
        }
        self.socket = socket
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }

        let deadline = Date().addingTimeInterval(timeout)
        var head: [UInt8] = []
        var reader = RawReader(socket: socket)
        while true {
            if let end = Self.range(of: [13, 10, 13, 10], in: reader.bytes) {
                head = Array(reader.bytes[..<end.lowerBound])
                reader.bytes.removeSubrange(..<end.upperBound)
                break
            }
            let filled: Bool
            do { filled = try reader.fill(until: deadline) } catch {
                Glibc.close(socket)
                throw error
            }
            guard filled else {
                Glibc.close(socket)
                throw Failure(description: "the connection closed before a response head")
            }
        }
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        status = lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        var fields: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        headers = fields
        isChunked = fields["transfer-encoding"]?.lowercased().contains("chunked") == true
        raw = reader.bytes
    }

    deinit { close() }

    func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(socket)
    }

    /// The next item; nil when the stream ended. Throws when `timeout` passes first.
    func next(timeout: TimeInterval = 20) throws -> Item? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let item = takeItem() { return item }
            if bodyEnded { return nil }
            try readMore(until: deadline)
        }
    }

    /// Reads items until a revision event, skipping keep-alives; returns its number.
    func nextRevision(timeout: TimeInterval = 20) throws -> Int? {
        let deadline = Date().addingTimeInterval(timeout)
        while let item = try next(timeout: max(0, deadline.timeIntervalSinceNow)) {
            if case .event("revision", let data) = item { return try Self.revision(in: data) }
        }
        return nil
    }

    /// Reads until a revision above `revision` arrives (a burst may come as one event); returns it.
    func revision(above revision: Int, timeout: TimeInterval = 20) throws -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            guard let next = try nextRevision(timeout: max(0, deadline.timeIntervalSinceNow)) else {
                throw Failure(description: "the stream ended before a revision above \(revision)")
            }
            if next > revision { return next }
        }
    }

    static func revision(in data: String) throws -> Int {
        guard let value = try JSONDecoder().decode(JSONValue.self, from: Data(data.utf8))["revision"],
              case .integer(let number) = value else {
            throw Failure(description: "no revision in \(data)")
        }
        return Int(number)
    }

    /// Runs blocking reader calls on a thread of their own, so async tests do not hold up the
    /// cooperative threads the in-process server runs on.
    static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try body() }) }
        }
    }

    // MARK: Parsing

    /// One complete event or comment block from the body read so far.
    private func takeItem() -> Item? {
        while let end = Self.range(of: [10, 10], in: body) {
            let block = String(decoding: body[..<end.lowerBound], as: UTF8.self)
            body.removeSubrange(..<end.upperBound)
            var name = "message", data: [String] = [], comments: [String] = []
            for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix(":") {
                    comments.append(line.dropFirst().trimmingCharacters(in: .whitespaces))
                } else if line.hasPrefix("event:") {
                    name = line.dropFirst(6).trimmingCharacters(in: .whitespaces)
                } else if line.hasPrefix("data:") {
                    data.append(String(line.dropFirst(5).drop(while: { $0 == " " })))
                }
            }
            if !data.isEmpty { return .event(name: name, data: data.joined(separator: "\n")) }
            if let comment = comments.first { return .comment(comment) }
        }
        return nil
    }

    /// Moves what the socket has into the body, de-chunking; throws at the deadline.
    private func readMore(until deadline: Date) throws {
        var reader = RawReader(socket: socket, bytes: raw)
        defer { raw = reader.bytes }
        let before = body.count
        while body.count == before, !bodyEnded {
            if decode(&reader.bytes) { continue }
            guard try reader.fill(until: deadline) else {
                bodyEnded = true
                return
            }
        }
    }

    /// Takes what it can from `bytes` into `body`; false when it needs more bytes.
    private func decode(_ bytes: inout [UInt8]) -> Bool {
        guard isChunked else {
            guard !bytes.isEmpty else { return false }
            append(bytes)
            bytes.removeAll()
            return true
        }
        if chunkRemaining > 0 {
            guard !bytes.isEmpty else { return false }
            let taken = min(chunkRemaining, bytes.count)
            append(Array(bytes[..<taken]))
            bytes.removeSubrange(..<taken)
            chunkRemaining -= taken
            return true
        }
        // A chunk's size line (after the previous chunk's CRLF, if any).
        while bytes.starts(with: [13, 10]) { bytes.removeFirst(2) }
        guard let end = Self.range(of: [13, 10], in: bytes) else { return false }
        let sizeText = String(decoding: bytes[..<end.lowerBound], as: UTF8.self).split(separator: ";").first ?? ""
        bytes.removeSubrange(..<end.upperBound)
        let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) ?? 0
        if size == 0 { bodyEnded = true }
        chunkRemaining = size
        return true
    }

    private func append(_ bytes: [UInt8]) {
        body += bytes
        bodyText += String(decoding: bytes, as: UTF8.self)
    }

    private static func range(of needle: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
        guard bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start..<start + needle.count].elementsEqual(needle) {
            return start..<start + needle.count
        }
        return nil
    }
}

/// Bytes from a socket, each read waiting at most until a deadline.
private struct RawReader {
    let socket: Int32
    var bytes: [UInt8] = []

    /// Appends what arrives; false at the end of the stream. Throws when the deadline passes.
    mutating func fill(until deadline: Date) throws -> Bool {
        let milliseconds = Int32(max(0, min(deadline.timeIntervalSinceNow * 1000, Double(Int32.max))))
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, milliseconds)
        guard ready > 0 else { throw EventStreamReader.Failure(description: "nothing arrived before the deadline") }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        bytes += chunk[..<count]
        return true
    }
}

extension EventStreamReader {
    /// What docs/openapi.json finds wrong with the response read so far (empty when it conforms);
    /// checking also counts `GET /v1/events` as exercised.
    func documentProblems() throws -> [String] {
        var fields = HTTPFields()
        for (name, value) in headers { if let field = HTTPField.Name(name) { fields[field] = value } }
        return try OpenAPIDocument.shared().check(method: "GET", uri: "/v1/events",
                                                  response: APIResponse(status: status, headers: fields, bodyText: bodyText))
    }
}
