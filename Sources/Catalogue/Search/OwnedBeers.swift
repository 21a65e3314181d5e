import GRDB

/// The beers of each brewery (or style), by slot, in the search index: per owner, its beers'
/// slots in ascending order, written as `SlotDistances` (as `FullTextTerms` writes its postings).
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
            SlotDistances.append(slot, after: lastBeer, to: &bytes)
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
                SlotDistances.insertSlots(of: bytes, in: start(Int(owner)) ..< Int(ends[Int(owner)]), into: &set)
            }
        }
    }
}
