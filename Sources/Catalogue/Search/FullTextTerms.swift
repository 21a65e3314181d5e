import GRDB

/// The full-text index's words, in memory: every distinct term FTS5 indexed (already folded by
/// its tokenizer: lower case, no diacritics), in byte order, each with the beers whose name,
/// brewery or style holds it. A typed prefix finds its terms by binary search; the terms sharing
/// a prefix are adjacent, and so are their beers, so a one-letter prefix is one linear pass.
struct FullTextTerms: Sendable {
    /// Which columns a term occurs in, per beer.
    struct Columns: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        static let name = Columns(rawValue: 1)
        static let brewery = Columns(rawValue: 2)
        static let style = Columns(rawValue: 4)
        static let all: Columns = [.name, .brewery, .style]
    }

    /// Term `t` is `termBytes[termStart(t) ..< termEnds[t]]`.
    private let termBytes: [UInt8]
    private let termEnds: [Int32]
    /// Beers holding term `t` are encoded in `postings[postingStart(t) ..< postingEnds[t]]`, in
    /// ascending order: per beer, its distance from the term's previous beer (from slot 0 for the
    /// first) shifted left by `columnBits`, with the columns the term occurs in below, written in
    /// 7-bit groups, lowest first, the high bit set on all but the last. Most distances are small,
    /// so most beers take one or two bytes instead of four (at 1,000,000 beers the postings are
    /// read once per keystroke prefix and are most of the index).
    private let postingEnds: [Int32]
    private let postings: [UInt8]
    private static let columnBits: UInt32 = 3
    /// Slots must fit above the column bits.
    static let maxSlots = Int(UInt32.max >> columnBits)

    var termCount: Int { termEnds.count }

    /// The memory the beers of every term take.
    var postingBytes: Int { postings.count }

    func term(_ index: Int) -> ArraySlice<UInt8> {
        termBytes[Int(termStart(index)) ..< Int(termEnds[index])]
    }

    private func termStart(_ index: Int) -> Int32 { index == 0 ? 0 : termEnds[index - 1] }
    private func postingStart(_ index: Int) -> Int32 { index == 0 ? 0 : postingEnds[index - 1] }

    /// Reads every distinct term with its number of occurrences (`beers_fts_terms`), then every
    /// occurrence's beer and column (`beers_fts_instances`, about 750,000 rows for 100,000 beers),
    /// both fts5vocab tables in term order: occurrences are counted off per term, because
    /// reading each occurrence's term text would triple the time.
    static func load(_ db: Database, slot: (Int64) -> Int32?) throws -> FullTextTerms {
        var termBytes: [UInt8] = []
        var termEnds: [Int32] = []
        var postingEnds: [Int32] = []
        var postings: [UInt8] = []
        let terms = try SQLiteStepper(db, sql: "SELECT term, cnt FROM beers_fts_terms")
        let instances = try SQLiteStepper(db, sql: "SELECT doc, col FROM beers_fts_instances")
        while try terms.next() {
            termBytes.append(contentsOf: terms.bytes(0))
            termEnds.append(Int32(termBytes.count))
            var lastSlot: Int32 = -1
            var lastPosting = 0
            for _ in 0 ..< terms.int64(1) {
                guard try instances.next() else { throw vocabularyMismatch }
                let column = instances.bytes(1)
                guard let beer = slot(instances.int64(0)), let first = column.first else { continue }
                let bit: UInt32 = switch first {
                case UInt8(ascii: "n"): UInt32(Columns.name.rawValue)
                case UInt8(ascii: "b"): UInt32(Columns.brewery.rawValue)
                default: UInt32(Columns.style.rawValue)
                }
                // Occurrences come grouped by beer within a term: one posting per beer and term.
                // The column bits are in a posting's first byte, so a later column is ORed in there.
                if beer == lastSlot {
                    postings[lastPosting] |= UInt8(bit)
                } else {
                    lastPosting = postings.count
                    var value = UInt32(beer - max(lastSlot, 0)) << columnBits | bit
                    while value >= 0x80 {
                        postings.append(UInt8(truncatingIfNeeded: value) | 0x80)
                        value >>= 7
                    }
                    postings.append(UInt8(value))
                    lastSlot = beer
                }
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

    /// Adds every beer holding, in one of `columns`, a term that starts with `prefix`: what the
    /// FTS5 query `"prefix"*` finds, for a prefix that is already one folded token.
    func insertMatches(ofPrefix prefix: [UInt8], in columns: Columns, into set: inout SlotSet) {
        let first = (0 ..< termCount).partitionPoint { !term($0).lexicographicallyPrecedes(prefix) }
        let end = (first ..< termCount).partitionPoint { !term($0).starts(with: prefix) }
        guard first < end else { return }
        let mask = UInt32(columns.rawValue)
        postings.withUnsafeBufferPointer { postings in
            var position = Int(postingStart(first))
            for term in first ..< end {
                let termEnd = Int(postingEnds[term])
                var slot: UInt32 = 0
                while position < termEnd {
                    var value: UInt32 = 0
                    var shift: UInt32 = 0
                    var byte: UInt8
                    repeat {
                        byte = postings[position]
                        position += 1
                        value |= UInt32(byte & 0x7F) << shift
                        shift += 7
                    } while byte & 0x80 != 0
                    slot += value >> Self.columnBits
                    if value & mask != 0 { set.insert(Int32(slot)) }
                }
            }
        }
    }
}
