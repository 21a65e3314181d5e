import Dispatch

/// Prepares an import's beers (`PreparedBeer`: normalised text and keys) one chunk ahead on
/// another thread while the writing thread writes the current chunk, so that on two cores an
/// import costs about the larger of the two instead of their sum.
struct BeerPreparation {
    static let chunkSize = 2_000
    let beers: [ImportedBeer]
    let origin: BeerOrigin

    /// Calls `body` with each beer's position, the beer and its preparation (or the error
    /// preparing it threw), in order.
    func forEach(_ body: (Int, ImportedBeer, Result<PreparedBeer, any Error>) throws -> Void) throws {
        var start = 0
        var next = PreparedChunk(beers[0 ..< min(Self.chunkSize, beers.count)], origin: origin)
        while start < beers.count {
            let current = next.wait()
            let end = start + current.count
            if end < beers.count {
                next = PreparedChunk(beers[end ..< min(end + Self.chunkSize, beers.count)], origin: origin)
            }
            for (offset, prepared) in current.enumerated() {
                try body(start + offset, beers[start + offset], prepared)
            }
            start = end
        }
    }
}

/// One chunk of beers being prepared on a background queue.
private final class PreparedChunk: @unchecked Sendable { // `results` is written before `done.leave()` and read only after `done.wait()`
    private var results: [Result<PreparedBeer, any Error>] = []
    private let done = DispatchGroup()

    init(_ beers: ArraySlice<ImportedBeer>, origin: BeerOrigin) {
        done.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            results = beers.map { beer in Result { try PreparedBeer(CatalogueImporter.newBeer(beer, origin: origin)) } }
            done.leave()
        }
    }

    func wait() -> [Result<PreparedBeer, any Error>] {
        done.wait()
        return results
    }
}
