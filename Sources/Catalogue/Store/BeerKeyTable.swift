/// The beers of a bulk load by a 64-bit hash of their key (name_key, brewery_id), for finding a
/// beer met again while the UNIQUE index on that key is dropped. A hash is not the key: a hit
/// names candidates whose stored key the caller compares, and different keys with the same hash
/// simply sit side by side.
///
/// Open addressing with linear probing over two flat arrays, 16 bytes a slot, sized up front for
/// the rows to come at most 80% full (20 MB for a million beers); a `Dictionary` would round up
/// to a power of two and take up to half again as much.
struct BeerKeyTable {
    /// 0 marks an empty slot; a key whose hash is 0 is stored as 1.
    private var hashes: [UInt64]
    private var ids: [Int64]
    private(set) var count = 0

    static let maximumLoad = 0.8

    init(expected: Int) {
        let slots = max(16, Int(Double(expected) / Self.maximumLoad) + 1)
        hashes = Array(repeating: 0, count: slots)
        ids = Array(repeating: 0, count: slots)
    }

    static func hash(nameKey: String, breweryID: Int64) -> UInt64 {
        var hasher = Hasher()
        var key = nameKey
        key.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(breweryID)
        let value = UInt64(bitPattern: Int64(hasher.finalize()))
        return value == 0 ? 1 : value
    }

    /// The first slot to probe: the hash scaled onto the table (any size, no modulo).
    private func home(of hash: UInt64) -> Int {
        Int(hash.multipliedFullWidth(by: UInt64(hashes.count)).high)
    }

    /// Calls `body` with the id of each beer stored with `hash`, until it returns true (found).
    func firstCandidate(hash: UInt64, where body: (Int64) throws -> Bool) rethrows -> Int64? {
        var slot = home(of: hash)
        while hashes[slot] != 0 {
            if hashes[slot] == hash, try body(ids[slot]) { return ids[slot] }
            slot += 1
            if slot == hashes.count { slot = 0 }
        }
        return nil
    }

    mutating func insert(hash: UInt64, id: Int64) {
        if Double(count + 1) > Double(hashes.count) * Self.maximumLoad { grow() }
        var slot = home(of: hash)
        while hashes[slot] != 0 {
            slot += 1
            if slot == hashes.count { slot = 0 }
        }
        hashes[slot] = hash
        ids[slot] = id
        count += 1
    }

    private mutating func grow() {
        var larger = BeerKeyTable(expected: hashes.count * 2)
        for slot in hashes.indices where hashes[slot] != 0 {
            larger.insert(hash: hashes[slot], id: ids[slot])
        }
        self = larger
    }
}
