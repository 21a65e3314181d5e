/// A beer with its brewery and style, as read back from the store.
public struct Beer: Hashable, Codable, Sendable, Identifiable {
    public let id: Int64
    public let name: String
    public let brewery: Brewery
    public let style: Style?
    /// Alcohol by volume in percent (5.0 means 5 %).
    public let abv: Double?
    public let ibu: Double?
    public let colour: Colour?
    public let description: String?
    public let firstBrewed: String?
    /// The identifier the beer had in the file it was imported from.
    public let sourceID: String?
    public let origin: BeerOrigin

    public init(id: Int64, name: String, brewery: Brewery, style: Style? = nil, abv: Double? = nil,
                ibu: Double? = nil, colour: Colour? = nil, description: String? = nil,
                firstBrewed: String? = nil, sourceID: String? = nil, origin: BeerOrigin = .imported) {
        self.id = id
        self.name = name.catalogueNormalised
        self.brewery = brewery
        self.style = style
        self.abv = abv
        self.ibu = ibu
        self.colour = colour
        self.description = description?.catalogueNormalised
        self.firstBrewed = firstBrewed
        self.sourceID = sourceID
        self.origin = origin
    }
}

/// Where a beer came from: the catalogue bundled with the app (which a newer bundled version may
/// update) or a user's import (which bundled updates never touch).
public enum BeerOrigin: String, Hashable, Codable, Sendable {
    case bundled
    case imported
}
