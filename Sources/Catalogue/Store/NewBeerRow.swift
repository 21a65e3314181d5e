/// The columns a bulk import writes a new beer's row with (`StagedBeers`, `AppendedBeers`), and
/// the values it binds to them, in that order.
enum NewBeerRow {
    static let columns = """
        name, name_key, sort_key, brewery_id, brewery_sort, style_id, abv, ibu, srm, description, first_brewed,
        source_id, origin
        """
    static let placeholders = "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?"

    /// Binds `prepared`'s values to `row`, with `sortKey` as the sort key to write.
    static func bind(_ prepared: PreparedBeer, sortKey: String?, brewery: KnownBrewery, styleID: Int64?,
                     to row: inout RowInserter.Values) {
        row.text(prepared.name)
        row.text(prepared.nameKey)
        row.text(sortKey)
        row.integer(brewery.id)
        row.text(brewery.sortKey)
        row.integer(styleID)
        row.real(prepared.abv)
        row.real(prepared.ibu)
        row.real(prepared.srm)
        row.text(prepared.description)
        row.text(prepared.firstBrewed)
        row.text(prepared.sourceID)
        row.text(prepared.origin.rawValue)
    }
}
