import Catalogue
import PostgresNIO

extension PostgresCatalogue {
    /// A page as `CatalogueStore.search` answers it: the same beers in the same order, the same
    /// total, and a `next` that continues after the page's last row (keyset pagination) or at an
    /// offset. The count and the page are read in one snapshot.
    /// The signed-in user's favourite mark, stars and check-ins of beer `b` (Bool, Int32?, Int64),
    /// or what they are with nobody signed in.
    static func personalColumns(of userID: Int64?, binding sql: inout BoundSQL) throws -> String {
        guard let userID else { return "false, NULL::integer, 0::bigint" }
        let user = try sql.bind(userID)
        return """
            EXISTS (SELECT 1 FROM favourites f WHERE f.user_id = \(user) AND f.beer_id = b.id),
            (SELECT t.stars FROM ratings t WHERE t.user_id = \(user) AND t.beer_id = b.id),
            (SELECT count(*) FROM checkins c WHERE c.user_id = \(user) AND c.beer_id = b.id)
            """
    }

    public func search(_ request: SearchRequest, as session: Session?) async throws -> BeerPage {
        let userID = session?.user.id
        if let mirror = try await currentMirror(for: request.query, signedIn: userID != nil) {
            let page = try await mirror.catalogue.search(request, as: nil)
            return if let userID { try await withPersonalMarks(page, userID: userID) } else { page }
        }
        let limit = max(1, request.limit)
        let order = SortOrder(request.sort, descending: request.descending)

        let fullText = try SearchConditions.fullText(request.query, userID: userID)
        var count = BoundSQL()
        let countConditions = try SearchConditions(request.query, fullText: fullText, userID: userID,
                                                   binding: &count)
        let breweries = countConditions.needsBreweries ? "JOIN breweries r ON r.id = b.brewery_id" : ""
        let ratings = countConditions.needsRatings ? "LEFT JOIN rating_summaries rs ON rs.beer_id = b.id" : ""
        count.append("SELECT count(*) FROM beers b \(breweries) \(ratings) \(countConditions.whereClause)")

        var page = BoundSQL()
        let personal = try Self.personalColumns(of: userID, binding: &page)
        var conditions = try SearchConditions(request.query, fullText: fullText, userID: userID,
                                              binding: &page).conditions
        var offset = ""
        if let start = request.after {
            if let rowBefore = start.rowBefore {
                conditions.append(try order.after(rowBefore.sortValue, id: rowBefore.id, binding: &page))
            } else if let skip = start.offset {
                offset = "OFFSET \(try page.bind(Int64(max(0, skip))))"
            }
        }
        page.append("""
            SELECT b.id, b.name, r.name, COALESCE(r.country_code, r.country), s.name, b.abv, b.ibu,
                   b.sort_key, b.brewery_sort, rs.average, rs.raters, \(personal)
            FROM beers b JOIN breweries r ON r.id = b.brewery_id LEFT JOIN styles s ON s.id = b.style_id
                LEFT JOIN rating_summaries rs ON rs.beer_id = b.id
            \(conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND "))
            ORDER BY \(order.orderBy)
            LIMIT \(try page.bind(Int64(limit + 1))) \(offset)
            """)

        let (countQuery, pageQuery) = (count.query, page.query)
        let (total, rows) = try await inTransaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { connection in
            let total = try await connection.query(countQuery, logger: self.logger).collect().first
                .map { try $0.decode(Int64.self) } ?? 0
            let rows = try await connection.query(pageQuery, logger: self.logger).collect()
            return (Int(total), rows)
        }
        var beers: [BeerSummary] = []
        var lastKey: NextPage?
        for row in rows.prefix(limit) {
            let (id, name, brewery, country, style, abv, ibu, sortKey, brewerySort, average, raters, favourite, rating,
                 checkIns) = try row.decode((Int64, String, String, String?, String?, Double?, Double?, String, String,
                                             Double?, Int32?, Bool, Int32?, Int64).self)
            beers.append(BeerSummary(id: id, name: name, breweryName: brewery, country: country, style: style,
                                     abv: abv, ibu: ibu, isFavourite: favourite,
                                     rating: userID == nil ? nil : rating.map(Int.init),
                                     averageRating: average, ratingCount: Int(raters ?? 0),
                                     checkInCount: Int(checkIns)))
            let value: NextPage.SortValue = switch request.sort {
            case .name: .text(sortKey)
            case .brewery: .text(brewerySort)
            case .abv: abv.map { .number($0) } ?? .none
            case .ibu: ibu.map { .number($0) } ?? .none
            case .rating: average.map { .number($0) } ?? .none
            }
            lastKey = NextPage(afterSortValue: value, id: id)
        }
        return BeerPage(beers: beers, total: total, next: rows.count > limit ? lastKey : nil,
                        words: request.query.words)
    }
}
