import Catalogue
import CatalogueServices
import Foundation

/// The list's status-line texts.
enum BeerListMessages {
    /// "312 beers", "3 favourites".
    static func count(total: Int, favouritesOnly: Bool) -> String {
        BeerFormatting.count(total, of: favouritesOnly ? "favourite" : "beer")
    }

    /// "3 of 312 beers", "1 of 3 favourites": the selected row's place; "0 beers" when none.
    static func position(_ index: Int, total: Int, favouritesOnly: Bool) -> String {
        let count = count(total: total, favouritesOnly: favouritesOnly)
        guard total > 0 else { return count }
        return "\(BeerFormatting.grouped(min(max(index, 0), total - 1) + 1)) of \(count)"
    }

    /// The status line: the query's error if there is one, else the count and the sort.
    static func status(count: String, error: String?, sort: String, loading: Bool, favouritesOnly: Bool) -> String {
        if let error { return error }
        let parts = [loading ? "Searching…" : count, sort, favouritesOnly ? "Favourites only" : nil]
        return parts.compactMap { $0 }.joined(separator: " · ")
    }

    /// What the list area says when there are no rows: why, and the key that gets beers back.
    static func empty(request: BeerListRequest, failed: Bool, keys: KeyNames) -> String {
        let query = request.query.trimmingCharacters(in: .whitespaces)
        let clears = "\(keys.clearFilter) clears the filter"
        if failed { return query.isEmpty ? "The search failed" : "Cannot search for `\(query)` — \(clears)" }
        switch (query.isEmpty, request.favouritesOnly) {
        case (false, false): return "No beers match `\(query)` — \(clears)"
        case (false, true): return "No favourites match `\(query)` — \(clears), \(keys.favouritesOnly) shows all beers"
        case (true, true):
            return "No favourites yet — \(keys.listFavourite) or \(keys.favourite) marks one, \(keys.favouritesOnly) shows all beers"
        case (true, false): return "The catalogue is empty — `taproom import FILE` adds beers"
        }
    }

    /// A query error names the term as typed, a server's failure says what failed; anything else
    /// says the search failed.
    static func error(_ error: Error) -> String {
        switch error {
        case let error as QueryError: error.description
        case let error as PersonalDataError: error.description
        case let error as RemoteCatalogueError: error.description
        default: "The search failed: \(error)"
        }
    }
}
