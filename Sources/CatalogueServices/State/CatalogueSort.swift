import Catalogue

/// The list's sort order. F3 cycles through `cycle`: name A–Z, strongest first, most bitter
/// first, brewery A–Z, best rated first (by the community's average; unrated beers last).
public struct CatalogueSort: Hashable, Sendable {
    public let field: SortField
    public let descending: Bool

    public init(field: SortField, descending: Bool = false) {
        self.field = field
        self.descending = descending
    }

    public static let name = CatalogueSort(field: .name)
    public static let strongestFirst = CatalogueSort(field: .abv, descending: true)
    public static let mostBitterFirst = CatalogueSort(field: .ibu, descending: true)
    public static let brewery = CatalogueSort(field: .brewery)
    public static let bestRatedFirst = CatalogueSort(field: .rating, descending: true)

    public static let cycle: [CatalogueSort] = [.name, .strongestFirst, .mostBitterFirst, .brewery, .bestRatedFirst]

    /// The order after this one in `cycle` (wrapping round; an order outside the cycle goes to the first).
    public var next: CatalogueSort {
        guard let index = Self.cycle.firstIndex(of: self) else { return Self.cycle[0] }
        return Self.cycle[(index + 1) % Self.cycle.count]
    }

    /// "name", "ABV ↓", for the status line.
    public var label: String {
        let arrow = descending ? " ↓" : ""
        switch field {
        case .name: return "name" + arrow
        case .abv: return "ABV" + arrow
        case .ibu: return "IBU" + arrow
        case .brewery: return "brewery" + arrow
        case .rating: return "rating" + arrow
        }
    }
}
