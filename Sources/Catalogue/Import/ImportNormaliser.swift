/// Turns the tables read from one import's files into normalised beers: finds the beer file
/// and its companions (breweries, styles, categories), maps columns by header, joins ids,
/// decides the ABV scale, drops sentinel values and merges duplicate rows.
public enum ImportNormaliser {
    /// ABV above this is kept but flagged; no ordinary beer comes near it.
    static let implausibleABV = 30.0
    static let implausibleIBU = 250.0
    /// Longer descriptions are cut (at a character boundary) and flagged.
    static let maximumDescriptionLength = 10_000

    /// Normalises `tables` in memory: every beer, duplicate rows merged into the first (the
    /// later row's values winning), in file order. A row is merged only into one whose brewery
    /// is at the same place (`BreweryIdentity.samePlace`); another is left for the store, which
    /// tells apart the breweries of one name (`BreweryIdentity.match`) and may find it another.
    public static func normalise(_ tables: [RecordTable]) throws -> ImportBatch {
        var batch = ImportBatch()
        var positionByKey: [ImportedBeer.DuplicateKey: Int] = [:]
        // The later positions of a key whose rows name breweries at different places (rare).
        var otherPositions: [ImportedBeer.DuplicateKey: [Int]] = [:]
        try forEachBeer(in: tables, counts: &batch, rowsCounted: { _ in }) { beer, batch in
            // One hash lookup for the usual new row; a duplicate puts its first position back.
            let key = beer.key
            if let position = positionByKey.updateValue(batch.beers.count, forKey: key) {
                positionByKey[key] = position
                let place = beer.brewery.place
                func isSame(_ position: Int) -> Bool { BreweryIdentity.samePlace(batch.beers[position].brewery.place, place) }
                let same = isSame(position) ? position : otherPositions[key]?.first(where: isSame)
                if let same {
                    batch.beers[same].merge(beer)
                    batch.duplicatesMerged += 1
                    return
                }
                otherPositions[key, default: []].append(batch.beers.count)
            }
            batch.beers.append(beer)
        }
        return batch
    }

    /// Calls `body` with each beer of `sources` in file order, duplicates included; skipped rows,
    /// warnings and notes go to `counts` (its `beers` are left to `body`). Each beer file is read
    /// twice: every file's first pass (its ABV scale, and its rows counted for `rowsCounted`)
    /// comes before any beer.
    static func forEachBeer(
        in sources: [any ImportRows], counts: inout ImportBatch, rowsCounted: (Int) throws -> Void,
        _ body: (ImportedBeer, inout ImportBatch) throws -> Void
    ) throws {
        var beerSources: [(any ImportRows, ColumnIndex)] = []
        var breweries: [String: ImportedBrewery] = [:]
        var styles: [String: String] = [:]
        var categories: [String: String] = [:]

        // An empty JSON array has no columns and no rows: nothing to import, and nothing wrong.
        let sources = sources.filter { !$0.holdsNothing }
        if sources.isEmpty { return try rowsCounted(0) }
        for source in sources {
            let columns = ColumnIndex(header: source.header)
            let role: TableRole? = sources.count == 1 ? .beers : TableRole.of(columns)
            switch role {
            case .beers: beerSources.append((source, columns))
            case .breweries:
                breweries.merge(try breweryLookup(source, columns, repaired: &counts.textRepaired), uniquingKeysWith: { $1 })
            case .styles:
                styles.merge(try lookup(source, columns, value: "style_name", repaired: &counts.textRepaired),
                             uniquingKeysWith: { $1 })
            case .categories:
                categories.merge(try lookup(source, columns, value: "cat_name", repaired: &counts.textRepaired),
                                 uniquingKeysWith: { $1 })
            case nil: throw ImportError.missingColumn(file: source.file, column: "name")
            }
        }
        guard !beerSources.isEmpty else { throw ImportError.noBeerFile }

        let companions = Companions(breweries: breweries, styles: styles, categories: categories)
        var scans: [BeerFileScan] = []
        for (source, columns) in beerSources {
            scans.append(try BeerFileScan(source, columns, companions))
        }
        try rowsCounted(scans.reduce(0) { $0 + $1.rows })
        for scan in scans {
            try read(scan, companions, counts: &counts, body)
        }
    }

