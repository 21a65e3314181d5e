import Catalogue

/// A beer's own columns, its style named by `Style` (a key in the plan, an id once written).
struct BeerFields<Style: Hashable & Sendable>: Hashable, Sendable {
    var name: String
    var sortKey: String
    var style: Style?
    var abv: Double?
    var ibu: Double?
    var srm: Double?
    var description: String?
    var firstBrewed: String?
    var sourceID: String?
    var origin: BeerOrigin

    /// What `CatalogueTransaction.upsert` leaves when `row` meets these stored fields: nothing
    /// changes when a bundled row meets an imported beer; else the row's name and origin, and
    /// its other values where it has them.
    func applying(_ row: Self) -> Self {
        if row.origin == .bundled && origin == .imported { return self }
        return BeerFields(name: row.name, sortKey: row.sortKey, style: row.style ?? style, abv: row.abv ?? abv,
                          ibu: row.ibu ?? ibu, srm: row.srm ?? srm, description: row.description ?? description,
                          firstBrewed: row.firstBrewed ?? firstBrewed, sourceID: row.sourceID ?? sourceID,
                          origin: row.origin)
    }

    /// Whether SQLite would count the change from `self` to `other` as an update (it compares
    /// every stored column but the sort key, which follows the name).
    func differs(from other: Self) -> Bool {
        var other = other
        other.sortKey = sortKey
        return other != self
    }

    func mapStyle<Other: Hashable & Sendable>(_ transform: (Style) -> Other?) -> BeerFields<Other> {
        BeerFields<Other>(name: name, sortKey: sortKey, style: style.flatMap(transform), abv: abv, ibu: ibu, srm: srm,
                          description: description, firstBrewed: firstBrewed, sourceID: sourceID, origin: origin)
    }
}
