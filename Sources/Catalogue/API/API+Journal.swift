import Foundation

extension API {
    /// `GET /v1/me/journal`: a page of the person's check-ins, newest first.
    public struct JournalPage: Codable, Sendable {
        public let entries: [JournalEntry]
        /// How many check-ins the query finds in all.
        public let total: Int
        /// Passed back as `after` for the next page; null on the last.
        public let next: String?

        public init(_ page: Catalogue.JournalPage) {
            entries = page.entries.map(JournalEntry.init)
            total = page.total
            next = page.next?.token
        }

        /// Throws `UnreadableBody` for a `next` the server could not have written.
        public func page() throws -> Catalogue.JournalPage {
            var cursor: JournalCursor?
            if let next {
                guard let parsed = JournalCursor(token: next) else { throw UnreadableBody(detail: "next is not a journal position") }
                cursor = parsed
            }
            return Catalogue.JournalPage(entries: entries.map(\.entry), total: total, next: cursor)
        }

        enum CodingKeys: String, CodingKey { case entries, total, next }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(entries, forKey: .entries)
            try container.encode(total, forKey: .total)
            try container.encode(next, forKey: .next)
        }
    }

    /// A check-in in the journal, with its beer's name, brewery and style and the person's rating of it.
    public struct JournalEntry: Codable, Sendable {
        public let checkIn: CheckIn
        public let beerName: String
        public let brewery: String
        public let style: String?
        /// The person's whole stars for the beer; null when unrated.
        public let rating: Int?

        public init(_ entry: Catalogue.JournalEntry) {
            checkIn = CheckIn(entry.checkIn)
            beerName = entry.beerName
            brewery = entry.breweryName
            style = entry.style
            rating = entry.rating
        }

        public var entry: Catalogue.JournalEntry {
            Catalogue.JournalEntry(checkIn: checkIn.checkIn, beerName: beerName, breweryName: brewery, style: style,
                                   rating: rating)
        }

        enum CodingKeys: String, CodingKey { case checkIn, beerName, brewery, style, rating }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(checkIn, forKey: .checkIn)
            try container.encode(beerName, forKey: .beerName)
            try container.encode(brewery, forKey: .brewery)
            try container.encode(style, forKey: .style)
            try container.encode(rating, forKey: .rating)
        }
    }
}
