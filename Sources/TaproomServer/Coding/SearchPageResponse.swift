import Catalogue
import Hummingbird

/// A search's page, the answer given most: written straight into bytes by `JSONOutput`, the
/// same bytes `API.encoder()` writes for `API.BeerPage` (a test compares them), without the
/// encoder's generic containers, which cost a search about as much CPU as finding the page.
/// Keys in sorted order, every property present, null when unknown.
struct SearchPageResponse: ResponseGenerator {
    let page: BeerPage

    func response(from request: Request, context: some RequestContext) throws -> Response {
        let body = try json()
        return Response(status: .ok,
                        headers: [.contentType: "application/json; charset=utf-8",
                                  .contentLength: String(body.readableBytes)],
                        body: .init(byteBuffer: body))
    }

    func json() throws -> ByteBuffer {
        var json = JSONOutput(capacity: 256 + 320 * page.beers.count)
        json.raw("{\"beers\":[")
        for (index, beer) in page.beers.enumerated() {
            if index > 0 { json.raw(",") }
            try Self.write(beer, to: &json)
        }
        json.raw("],\"next\":")
        json.optional(page.next?.token) { $0.string($1) }
        json.raw(",\"total\":")
        json.integer(page.total)
        json.raw(",\"words\":[")
        for (index, word) in page.words.enumerated() {
            if index > 0 { json.raw(",") }
            json.string(word)
        }
        json.raw("]}")
        return json.buffer
    }

    /// The object `API.BeerSummary` encodes to, keys in sorted order.
    private static func write(_ beer: BeerSummary, to json: inout JSONOutput) throws {
        json.raw("{\"abv\":")
        try json.optional(beer.abv) { try $0.number($1) }
        json.raw(",\"averageRating\":")
        try json.optional(beer.averageRating) { try $0.number($1) }
        json.raw(",\"brewery\":")
        json.string(beer.breweryName)
        json.raw(",\"checkInCount\":")
        json.integer(beer.checkInCount)
        json.raw(",\"country\":")
        json.optional(beer.country) { $0.string($1) }
        json.raw(",\"ibu\":")
        try json.optional(beer.ibu) { try $0.number($1) }
        json.raw(",\"id\":")
        json.integer(beer.id)
        json.raw(",\"isFavourite\":")
        json.bool(beer.isFavourite)
        json.raw(",\"name\":")
        json.string(beer.name)
        json.raw(",\"rating\":")
        json.optional(beer.rating) { $0.integer($1) }
        json.raw(",\"ratingCount\":")
        json.integer(beer.ratingCount)
        json.raw(",\"style\":")
        json.optional(beer.style) { $0.string($1) }
        json.raw("}")
    }
}
