import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Locking

/// A TCP listener on a free loopback port that accepts connections and then says nothing (or,
/// once a request has arrived, only `greeting`: a response head, a whole answer, some events),
/// holding them open until it is closed, or closing or resetting each one (`then`): a server that
/// hangs, answers by hand, or goes away.
final class SilentListener: Sendable {
    /// What becomes of a connection once the request has arrived and the greeting is written.
    enum Ending: Sendable {
        /// Kept open until the listener is closed.
        case holdOpen
        /// Closed (a FIN: the server went away).
        case close
        /// Reset (an RST: the server's machine dropped it).
        case reset
    }

    let port: Int
    private let listener: Int32
    private let accepted = Connections()

    /// `afterRequestHead` false answers as soon as the client has sent anything (a TLS hello).
    init(greeting: String? = nil, afterRequestHead: Bool = true, then ending: Ending = .holdOpen) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw SocketFailure(call: "socket") }
        var address = Self.loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, Glibc.listen(listener, 8) == 0 else {
            Glibc.close(listener)
            throw SocketFailure(call: "bind/listen")
        }
        self.listener = listener
        port = try Self.port(of: listener)
        let accepted = self.accepted
        Thread.detachNewThread {
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else {
                    // Closed here, once nothing uses it: closing it elsewhere could let this loop
                    // accept on a descriptor number already reused by another socket.
                    Glibc.close(listener)
                    return
                }
                if greeting != nil || ending != .holdOpen {
                    // Answers after the request's head, as a server does: a client may drop a
                    // connection that answers before it has finished asking.
                    if afterRequestHead { Self.readRequestHead(connection) } else { Self.readSomething(connection) }
                }
                if let greeting {
                    _ = greeting.utf8CString.withUnsafeBufferPointer { write(connection, $0.baseAddress, $0.count - 1) }
                }
                switch ending {
                case .holdOpen: break
                case .close:
                    Glibc.close(connection)
                    continue
                case .reset:
                    // Lingering for no time makes close() send an RST rather than a FIN.
                    var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
                    setsockopt(connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
                    Glibc.close(connection)
                    continue
                }
                let kept = accepted.list.withLock { state in
                    if !state.closed { state.connections.append(connection) }
                    return !state.closed
                }
                guard kept else {
                    Glibc.close(connection)
                    continue
                }
                // Notices the client hanging up (what it sends meanwhile is ignored).
                Thread.detachNewThread {
                    var bytes = [UInt8](repeating: 0, count: 4096)
                    while read(connection, &bytes, bytes.count) > 0 {}
                    accepted.hangUps.signal()
                }
            }
        }
    }

    /// Writes `text` on every connection accepted so far (more of an answer, later events).
    func send(_ text: String) {
        accepted.list.withLock { state in
            for connection in state.connections {
                _ = text.utf8CString.withUnsafeBufferPointer { write(connection, $0.baseAddress, $0.count - 1) }
            }
        }
    }

    /// Whether a client hung up on a connection within `seconds`.
    func clientHungUp(within seconds: Double) async -> Bool {
        let hangUps = accepted.hangUps
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: hangUps.wait(timeout: .now() + seconds) == .success) }
        }
    }

    /// Stops listening and drops every connection.
    func close() {
        let connections: [Int32]? = accepted.list.withLock { state in
            guard !state.closed else { return nil }
            state.closed = true
            return state.connections
        }
        guard let connections else { return }
        // Wakes the accepting loop, which then closes the listening socket.
        shutdown(listener, Int32(SHUT_RDWR))
        for connection in connections {
            shutdown(connection, Int32(SHUT_RDWR))
            Glibc.close(connection)
        }
    }

    deinit { close() }

    /// A port nothing listens on: bound once to find it free, then closed.
    static func closedPort() throws -> Int {
        let listener = try SilentListener()
        let port = listener.port
        listener.close()
        return port
    }

    /// Reads until the blank line that ends a request's head (the client's requests have no body).
    private static func readRequestHead(_ connection: Int32) {
        var received: [UInt8] = []
        var byte: UInt8 = 0
        while read(connection, &byte, 1) == 1 {
            received.append(byte)
            if received.count >= 4, received.suffix(4).elementsEqual([13, 10, 13, 10]) { return }
        }
    }

    private static func readSomething(_ connection: Int32) {
        var bytes = [UInt8](repeating: 0, count: 4096)
        _ = read(connection, &bytes, bytes.count)
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    private static func port(of socket: Int32) throws -> Int {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        guard named == 0 else { throw SocketFailure(call: "getsockname") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private final class Connections: Sendable {
        let list = Locked<(closed: Bool, connections: [Int32])>((false, []))
        let hangUps = DispatchSemaphore(value: 0)
    }

    struct SocketFailure: Error {
        let call: String
    }
}
