/// One page of a beer list: what the store returns for a search and what a list shows.
public struct BeerPage: Hashable, Sendable {
    public let beers: [BeerSummary]
    /// How many beers match the query in all (not just this page).
    public let total: Int
    /// Pass as `SearchRequest.after` to get the following page; nil on the last page.
    public let next: NextPage?
    /// The query's free words, each matching the start of a word of every beer's name, brewery or
    /// style (a list marks where they match the name).
    public let words: [String]

    public init(beers: [BeerSummary], total: Int, next: NextPage?, words: [String] = []) {
        self.beers = beers
        self.total = total
        self.next = next
        self.words = words
    }
}
