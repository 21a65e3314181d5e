import Catalogue
import CatalogueServices

/// The list's column titles; the column the list is sorted by carries the direction
/// ("ABV ↓", "Name ↑").
public struct BeerColumnTitles: Hashable, Sendable {
    /// The column the list is sorted by.
    public let sortField: SortField
    public let name: String
    public let brewery: String
    public let style: String
    public let abv: String
    public let ibu: String
    /// The community's rating: "Rating", "Rating ↓".
    public let rating: String
    /// The same over a narrow list's column: "★", "★ ↓".
    public let ratingShort: String

    public init(sort: CatalogueSort) {
        func title(_ text: String, _ field: SortField) -> String {
            field == sort.field ? text + (sort.descending ? " ↓" : " ↑") : text
        }
        sortField = sort.field
        name = title("Name", .name)
        brewery = title("Brewery", .brewery)
        style = "Style"
        abv = title("ABV", .abv)
        ibu = title("IBU", .ibu)
        rating = title("Rating", .rating)
        ratingShort = title("★", .rating)
    }
}
