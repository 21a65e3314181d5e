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
        var json = JSONOutput(capacity: 256 + 256 * beers.count)
        json.punctuation(UInt8(ascii: "{"))
        json.key("beers")
        json.punctuation(UInt8(ascii: "["))
        for (index, beer) in beers.enumerated() {
            if index > 0 { json.punctuation(UInt8(ascii: ",")) }
            try beer.write(to: &json)
        }
        json.punctuation(UInt8(ascii: "]"))
        json.punctuation(UInt8(ascii: ","))
        json.key("next")
        json.optional(next) { $0.string($1) }
        json.punctuation(UInt8(ascii: ","))
        json.key("total")
        json.integer(total)
        json.punctuation(UInt8(ascii: ","))
        json.key("words")
        json.punctuation(UInt8(ascii: "["))
        for (index, word) in words.enumerated() {
            if index > 0 { json.punctuation(UInt8(ascii: ",")) }
            json.string(word)
        }
        json.punctuation(UInt8(ascii: "]"))
        json.punctuation(UInt8(ascii: "}"))
        return json.buffer
    }
}

extension BeerSummaryResponse {
    /// The same object `encode(to:)` makes, keys in sorted order.
    fileprivate func write(to json: inout JSONOutput) throws {
        json.punctuation(UInt8(ascii: "{"))
        json.key("abv")
        try json.optional(abv) { try $0.number($1) }
        json.punctuation(UInt8(ascii: ","))
        json.key("averageRating")
        try json.optional(averageRating) { try $0.number($1) }
        json.punctuation(UInt8(ascii: ","))
        json.key("brewery")
        json.string(brewery)
        json.punctuation(UInt8(ascii: ","))
        json.key("country")
        json.optional(country) { $0.string($1) }
        json.punctuation(UInt8(ascii: ","))
        json.key("ibu")
        try json.optional(ibu) { try $0.number($1) }
        json.punctuation(UInt8(ascii: ","))
        json.key("id")
        json.integer(id)
        json.punctuation(UInt8(ascii: ","))
        json.key("isFavourite")
        json.bool(isFavourite)
        json.punctuation(UInt8(ascii: ","))
        json.key("name")
        json.string(name)
        json.punctuation(UInt8(ascii: ","))
        json.key("rating")
        json.optional(rating) { $0.integer($1) }
        json.punctuation(UInt8(ascii: ","))
        json.key("ratingCount")
        json.integer(ratingCount)
        json.punctuation(UInt8(ascii: ","))
        json.key("style")
        json.optional(style) { $0.string($1) }
        json.punctuation(UInt8(ascii: "}"))
    }
}
