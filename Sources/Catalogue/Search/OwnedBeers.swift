import GRDB

/// The beers of each brewery (or style), by slot, in the search index: per owner, its beers'
/// slots in ascending order, each written as its distance from the one before in 7-bit groups,
/// lowest first, the high bit set on all but the last (as `FullTextTerms` writes its postings).
/// A word found in breweries' names then costs a walk through just their beers, as a word of
/// the beers' own names costs a walk through its postings. At a million generated beers the
/// lists take about 3 MB for 50,000 breweries and 1 MB for 45 styles.
struct OwnedBeers: Sendable {
    /// Owner `o`'s beers are `bytes[start(o) ..< ends[o]]`.
    private let ends: [Int32]
    private let bytes: [UInt8]

    var ownerCount: Int { ends.count }

    /// Reads `sql`'s rows of (owner id, beer id), ordered by owner then beer (an index on the
    /// owner column gives that order for free), for owners numbered by `owners`. A row whose
    /// owner or beer has no slot is left out.
    static func load(_ db: Database, sql: String, owners: SlotIDs, beer: (Int64) -> Int32?) throws -> OwnedBeers {
        var ends: [Int32] = []
        ends.reserveCapacity(owners.count)
        var bytes: [UInt8] = []
        let rows = try SQLiteStepper(db, sql: sql)
        var owner: Int32 = -1
        var lastBeer: Int32 = -1
        while try rows.next() {
            guard let rowOwner = owners.slot(of: rows.int64(0)), let slot = beer(rows.int64(1)) else { continue }
            if rowOwner != owner {
                // Every owner before this one is complete (those without beers are empty).
                while ends.count < Int(rowOwner) { ends.append(Int32(bytes.count)) }
                owner = rowOwner
                lastBeer = -1
            }
            var value = UInt32(slot - max(lastBeer, 0))
            while value >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
                value >>= 7
            }
            bytes.append(UInt8(value))
            lastBeer = slot
        }
        while ends.count < owners.count { ends.append(Int32(bytes.count)) }
        // Exactly sized: spare room left by growing would stay resident.
        return OwnedBeers(ends: ends, bytes: Array(bytes[...]))
    }

    private func start(_ owner: Int) -> Int { owner == 0 ? 0 : Int(ends[owner - 1]) }

    /// Adds the beers of every owner in `owners`.
    func insertBeers(of owners: SlotSet, into set: inout SlotSet) {
        bytes.withUnsafeBufferPointer { bytes in
            owners.forEach { owner in
                var position = start(Int(owner))
                let end = Int(ends[Int(owner)])
                var slot: UInt32 = 0
                while position < end {
                    var value: UInt32 = 0
                    var shift: UInt32 = 0
                    var byte: UInt8
                    repeat {
                        byte = bytes[position]
                        position += 1
                        value |= UInt32(byte & 0x7F) << shift
                        shift += 7
                    } while byte & 0x80 != 0
                    slot += value
                    set.insert(Int32(slot))
                }
            }
        }
    }
}
