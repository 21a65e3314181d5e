import Foundation

/// One user's data about one beer.
public struct PersonalBeerData: Hashable, Codable, Sendable {
    public var isFavourite: Bool
    /// 1 to 5 stars, or nil when not rated: the person's rating in Taproom, or their latest rated
    /// check-in's rounded to whole stars when that is newer (docs/ARCHITECTURE.md, "Ratings").
    public var rating: Int?
    public var note: String?
    /// The person's check-ins of the beer, newest first (their count is how often they had it).
    public var checkIns: [CheckIn]

    public init(isFavourite: Bool = false, rating: Int? = nil, note: String? = nil, checkIns: [CheckIn] = []) {
        self.isFavourite = isFavourite
        self.rating = rating
        self.note = note
        self.checkIns = checkIns
    }
}

/// A line of `taproom export --user`: a beer the user favourited, rated, noted or checked in.
public struct PersonalExportRow: Hashable, Codable, Sendable {
    public let beer: BeerSummary
    public let data: PersonalBeerData

    public init(beer: BeerSummary, data: PersonalBeerData) {
        self.beer = beer
        self.data = data
    }
}
