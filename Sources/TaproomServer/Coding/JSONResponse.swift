import Catalogue
import Hummingbird

/// An answer whose body is one of the API's types (`API.…`), written by `API.encoder()`: the
/// same JSON the client reads and `taproom search --json` prints.
struct JSONResponse<Body: Encodable>: ResponseGenerator {
    let status: HTTPResponse.Status
    let body: Body

    init(_ body: Body, status: HTTPResponse.Status = .ok) {
        self.status = status
        self.body = body
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        let data = try API.encoder().encode(body)
        return Response(status: status, headers: [.contentType: "application/json; charset=utf-8"],
                        body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
