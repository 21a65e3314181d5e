import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A TCP listener on a free loopback port that accepts connections and then says nothing (or
/// only `greeting`, e.g. a response head), holding them open until it is closed: a server that
/// hangs, for the client's time limits.
final class SilentListener: Sendable {
    let port: Int
    private let listener: Int32
    private let accepted = Connections()

    init(greeting: String? = nil) throws {
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
                guard connection >= 0 else { return }
                if let greeting { _ = greeting.utf8CString.withUnsafeBufferPointer { write(connection, $0.baseAddress, $0.count - 1) } }
                let kept = accepted.list.withLock { state in
                    if !state.closed { state.connections.append(connection) }
                    return !state.closed
                }
                if !kept { Glibc.close(connection) }
            }
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
        shutdown(listener, Int32(SHUT_RDWR))
        Glibc.close(listener)
        for connection in connections { Glibc.close(connection) }
    }

    deinit { close() }

    /// A port nothing listens on: bound once to find it free, then closed.
    static func closedPort() throws -> Int {
        let listener = try SilentListener()
        let port = listener.port
        listener.close()
        return port
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
        let list = Mutex<(closed: Bool, connections: [Int32])>((false, []))
    }

    struct SocketFailure: Error {
        let call: String
    }
}