    /// What a beer file's first pass learns: whether its header has what a beer needs (else
    /// it throws), its layout, its ABV scale and how many rows it has.
    private struct BeerFileScan {
        let source: any ImportRows
        let columns: ColumnIndex
        let layout: ImportLayout
        let abvIsFraction: Bool
        let rows: Int

        init(_ source: any ImportRows, _ columns: ColumnIndex, _ companions: Companions) throws {
            let file = source.file
            guard columns.has(.name) else { throw ImportError.missingColumn(file: file, column: "name") }
            layout = ImportLayout.detect(columns)
            let hasBreweryJoin = columns.has(.breweryID) && !companions.breweries.isEmpty
            if !columns.has(.brewery), !hasBreweryJoin, layout.impliedBrewery == nil {
                let column = columns.has(.breweryID) ? "brewery (brewery_id needs a breweries file)" : "brewery"
                throw ImportError.missingColumn(file: file, column: column)
            }
            (abvIsFraction, rows) = try ImportNormaliser.abvScale(source, columns)
            self.source = source
            self.columns = columns
        }
    }

    private struct Companions {
        let breweries: [String: ImportedBrewery]
        let styles: [String: String]
        let categories: [String: String]
    }

    // MARK: - Beer rows

    private static func read(
        _ scan: BeerFileScan, _ companions: Companions,
        counts batch: inout ImportBatch, _ body: (ImportedBeer, inout ImportBatch) throws -> Void
    ) throws {
        let (source, columns, layout, abvIsFraction, file) = (scan.source, scan.columns, scan.layout, scan.abvIsFraction, scan.source.file)
        batch.notes.append("\(file): \(layout.rawValue) layout, ABV read as \(abvIsFraction ? "a fraction (0.05 = 5%)" : "percent")")

        try source.forEachRow { row, line in
            batch.rowsRead += 1
            let origin = source.origin(of: line)
            func text(_ column: BeerColumn) -> String? {
                guard let position = columns[column], position < row.count else { return nil }
                return column == .country
                    ? FieldText.cleanCountry(row[position], repaired: &batch.textRepaired)
                    : FieldText.clean(row[position], repaired: &batch.textRepaired)
            }
            func number(_ column: BeerColumn) -> Double? {
                guard let position = columns[column], position < row.count else { return nil }
                switch FieldText.number(row[position]) {
                case .missing: return nil
                case let .value(value):
                    // 0 and -1 are how data sets spell "unknown"; other negatives are flagged below.
                    return value == 0 || value == -1 ? nil : value
                case let .unreadable(raw):
                    batch.warn("\(origin): unreadable \(column.rawValue) '\(raw.prefix(40))' ignored")
                    return nil
                }
            }

            guard let name = text(.name) else { return batch.skip("missing name") }
            guard let brewery = brewery(text, companions, layout) else {
                return batch.skip(text(.breweryID) == nil ? "missing brewery" : "unknown brewery_id")
            }
            var beer = ImportedBeer(name: name, brewery: brewery, origin: origin)
            beer.sourceID = text(.id)
            beer.style = text(.style)
            if beer.style == nil, let id = text(.styleID) { beer.style = companions.styles[id] }
            if beer.style == nil, let id = text(.categoryID) { beer.style = companions.categories[id] }
            if let abv = number(.abv) {
                beer.abv = FieldText.rounded(abvIsFraction ? abv * 100 : abv, places: 2)
            }
            beer.ibu = number(.ibu).map { FieldText.rounded($0, places: 1) }
            beer.srm = number(.srm).flatMap { $0 > 0 ? FieldText.rounded($0, places: 1) : nil }
            beer.ebc = number(.ebc).flatMap { $0 > 0 ? FieldText.rounded($0, places: 1) : nil }
            beer.description = description(text(.description) ?? text(.tagline), origin: origin, batch: &batch)
            beer.firstBrewed = text(.firstBrewed)
            flagImplausible(beer, batch: &batch)
            try body(beer, &batch)
        }
    }

