/// A page of the signed-in person's journal: their check-ins newest first, filtered by the
/// list's query language (beers' terms, `fav`, and the journal's `since:`/`until:`), `limit` at
/// a time, continuing after a page's `next`.
public struct JournalRequest: Hashable, Sendable {
    public var query: CatalogueQuery
    public var limit: Int
    public var after: JournalCursor?

    public static let defaultLimit = 50

    public init(query: CatalogueQuery = CatalogueQuery(), limit: Int = JournalRequest.defaultLimit, after: JournalCursor? = nil) {
        self.query = query
        self.limit = limit
        self.after = after
    }
}
