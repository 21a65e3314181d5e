/// The `beers` column a sort field orders by, and whether beers may lack a value (NULL ABV or
/// IBU), which sort last in both directions. Ties go by id, in the same direction as the value.
struct SortColumn {
    let name: String
    let nullable: Bool

    init(_ field: SortField) {
        switch field {
        case .name: (name, nullable) = ("sort_key", false)
        case .brewery: (name, nullable) = ("brewery_sort", false)
        case .abv: (name, nullable) = ("abv", true)
        case .ibu: (name, nullable) = ("ibu", true)
        }
    }
}
