/// The value a sort field orders by, as SQL over `beers b`, and whether beers may lack one (NULL
/// ABV or IBU, nobody's rating), which sort last in both directions. Ties go by id, in the same
/// direction as the value.
struct SortColumn {
    /// The value, over `beers b` joined with `valueJoin`.
    let expression: String
    /// What `expression` needs joined to `beers b`; a beer it leaves out has no value.
    let valueJoin: String
    /// One beer's value, by its id (NULL or no row when it has none).
    let valueOfBeer: String
    let nullable: Bool

    init(_ field: SortField) {
        switch field {
        case .name: self.init(beersColumn: "sort_key", nullable: false)
        case .brewery: self.init(beersColumn: "brewery_sort", nullable: false)
        case .abv: self.init(beersColumn: "abv", nullable: true)
        case .ibu: self.init(beersColumn: "ibu", nullable: true)
        case .rating:
            // Only rated beers have a summary row: joining it keeps just them, and the planner
            // walks the summaries' average index instead of sorting every beer.
            self.init(expression: "g.average", valueJoin: "JOIN rating_summaries g ON g.beer_id = b.id",
                      valueOfBeer: "SELECT average FROM rating_summaries WHERE beer_id = ?", nullable: true)
        }
    }

    private init(beersColumn: String, nullable: Bool) {
        self.init(expression: "b.\(beersColumn)", valueJoin: "",
                  valueOfBeer: "SELECT \(beersColumn) FROM beers WHERE id = ?", nullable: nullable)
    }

    private init(expression: String, valueJoin: String, valueOfBeer: String, nullable: Bool) {
        self.expression = expression
        self.valueJoin = valueJoin
        self.valueOfBeer = valueOfBeer
        self.nullable = nullable
    }

    /// The condition, over `beers b`, that a beer has no value.
    var noValue: String {
        valueJoin.isEmpty ? "\(expression) IS NULL"
                          : "NOT EXISTS (SELECT 1 FROM rating_summaries g WHERE g.beer_id = b.id)"
    }
}
