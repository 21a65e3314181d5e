import GRDB

/// Counts shown by `taproom stats`.
public struct CatalogueStats: Hashable, Codable, Sendable {
    public let beers: Int
    public let breweries: Int
    public let styles: Int
    public let users: Int

    public init(beers: Int, breweries: Int, styles: Int, users: Int) {
        self.beers = beers
        self.breweries = breweries
        self.styles = styles
        self.users = users
    }
}

extension CatalogueStore {
    public func stats() throws -> CatalogueStats {
        try reading { db in
            func count(_ table: String) throws -> Int {
                try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0
            }
            return CatalogueStats(beers: try count("beers"), breweries: try count("breweries"),
                                  styles: try count("styles"), users: try count("users"))
        }
    }

    /// One beer with its brewery and style, or nil if there is no such id.
    public func beer(id: Int64) throws -> Beer? {
        try reading { db in
            try Row.fetchOne(db, sql: FullBeerQuery.select + " WHERE b.id = ?", arguments: [id]).map(FullBeerQuery.beer(from:))
        }
    }

    /// Every beer, in name order (for export).
    public func allBeers() throws -> [Beer] {
        try reading { db in
            try Row.fetchAll(db, sql: FullBeerQuery.select + " ORDER BY b.sort_key, b.id").map(FullBeerQuery.beer(from:))
        }
    }
}

/// The SELECT that reads a full `Beer`, shared by the readers.
enum FullBeerQuery {
    static let select = """
        SELECT b.id, b.name, b.abv, b.ibu, b.srm, b.description, b.first_brewed, b.source_id, b.origin,
               r.id AS brewery_id, r.name AS brewery_name, r.city, r.region, r.country, r.country_code,
               s.id AS style_id, s.name AS style_name
        FROM beers b JOIN breweries r ON r.id = b.brewery_id LEFT JOIN styles s ON s.id = b.style_id
        """

    static func beer(from row: Row) -> Beer {
        let brewery = Brewery(id: row["brewery_id"], name: row["brewery_name"], city: row["city"],
                              region: row["region"], country: row["country"], countryCode: row["country_code"])
        let styleID: Int64? = row["style_id"]
        let styleName: String? = row["style_name"]
        let style = styleID.flatMap { id in styleName.map { Style(id: id, name: $0) } }
        let srm: Double? = row["srm"]
        let origin: String = row["origin"]
        return Beer(id: row["id"], name: row["name"], brewery: brewery, style: style, abv: row["abv"],
                    ibu: row["ibu"], colour: srm.map(Colour.init(srm:)), description: row["description"],
                    firstBrewed: row["first_brewed"], sourceID: row["source_id"],
                    origin: BeerOrigin(rawValue: origin) ?? .imported)
    }
}
