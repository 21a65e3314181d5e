import Dispatch

/// Runs synchronous work (SQLite reads and writes, scrypt, reading an import) on threads of its
/// own, so an async caller such as the server's request handlers never blocks Swift's
/// cooperative threads while the database, a password hash or a parser works.
public struct BlockingWorkQueue: Sendable {
    private let queue: DispatchQueue

    public init(label: String = "taproom.catalogue-backend") {
        queue = DispatchQueue(label: label, attributes: .concurrent)
    }

    public func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try body() }) }
        }
    }
}
