/// A beer's own columns, its style named by `Style` (a key before it is written, an id after),
/// and the one rule for what an upsert leaves when a new row meets a stored beer: both
/// `CatalogueTransaction.upsert` and the PostgreSQL backend's import apply it.
public struct BeerFields<Style: Hashable & Sendable>: Hashable, Sendable {
    public var name: String
    public var sortKey: String
    public var style: Style?
    public var abv: Double?
    public var ibu: Double?
    public var srm: Double?
    public var description: String?
    public var firstBrewed: String?
    public var sourceID: String?
    public var origin: BeerOrigin

    public init(name: String, sortKey: String, style: Style?, abv: Double?, ibu: Double?, srm: Double?,
                description: String?, firstBrewed: String?, sourceID: String?, origin: BeerOrigin) {
        self.name = name
        self.sortKey = sortKey
        self.style = style
        self.abv = abv
        self.ibu = ibu
        self.srm = srm
        self.description = description
        self.firstBrewed = firstBrewed
        self.sourceID = sourceID
        self.origin = origin
    }

    /// What an upsert leaves when `row` meets these stored fields: nothing changes when a bundled
    /// row meets an imported beer; else the row's name and origin, and its other values where it
    /// has them.
    public func applying(_ row: Self) -> Self {
        if row.origin == .bundled && origin == .imported { return self }
        return BeerFields(name: row.name, sortKey: row.sortKey, style: row.style ?? style, abv: row.abv ?? abv,
                          ibu: row.ibu ?? ibu, srm: row.srm ?? srm, description: row.description ?? description,
                          firstBrewed: row.firstBrewed ?? firstBrewed, sourceID: row.sourceID ?? sourceID,
                          origin: row.origin)
    }

    /// Whether the change from `self` to `other` counts as an update (every stored column is
    /// compared but the sort key, which follows the name).
    public func differs(from other: Self) -> Bool {
        var other = other
        other.sortKey = sortKey
        return other != self
    }

    public func mapStyle<Other: Hashable & Sendable>(_ transform: (Style) -> Other?) -> BeerFields<Other> {
        BeerFields<Other>(name: name, sortKey: sortKey, style: style.flatMap(transform), abv: abv, ibu: ibu, srm: srm,
                          description: description, firstBrewed: firstBrewed, sourceID: sourceID, origin: origin)
    }
}
