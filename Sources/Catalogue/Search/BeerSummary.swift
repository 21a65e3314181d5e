/// A beer as a result row shows it.
public struct BeerSummary: Hashable, Codable, Sendable, Identifiable {
    public let id: Int64
    public let name: String
    public let breweryName: String
    /// The ISO code when known, else the country as given (nil when unknown).
    public let country: String?
    public let style: String?
    public let abv: Double?
    public let ibu: Double?
    /// Whether the signed-in user (the request's `userID`) keeps it as a favourite.
    public let isFavourite: Bool
    /// The signed-in user's stars (1–5); nil when unrated or when nobody is signed in.
    public let rating: Int?
    /// The community's average stars (everyone who rated it, the signed-in user included); nil
    /// when nobody has.
    public let averageRating: Double?
    /// How many people rated it.
    public let ratingCount: Int
    /// How many times the signed-in user checked it in; 0 when nobody is signed in.
    public let checkInCount: Int

    public init(id: Int64, name: String, breweryName: String, country: String?, style: String?, abv: Double?,
                ibu: Double?, isFavourite: Bool, rating: Int? = nil, averageRating: Double? = nil,
                ratingCount: Int = 0, checkInCount: Int = 0) {
        self.id = id
        self.name = name
        self.breweryName = breweryName
        self.country = country
        self.style = style
        self.abv = abv
        self.ibu = ibu
        self.isFavourite = isFavourite
        self.rating = rating
        self.averageRating = averageRating
        self.ratingCount = ratingCount
        self.checkInCount = checkInCount
    }
}
