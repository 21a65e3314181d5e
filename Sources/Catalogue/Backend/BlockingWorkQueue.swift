import Dispatch

/// Runs the store's synchronous calls (SQLite reads and writes, scrypt) on threads of their own,
/// so an async caller such as the server's request handlers never blocks Swift's cooperative
/// threads while the database or a password hash works.
struct BlockingWorkQueue: Sendable {
    private let queue = DispatchQueue(label: "taproom.catalogue-backend", attributes: .concurrent)

    func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try body() }) }
        }
    }
}
