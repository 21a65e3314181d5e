import Dispatch

/// Where an `SQLiteCatalogue` runs the store's synchronous work (SQLite, scrypt, parsing an
/// import) for its async callers: on threads of its own, so Swift's cooperative threads are never
/// blocked while the database or a password hash works; or on the caller's thread, for tests in
/// virtual time (with an executor that runs tasks inline, every call then finishes where it starts).
public struct StoreWork: Sendable {
    private let queue: DispatchQueue?

    /// A concurrent queue of its own (the app, the server, the commands).
    public static func background(label: String = "taproom.catalogue") -> StoreWork {
        StoreWork(queue: DispatchQueue(label: label, attributes: .concurrent))
    }

    /// On the calling thread, without suspending.
    public static let callersThread = StoreWork(queue: nil)

    /// On `queue` (tests suspend one to hold work back).
    init(queue: DispatchQueue?) {
        self.queue = queue
    }

    var isCallersThread: Bool { queue == nil }

    public func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        guard let queue else { return try body() }
        return try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try body() }) }
        }
    }

    /// Starts `body` without waiting for it (on the calling thread when there is no queue).
    func start(_ body: @escaping @Sendable () -> Void) {
        guard let queue else { return body() }
        queue.async(execute: body)
    }
}
