/// Turns the tables read from one import's files into normalised beers: finds the beer file
/// and its companions (breweries, styles, categories), maps columns by header, joins ids,
/// decides the ABV scale, drops sentinel values and merges duplicate rows.
public enum ImportNormaliser {
    /// ABV above this is kept but flagged; no ordinary beer comes near it.
    static let implausibleABV = 30.0
    static let implausibleIBU = 250.0
    /// Longer descriptions are cut (at a character boundary) and flagged.
    static let maximumDescriptionLength = 10_000

    public static func normalise(_ tables: [RecordTable]) throws -> ImportBatch {
        var beerTables: [(RecordTable, ColumnIndex)] = []
        var breweries: [String: ImportedBrewery] = [:]
        var styles: [String: String] = [:]
        var categories: [String: String] = [:]

        for table in tables {
            let columns = ColumnIndex(header: table.header)
            let role: TableRole? = tables.count == 1 ? .beers : TableRole.of(columns)
            switch role {
            case .beers: beerTables.append((table, columns))
            case .breweries: breweries.merge(breweryLookup(table, columns), uniquingKeysWith: { $1 })
            case .styles: styles.merge(lookup(table, columns, value: "style_name"), uniquingKeysWith: { $1 })
            case .categories: categories.merge(lookup(table, columns, value: "cat_name"), uniquingKeysWith: { $1 })
            case nil: throw ImportError.missingColumn(file: table.file, column: "name")
            }
        }
        guard !beerTables.isEmpty else { throw ImportError.noBeerFile }

        var batch = ImportBatch()
        var positionByKey: [ImportedBeer.DuplicateKey: Int] = [:]
        for (table, columns) in beerTables {
            let companions = Companions(breweries: breweries, styles: styles, categories: categories)
            try read(table, columns, companions, into: &batch, positionByKey: &positionByKey)
        }
        return batch
    }

    private struct Companions {
        let breweries: [String: ImportedBrewery]
        let styles: [String: String]
        let categories: [String: String]
    }

    // MARK: - Beer rows

    private static func read(
        _ table: RecordTable, _ columns: ColumnIndex, _ companions: Companions,
        into batch: inout ImportBatch, positionByKey: inout [ImportedBeer.DuplicateKey: Int]
    ) throws {
        guard columns.has(.name) else { throw ImportError.missingColumn(file: table.file, column: "name") }
        let layout = ImportLayout.detect(columns)
        let hasBreweryJoin = columns.has(.breweryID) && !companions.breweries.isEmpty
        if !columns.has(.brewery), !hasBreweryJoin, layout.impliedBrewery == nil {
            let column = columns.has(.breweryID) ? "brewery (brewery_id needs a breweries file)" : "brewery"
            throw ImportError.missingColumn(file: table.file, column: column)
        }
        let abvIsFraction = abvScaleIsFraction(table, columns)
        positionByKey.reserveCapacity(positionByKey.count + table.rows.count)
        batch.beers.reserveCapacity(batch.beers.count + table.rows.count)
        batch.notes.append("\(table.file): \(layout.rawValue) layout, ABV read as \(abvIsFraction ? "a fraction (0.05 = 5%)" : "percent")")

        for (rowIndex, row) in table.rows.enumerated() {
            batch.rowsRead += 1
            let line = table.lines[rowIndex]
            let origin = "\(table.file):\(line)"
            func text(_ column: BeerColumn) -> String? {
                guard let position = columns[column], position < row.count else { return nil }
                return column == .country ? FieldText.cleanCountry(row[position]) : FieldText.clean(row[position])
            }
            func number(_ column: BeerColumn) -> Double? {
                guard let position = columns[column], position < row.count else { return nil }
                switch FieldText.number(row[position]) {
                case .missing: return nil
                case let .value(value): return value > 0 ? value : nil  // 0 and -1 mean unknown
                case let .unreadable(raw):
                    batch.warnings.append("\(origin): unreadable \(column.rawValue) '\(raw.prefix(40))' ignored")
                    return nil
                }
            }

            guard let name = text(.name) else { batch.skip("missing name"); continue }
            guard let brewery = brewery(text, companions, layout) else {
                batch.skip(text(.breweryID) == nil ? "missing brewery" : "unknown brewery_id")
                continue
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
            beer.srm = number(.srm).map { FieldText.rounded($0, places: 1) }
            beer.ebc = number(.ebc).map { FieldText.rounded($0, places: 1) }
            beer.description = description(text(.description) ?? text(.tagline), origin: origin, batch: &batch)
            beer.firstBrewed = text(.firstBrewed)
            flagImplausible(beer, batch: &batch)

            // One hash lookup for the usual new row; a duplicate puts its first position back.
            let key = beer.key
            if let position = positionByKey.updateValue(batch.beers.count, forKey: key) {
                positionByKey[key] = position
                batch.beers[position].merge(beer)
                batch.duplicatesMerged += 1
            } else {
                batch.beers.append(beer)
            }
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
        batch.warnings.append("\(origin): description of \(text.count) characters cut to \(maximumDescriptionLength)")
        return String(text.prefix(maximumDescriptionLength))
    }

    private static func flagImplausible(_ beer: ImportedBeer, batch: inout ImportBatch) {
        if let abv = beer.abv, abv > implausibleABV {
            batch.warnings.append("\(beer.origin): ABV \(formatted(abv))% for '\(beer.name)' looks implausible (kept)")
        }
        if let ibu = beer.ibu, ibu > implausibleIBU {
            batch.warnings.append("\(beer.origin): IBU \(formatted(ibu)) for '\(beer.name)' looks implausible (kept)")
        }
    }

    static func formatted(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A file's ABV is a fraction when the median positive value is below 1 (5% is 0.05).
    /// Deciding per file, not per row, keeps one odd value from flipping its neighbours.
    static func abvScaleIsFraction(_ table: RecordTable, _ columns: ColumnIndex) -> Bool {
        guard let position = columns[.abv] else { return false }
        var values: [Double] = []
        for row in table.rows where position < row.count {
            if case let .value(value) = FieldText.number(row[position]), value > 0 { values.append(value) }
        }
        guard !values.isEmpty else { return false }
        values.sort()
        return values[values.count / 2] < 1
    }

    // MARK: - Companion files

    private static func breweryLookup(_ table: RecordTable, _ columns: ColumnIndex) -> [String: ImportedBrewery] {
        // craft-cans' breweries.csv keys rows by an unnamed first column.
        let idPosition = columns[.id] ?? (columns.normalised.first == "" ? 0 : nil)
        guard let idPosition, let namePosition = columns[.name] else { return [:] }
        var result: [String: ImportedBrewery] = [:]
        for row in table.rows where row.count > max(idPosition, namePosition) {
            guard let id = FieldText.clean(row[idPosition]), let name = FieldText.clean(row[namePosition]) else { continue }
            func text(_ column: BeerColumn) -> String? {
                guard let position = columns[column], position < row.count else { return nil }
                return column == .country ? FieldText.cleanCountry(row[position]) : FieldText.clean(row[position])
            }
            result[id] = ImportedBrewery(name: name, city: text(.city), state: text(.state), country: text(.country))
        }
        return result
    }

    private static func lookup(_ table: RecordTable, _ columns: ColumnIndex, value name: String) -> [String: String] {
        guard let idPosition = columns[.id], let valuePosition = columns.position(named: name) else { return [:] }
        var result: [String: String] = [:]
        for row in table.rows where row.count > max(idPosition, valuePosition) {
            if let id = FieldText.clean(row[idPosition]), let value = FieldText.clean(row[valuePosition]) {
                result[id] = value
            }
        }
        return result
    }
}