    private static func brewery(
        _ text: (BeerColumn) -> String?, _ companions: Companions, _ layout: ImportLayout
    ) -> ImportedBrewery? {
        var brewery: ImportedBrewery
        if let name = text(.brewery) {
            brewery = ImportedBrewery(name: name, city: text(.city), state: text(.state), country: text(.country))
        } else if let id = text(.breweryID), !companions.breweries.isEmpty {
            guard let joined = companions.breweries[id] else { return nil }
            brewery = joined
        } else if let implied = layout.impliedBrewery {
            brewery = implied
        } else {
            return nil
        }
        if brewery.country == nil { brewery.country = layout.impliedCountry }
        return brewery
    }

    private static func description(_ text: String?, origin: String, batch: inout ImportBatch) -> String? {
        guard let text else { return nil }
        // Counting UTF-8 first avoids walking grapheme clusters for the common short case.
        guard text.utf8.count > maximumDescriptionLength, text.count > maximumDescriptionLength else { return text }
        batch.warn("\(origin): description of \(text.count) characters cut to \(maximumDescriptionLength)")
        return String(text.prefix(maximumDescriptionLength))
    }

    private static func flagImplausible(_ beer: ImportedBeer, batch: inout ImportBatch) {
        if let abv = beer.abv, abv > implausibleABV || abv < 0 {
            batch.warn("\(beer.origin): ABV \(formatted(abv))% for '\(beer.name)' looks implausible (kept)")
        }
        if let ibu = beer.ibu, ibu > implausibleIBU || ibu < 0 {
            batch.warn("\(beer.origin): IBU \(formatted(ibu)) for '\(beer.name)' looks implausible (kept)")
        }
    }

    static func formatted(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Whether a file's ABV is a fraction: when the median positive value is below 1 (5% is 0.05).
    /// Deciding per file, not per row, keeps one odd value from flipping its neighbours. The
    /// median is below 1 exactly when more than half the values are, so counting is enough.
    /// Also counts the rows, and reads them all even without an ABV column, so that a malformed
    /// row fails the import before anything is written.
    static func abvScale(_ source: any ImportRows, _ columns: ColumnIndex) throws -> (isFraction: Bool, rows: Int) {
        let position = columns[.abv]
        var rows = 0
        var positive = 0
        var belowOne = 0
        // Only the ABV column's text is needed here (-1: none).
        try source.forEachRow(keepingOnly: position ?? -1) { row, _ in
            rows += 1
            guard let position, position < row.count, case let .value(value) = FieldText.number(row[position]), value > 0
            else { return }
            positive += 1
            if value < 1 { belowOne += 1 }
        }
        return (belowOne > positive / 2, rows)
    }

    // MARK: - Companion files

    private static func breweryLookup(
        _ table: any ImportRows, _ columns: ColumnIndex, repaired: inout Int
    ) throws -> [String: ImportedBrewery] {
        // craft-cans' breweries.csv keys rows by an unnamed first column.
        let idPosition = columns[.id] ?? (columns.normalised.first == "" ? 0 : nil)
        guard let idPosition, let namePosition = columns[.name] else { return [:] }
        var result: [String: ImportedBrewery] = [:]
        try table.forEachRow { row, _ in
            guard row.count > max(idPosition, namePosition),
                  let id = FieldText.clean(row[idPosition]),
                  let name = FieldText.clean(row[namePosition], repaired: &repaired) else { return }
            func text(_ column: BeerColumn) -> String? {
                guard let position = columns[column], position < row.count else { return nil }
                return column == .country
                    ? FieldText.cleanCountry(row[position], repaired: &repaired)
                    : FieldText.clean(row[position], repaired: &repaired)
            }
            result[id] = ImportedBrewery(name: name, city: text(.city), state: text(.state), country: text(.country))
        }
        return result
    }

    private static func lookup(
        _ table: any ImportRows, _ columns: ColumnIndex, value name: String, repaired: inout Int
    ) throws -> [String: String] {
        guard let idPosition = columns[.id], let valuePosition = columns.position(named: name) else { return [:] }
        var result: [String: String] = [:]
        try table.forEachRow { row, _ in
            if row.count > max(idPosition, valuePosition), let id = FieldText.clean(row[idPosition]),
               let value = FieldText.clean(row[valuePosition], repaired: &repaired) {
                result[id] = value
            }
        }
        return result
    }
}
