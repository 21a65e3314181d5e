import GRDB

/// One full-text index's words, in memory (`FullTextTable`): every distinct term FTS5 indexed
/// (already folded by its tokenizer: lower case, no diacritics), in byte order, each with the
/// slots (beers, breweries or styles, by the caller's numbering) whose name holds it. A typed
/// prefix finds its terms by binary search; the terms sharing a prefix are adjacent, and so are
/// their slots, so a one-letter prefix is one linear pass.
struct FullTextTerms: Sendable {
    /// Term `t` is `termBytes[termStart(t) ..< termEnds[t]]`.
    private let termBytes: [UInt8]
    private let termEnds: [Int32]
    /// Slots holding term `t` are `postings[postingStart(t) ..< postingEnds[t]]`, ascending, as
    /// `SlotDistances` (at 1,000,000 beers the postings are read once per keystroke prefix and
    /// are most of the index, so their size matters).
    private let postingEnds: [Int32]
    private let postings: [UInt8]

    var termCount: Int { termEnds.count }

    /// The memory the slots of every term take.
    var postingBytes: Int { postings.count }

    func term(_ index: Int) -> ArraySlice<UInt8> {
        termBytes[Int(termStart(index)) ..< Int(termEnds[index])]
    }

    private func termStart(_ index: Int) -> Int32 { index == 0 ? 0 : termEnds[index - 1] }
    private func postingStart(_ index: Int) -> Int32 { index == 0 ? 0 : postingEnds[index - 1] }

    /// Reads every distinct term of `table` with its number of occurrences (its `terms` view),
    /// then every occurrence's row (its `instances` view, about 300,000 rows for 100,000 beers),
    /// both in term order: occurrences are counted off per term, because reading each
    /// occurrence's term text would triple the time. A row `slot` gives no number is left out.
    static func load(_ db: Database, _ table: FullTextTable, slot: (Int64) -> Int32?) throws -> FullTextTerms {
        var termBytes: [UInt8] = []
        var termEnds: [Int32] = []
        var postingEnds: [Int32] = []
        var postings: [UInt8] = []
        let terms = try SQLiteStepper(db, sql: "SELECT term, cnt FROM \(table.terms)")
        let instances = try SQLiteStepper(db, sql: "SELECT doc FROM \(table.instances)")
        while try terms.next() {
            termBytes.append(contentsOf: terms.bytes(0))
            termEnds.append(Int32(termBytes.count))
            var lastSlot: Int32 = -1
            for _ in 0 ..< terms.int64(1) {
                guard try instances.next() else { throw vocabularyMismatch }
                // Occurrences come grouped by row within a term: one posting per row and term.
                guard let row = slot(instances.int64(0)), row != lastSlot else { continue }
                SlotDistances.append(row, after: lastSlot, to: &postings)
                lastSlot = row
            }
            guard postings.count <= Int(Int32.max) else {
                throw DatabaseError(resultCode: .SQLITE_TOOBIG, message: "too many words to search in memory")
            }
            postingEnds.append(Int32(postings.count))
        }
        guard try !instances.next() else { throw vocabularyMismatch }
        // Exactly sized: the arrays grew by doubling, and their spare room would stay resident.
        return FullTextTerms(termBytes: Array(termBytes[...]), termEnds: Array(termEnds[...]),
                             postingEnds: Array(postingEnds[...]), postings: Array(postings[...]))
    }

    /// The two views of one full-text index in one snapshot disagreed (never seen; it would
    /// mean a damaged index).
    private static let vocabularyMismatch = DatabaseError(
        resultCode: .SQLITE_CORRUPT, message: "the full-text index's terms and occurrences disagree")

    /// Adds every slot holding a term that starts with `prefix`: what the FTS5 query `"prefix"*`
    /// finds, for a prefix that is already one folded token. Returns whether it added any.
    @discardableResult
    func insertMatches(ofPrefix prefix: [UInt8], into set: inout SlotSet) -> Bool {
        let first = (0 ..< termCount).partitionPoint { !term($0).lexicographicallyPrecedes(prefix) }
        let end = (first ..< termCount).partitionPoint { !term($0).starts(with: prefix) }
        guard first < end, postingStart(first) < postingEnds[end - 1] else { return false }
        postings.withUnsafeBufferPointer { postings in
            for term in first ..< end {
                SlotDistances.insertSlots(of: postings, in: Int(postingStart(term)) ..< Int(postingEnds[term]), into: &set)
            }
        }
        return true
    }
}
