import GRDB

/// Every beer in one sort order, as slots: those with a value by (value, id), then those
/// without by id. Walking it and keeping the selected beers gives a page in order without a
/// query. Read once per catalogue revision (through the name index; SQLite sorts the others);
/// the rating order once per ratings revision (`CommunityRatings`).
struct SortedSlots: Sendable {
    let slots: [Int32]
    /// `slots[..<valueCount]` have a value; the rest have none (NULL ABV or IBU, nobody's rating).
    let valueCount: Int

    /// Reads the beers with a value in order; those without are every other slot, ascending
    /// (slots ascend with ids), found without a second pass over the table.
    static func load(_ db: Database, field: SortField, slotCount: Int, slot: (Int64) -> Int32?) throws -> SortedSlots {
        let column = SortColumn(field)
        var slots: [Int32] = []
        let withValues = try Int64.fetchCursor(db, sql: """
            SELECT b.id FROM beers b \(column.valueJoin) WHERE \(column.expression) IS NOT NULL
            ORDER BY \(column.expression), b.id
            """)
        while let id = try withValues.next() { if let found = slot(id) { slots.append(found) } }
        return SortedSlots(valueSlots: slots, slotCount: slotCount, nullable: column.nullable)
    }

    /// `valueSlots` (in order) followed, when beers may lack a value, by every other slot below
    /// `slotCount`, ascending.
    init(valueSlots: [Int32], slotCount: Int, nullable: Bool) {
        var slots = valueSlots
        valueCount = slots.count
        if nullable, slots.count < slotCount {
            var hasValue = SlotSet(capacity: slotCount)
            for slot in valueSlots { hasValue.insert(slot) }
            slots.reserveCapacity(slotCount)
            for slot in 0 ..< Int32(slotCount) where !hasValue.contains(slot) { slots.append(slot) }
        }
        self.slots = slots
    }

    /// The first `limit` slots that `isSelected` keeps, in this order or reversed, after the
    /// cursor's row. `compare` gives the sign of a slot's (value, id) against the cursor's; the
    /// cursor is placed by binary search, so it stays right even if its own beer is gone.
    func page(descending: Bool, after cursor: PageCursor?, limit: Int,
              compare: (Int32, PageCursor) throws -> Int, isSelected: (Int32) -> Bool) throws -> [Int32] {
        var values = 0 ..< valueCount
        var noValues = valueCount ..< slots.count
        if let cursor {
            // A cursor without a value lies among the no-values: every value is behind it.
            let run = cursor.key == .null ? noValues : values
            let boundary = try run.partitionPoint { try compare(slots[$0], cursor) >= (descending ? 0 : 1) }
            let remaining = descending ? run.lowerBound ..< boundary : boundary ..< run.upperBound
            if cursor.key == .null {
                values = 0 ..< 0
                noValues = remaining
            } else {
                values = remaining
            }
        }
        var found: [Int32] = []
        for run in [values, noValues] {
            let positions = descending ? stride(from: run.upperBound - 1, through: run.lowerBound, by: -1)
                                       : stride(from: run.lowerBound, through: run.upperBound - 1, by: 1)
            for position in positions where isSelected(slots[position]) {
                found.append(slots[position])
                if found.count == limit { return found }
            }
        }
        return found
    }
}
