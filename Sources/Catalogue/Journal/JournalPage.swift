/// One check-in in the journal, with what the journal shows of its beer.
public struct JournalEntry: Hashable, Sendable {
    public var checkIn: CheckIn
    public var beerName: String
    public var breweryName: String
    public var style: String?
    /// The person's whole-star rating of the beer (`PersonalBeerData.rating`), nil when unrated.
    public var rating: Int?

    public init(checkIn: CheckIn, beerName: String, breweryName: String, style: String?, rating: Int?) {
        self.checkIn = checkIn
        self.beerName = beerName
        self.breweryName = breweryName
        self.style = style
        self.rating = rating
    }
}

/// A page of the journal: check-ins newest first, how many the query finds in all, and where
/// the next page starts (nil on the last).
public struct JournalPage: Hashable, Sendable {
    public var entries: [JournalEntry]
    public var total: Int
    public var next: JournalCursor?

    public init(entries: [JournalEntry], total: Int, next: JournalCursor?) {
        self.entries = entries
        self.total = total
        self.next = next
    }
}
