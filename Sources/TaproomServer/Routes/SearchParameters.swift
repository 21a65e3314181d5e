import Catalogue
import Hummingbird

/// `GET /v1/beers`'s query string as a `SearchRequest`: `q` (the app's query language), `sort`
/// (name, abv, ibu, brewery), `order` (asc, desc), `limit` (1 to the configured maximum, 50 by
/// default) and `after` (a previous page's `next`). Each refusal names its parameter.
struct SearchParameters {
    static let defaultLimit = 50

    let request: SearchRequest

    init(_ query: Parameters, _ configuration: ServerConfiguration) throws {
        var request = try Self.list(query)
        request.limit = Self.defaultLimit
        request.limit = try PageParameters.limit(query, configuration) ?? request.limit
        request.after = try PageParameters.after(query, NextPage.init(token:))
        self.request = request
    }

    /// The list a query string names, without a page of it: `q`, `sort` and `order` (what
    /// `GET /v1/beers/{id}/position` reads).
    static func list(_ query: Parameters) throws -> SearchRequest {
        var request = SearchRequest()
        do {
            request.query = try QueryParser.parse(query["q"].map(String.init) ?? "")
        } catch {
            throw APIError.badRequest(error.description, field: "q", code: "invalid_query")
        }
        if let sort = query["sort"] {
            guard let field = SortField(rawValue: String(sort)) else {
                throw APIError.badRequest(
                    "sort must be one of " + SortField.allCases.map(\.rawValue).joined(separator: ", "), field: "sort")
            }
            request.sort = field
        }
        switch query["order"].map(String.init) {
        case nil, "asc": request.descending = false
        case "desc": request.descending = true
        default: throw APIError.badRequest("order must be asc or desc", field: "order")
        }
        return request
    }
}
