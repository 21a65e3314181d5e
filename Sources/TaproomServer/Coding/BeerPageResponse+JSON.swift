import Hummingbird

extension BeerPageResponse {
    func response(from request: Request, context: some RequestContext) throws -> Response {
        let body = try json()
        return Response(status: .ok,
                        headers: [.contentType: "application/json; charset=utf-8",
                                  .contentLength: String(body.readableBytes)],
                        body: .init(byteBuffer: body))
    }

    /// The page's JSON written directly (`JSONOutput`): the same bytes the context's
    /// `responseEncoder` writes, without its generic containers, which cost a search about as
    /// much CPU as finding the page. Keys in sorted order, every property present, null when unknown.
    func json() throws -> ByteBuffer {
        var json = JSONOutput(capacity: 256 + 320 * beers.count)
        json.raw("{\"beers\":[")
        for (index, beer) in beers.enumerated() {
            if index > 0 { json.raw(",") }
            try beer.write(to: &json)
        }
        json.raw("],\"next\":")
        json.optional(next) { $0.string($1) }
        json.raw(",\"total\":")
        json.integer(total)
        json.raw(",\"words\":[")
        for (index, word) in words.enumerated() {
            if index > 0 { json.raw(",") }
            json.string(word)
        }
        json.raw("]}")
        return json.buffer
    }
}

extension BeerSummaryResponse {
    /// The same object `encode(to:)` makes, keys in sorted order.
    fileprivate func write(to json: inout JSONOutput) throws {
        json.raw("{\"abv\":")
        try json.optional(abv) { try $0.number($1) }
        json.raw(",\"averageRating\":")
        try json.optional(averageRating) { try $0.number($1) }
        json.raw(",\"brewery\":")
        json.string(brewery)
        json.raw(",\"country\":")
        json.optional(country) { $0.string($1) }
        json.raw(",\"ibu\":")
        try json.optional(ibu) { try $0.number($1) }
        json.raw(",\"id\":")
        json.integer(id)
        json.raw(",\"isFavourite\":")
        json.bool(isFavourite)
        json.raw(",\"name\":")
        json.string(name)
        json.raw(",\"rating\":")
        json.optional(rating) { $0.integer($1) }
        json.raw(",\"ratingCount\":")
        json.integer(ratingCount)
        json.raw(",\"style\":")
        json.optional(style) { $0.string($1) }
        json.raw("}")
    }
}
