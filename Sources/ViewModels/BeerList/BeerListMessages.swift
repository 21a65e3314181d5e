import Catalogue

/// The list's status-line texts.
enum BeerListMessages {
    /// "312 beers", "3 favourites".
    static func count(total: Int, favouritesOnly: Bool) -> String {
        BeerFormatting.count(total, of: favouritesOnly ? "favourite" : "beer")
    }

    /// A query error names the term as typed; anything else says the search failed.
    static func error(_ error: Error) -> String {
        switch error {
        case let error as QueryError: error.description
        case let error as PersonalDataError: error.description
        default: "The search failed: \(error)"
        }
    }
}
