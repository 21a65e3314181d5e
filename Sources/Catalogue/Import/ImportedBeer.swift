/// A brewery as read from an import file, before it is matched against the store.
public struct ImportedBrewery: Hashable, Sendable {
    public var name: String
    public var city: String?
    public var state: String?
    public var country: String?

    public init(name: String, city: String? = nil, state: String? = nil, country: String? = nil) {
        self.name = name
        self.city = city
        self.state = state
        self.country = country
    }

    /// Where it is, as `BreweryIdentity` compares places (blank text is no place).
    var place: BreweryIdentity.Place {
        BreweryIdentity.Place(city: city?.nonEmptyNormalised, country: country?.nonEmptyNormalised)
    }
}

/// One normalised beer from an import: trimmed NFC text, ABV in percent, sentinels removed.
public struct ImportedBeer: Equatable, Sendable {
    public var sourceID: String?
    public var name: String
    public var brewery: ImportedBrewery
    public var style: String?
    /// Alcohol by volume in percent.
    public var abv: Double?
    public var ibu: Double?
    public var srm: Double?
    public var ebc: Double?
    public var description: String?
    public var firstBrewed: String?
    /// "file:line" of the row this came from (the last one, if duplicates were merged).
    public var origin: String

    public init(
        sourceID: String? = nil, name: String, brewery: ImportedBrewery, style: String? = nil,
        abv: Double? = nil, ibu: Double? = nil, srm: Double? = nil, ebc: Double? = nil,
        description: String? = nil, firstBrewed: String? = nil, origin: String = ""
    ) {
        self.sourceID = sourceID
        self.name = name
        self.brewery = brewery
        self.style = style
        self.abv = abv
        self.ibu = ibu
        self.srm = srm
        self.ebc = ebc
        self.description = description
        self.firstBrewed = firstBrewed
        self.origin = origin
    }

    /// Identity for duplicate detection: name and brewery, ignoring case and quote style.
    var key: DuplicateKey { DuplicateKey(name: Self.foldedKey(name), brewery: Self.foldedKey(brewery.name)) }

    /// A pair rather than one joined string: joining would allocate a third string per row.
    struct DuplicateKey: Hashable {
        let name: String
        let brewery: String
    }

    static func foldedKey(_ text: String) -> String {
        // The quotes mapped below encode with lead byte E2 or CA: text without those bytes
        // (plain ASCII above all) only needs lower-casing.
        if let lowered = text.asciiLowercased { return lowered }
        let lowered = text.lowercased()
        if !lowered.utf8.contains(where: { $0 == 0xE2 || $0 == 0xCA }) { return lowered }
        var result = ""
        for scalar in lowered.unicodeScalars {
            switch scalar {
            case "\u{2018}", "\u{2019}", "\u{02BC}": result.unicodeScalars.append("'")
            case "\u{201C}", "\u{201D}": result.unicodeScalars.append("\"")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Fills this record's gaps from a later duplicate row, the later row winning where both have a value.
    mutating func merge(_ later: ImportedBeer) {
        sourceID = later.sourceID ?? sourceID
        brewery.city = later.brewery.city ?? brewery.city
        brewery.state = later.brewery.state ?? brewery.state
        brewery.country = later.brewery.country ?? brewery.country
        style = later.style ?? style
        abv = later.abv ?? abv
        ibu = later.ibu ?? ibu
        srm = later.srm ?? srm
        ebc = later.ebc ?? ebc
        description = later.description ?? description
        firstBrewed = later.firstBrewed ?? firstBrewed
        origin = later.origin
    }
}
