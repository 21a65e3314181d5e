import GRDB

extension MetaKey {
    /// Changes whenever anyone's rating changes (see `CommunityRatings`).
    static let ratingRevision = "rating_revision"
}

/// The rated beers of one `SearchIndex`, for one revision of the ratings: the rating order
/// (rated beers by average, then id; then the unrated by id) and each rated beer's average,
/// which `rating>4` reads. Kept apart from the index's other columns because ratings change far
/// more often than beers: a new rating reloads only this (the summaries of the rated beers, one
/// indexed walk) and not the index (seconds at 1,000,000 beers).
struct CommunityRatings: Sendable {
    /// The `rating_revision` this was read at (nil when the database has no counter).
    let revision: Int64?
    let order: SortedSlots
    /// The averages of `order.slots[..<order.valueCount]`, in that order (ascending).
    private let averages: [Double]

    static func currentRevision(_ db: Database) throws -> Int64? {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT CAST(value AS INTEGER) FROM meta WHERE key = ?"),
                           arguments: [MetaKey.ratingRevision])
    }

    static func load(_ db: Database, revision: Int64?, slotCount: Int, slot: (Int64) -> Int32?) throws -> CommunityRatings {
        var slots: [Int32] = []
        var averages: [Double] = []
        let rows = try SQLiteStepper(db, sql: "SELECT beer_id, average FROM rating_summaries ORDER BY average, beer_id")
        while try rows.next() {
            guard let found = slot(rows.int64(0)) else { continue }
            slots.append(found)
            averages.append(rows.double(1))
        }
        return CommunityRatings(revision: revision,
                                order: SortedSlots(valueSlots: slots, slotCount: slotCount, nullable: true),
                                averages: averages)
    }

    /// The rated beers whose average passes every bound (an unrated beer passes none, as a
    /// missing ABV passes no ABV filter).
    func selection(passing bounds: [NumericBound], capacity: Int) -> SlotSet {
        var selected = SlotSet(capacity: capacity)
        for (position, average) in averages.enumerated() where bounds.allSatisfy({ $0.contains(average) }) {
            selected.insert(order.slots[position])
        }
        return selected
    }
}
