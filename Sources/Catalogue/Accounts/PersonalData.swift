import Foundation

/// One user's data about one beer.
public struct PersonalBeerData: Hashable, Codable, Sendable {
    public var isFavourite: Bool
    /// 1 to 5 stars, or nil when not rated.
    public var rating: Int?
    public var note: String?
    /// Check-in times, oldest first.
    public var checkIns: [Date]

    public init(isFavourite: Bool = false, rating: Int? = nil, note: String? = nil, checkIns: [Date] = []) {
        self.isFavourite = isFavourite
        self.rating = rating
        self.note = note
        self.checkIns = checkIns
    }
}

/// A line of `taproom export --user`: a beer the user favourited, rated or noted.
public struct PersonalExportRow: Hashable, Codable, Sendable {
    public let beer: BeerSummary
    public let data: PersonalBeerData

    public init(beer: BeerSummary, data: PersonalBeerData) {
        self.beer = beer
        self.data = data
    }
}
