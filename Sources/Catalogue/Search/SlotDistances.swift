/// Ascending slots written as distances (the first from slot 0): each distance in 7-bit groups,
/// lowest first, the high bit set on all but the last. Most distances between a word's (or an
/// owner's) slots are small, so most slots take one or two bytes instead of four. Shared by
/// `FullTextTerms`' postings and `OwnedBeers`' lists.
enum SlotDistances {
    /// Appends `slot`, which follows `previous` (-1 before a list's first slot).
    @inline(__always)
    static func append(_ slot: Int32, after previous: Int32, to bytes: inout [UInt8]) {
        var value = UInt32(slot - max(previous, 0))
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// Inserts every slot of the list written in `bytes[range]` into `set`.
    @inline(__always)
    static func insertSlots(of bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>, into set: inout SlotSet) {
        var position = range.lowerBound
        var slot: UInt32 = 0
        while position < range.upperBound {
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
