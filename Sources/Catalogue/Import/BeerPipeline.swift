import DequeModule
import Foundation

/// Reads, normalises and prepares an import's beers (`PreparedBeer`: normalised text and keys)
/// on a background thread and hands them to the writing thread in chunks, so that on two cores
/// an import costs about the larger of the two instead of their sum. At most `capacity` chunks
/// wait at any time: memory stays the same whatever the size of the file.
final class BeerPipeline: @unchecked Sendable { // every stored property is guarded by `condition`
    typealias Item = Result<PreparedBeer, any Error>

    enum Message: Sendable {
        /// The number of rows to come (sent once, before any chunk).
        case total(Int)
        /// Beers in file order. `popFirst` moves each out, where iterating an array would copy
        /// it, and a copy retains every string of the beer, memory the preparing core last
        /// wrote: at a million beers those retains, and the cache misses they cost, were about
        /// half of what the writing thread spent staging. (An array sent reversed for `popLast`
        /// cost the preparing thread the same copies, in `reverse()`'s swaps.)
        case chunk(Deque<Item>)
        /// The producer finished; its counts (rows read, skipped, warnings, notes).
        case end(ImportBatch)
        case failure(any Error)
    }

    static let chunkSize = 1_000
    static let capacity = 2

    /// `produce` runs on the background thread: it reports the total, then emits each beer.
    typealias Producer = @Sendable (_ total: (Int) throws -> Void, _ emit: (ImportedBeer) throws -> Void) throws -> ImportBatch

    private let condition = NSCondition()
    private var messages: [Message] = []
    private var cancelled = false
    private var running = true

    private struct Cancelled: Error {}

    init(origin: BeerOrigin, produce: @escaping Producer) {
        Thread.detachNewThread { [self] in
            var chunk = Deque<Item>(minimumCapacity: Self.chunkSize)
            let message: Message
            do {
                let counts = try produce({ try self.send(.total($0)) }) { beer in
                    chunk.append(Result { try PreparedBeer(CatalogueImporter.newBeer(beer, origin: origin)) })
                    if chunk.count == Self.chunkSize {
                        try self.send(.chunk(chunk))
                        chunk = Deque(minimumCapacity: Self.chunkSize)
                    }
                }
                if !chunk.isEmpty { try send(.chunk(chunk)) }
                message = .end(counts)
            } catch {
                message = .failure(error)
            }
            condition.lock()
            messages.append(message)
            running = false
            condition.broadcast()
            condition.unlock()
        }
    }

    private func send(_ message: Message) throws {
        condition.lock()
        defer { condition.unlock() }
        while messages.count >= Self.capacity, !cancelled { condition.wait() }
        if cancelled { throw Cancelled() }
        messages.append(message)
        condition.broadcast()
    }

    /// The next message, waiting for it.
    func next() -> Message {
        condition.lock()
        defer { condition.unlock() }
        while messages.isEmpty { condition.wait() }
        let message = messages.removeFirst()
        condition.broadcast()
        return message
    }

    /// Stops the producer (if it is still going) and waits until it has.
    func finish() {
        condition.lock()
        defer { condition.unlock() }
        cancelled = true
        condition.broadcast()
        while running { condition.wait() }
    }
}
