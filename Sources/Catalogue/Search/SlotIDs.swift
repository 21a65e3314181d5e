/// The beers' ids by slot, ascending, and back. Usually they are contiguous (SQLite numbers a new
/// row max + 1), and then two numbers stand for the 12 bytes per beer of a list and its reverse
/// table (12 MB at 1,000,000 beers); otherwise the list, with a table from id to slot when the
/// ids are dense.
enum SlotIDs: Sendable {
    case contiguous(first: Int64, count: Int)
    case listed([Int64], denseSlots: [Int32]?)

    var count: Int {
        switch self {
        case .contiguous(_, let count): count
        case .listed(let ids, _): ids.count
        }
    }

    func id(of slot: Int32) -> Int64 {
        switch self {
        case .contiguous(let first, _): first + Int64(slot)
        case .listed(let ids, _): ids[Int(slot)]
        }
    }

    func slot(of id: Int64) -> Int32? {
        switch self {
        case .contiguous(let first, let count):
            return id >= first && id - first < Int64(count) ? Int32(id - first) : nil
        case .listed(let ids, let denseSlots):
            guard let first = ids.first else { return nil }
            if let denseSlots {
                guard id >= first, id - first < Int64(denseSlots.count) else { return nil }
                let slot = denseSlots[Int(id - first)]
                return slot < 0 ? nil : slot
            }
            let position = ids.indices.partitionPoint { ids[$0] >= id }
            return position < ids.count && ids[position] == id ? Int32(position) : nil
        }
    }

    /// Collects ascending ids, keeping no list while they stay contiguous.
    struct Builder {
        private var first: Int64 = 0
        private var count = 0
        /// Set at the first gap: every id so far.
        private var listed: [Int64]?

        mutating func append(_ id: Int64) {
            if listed != nil {
                listed?.append(id)
            } else if count == 0 {
                first = id
                count = 1
            } else if id == first + Int64(count) {
                count += 1
            } else {
                var ids = Array(first ..< first + Int64(count))
                ids.append(id)
                listed = ids
            }
        }

        func build() -> SlotIDs {
            guard let listed else { return .contiguous(first: first, count: count) }
            return .listed(listed, denseSlots: Self.denseSlots(for: listed))
        }

        /// A table from id to slot when the ids span at most four times their number.
        private static func denseSlots(for ids: [Int64]) -> [Int32]? {
            guard let first = ids.first, let last = ids.last, last - first < Int64(4 * ids.count + 1_024) else { return nil }
            var table = [Int32](repeating: -1, count: Int(last - first) + 1)
            for (slot, id) in ids.enumerated() { table[Int(id - first)] = Int32(slot) }
            return table
        }
    }
}
