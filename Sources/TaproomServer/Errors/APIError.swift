import Catalogue
import Foundation
import Hummingbird

/// A refusal as the client sees it: an HTTP status and `{"error": {"code", "message", "field"?}}`.
/// `message` is written for people; `code` is stable for programs; `field` names the query
/// parameter, path parameter or body property at fault. Nothing internal is ever put in one.
public struct APIError: Error, HTTPResponseError, Sendable {
    public let status: HTTPResponse.Status
    public let code: String
    public let message: String
    public let field: String?
    /// Where in an imported body the fault is (1-based), when known.
    public var line: Int?
    public var column: Int?
    /// Seconds to wait before trying again (429, 503), sent as `Retry-After` too.
    public var retryAfter: Int?
    /// Exactly why an import was refused (422 `invalid_import`).
    public var importFault: API.ImportFault?
    /// The methods the path answers (405), sent as `Allow`.
    public var allow: [String]?

    public init(_ status: HTTPResponse.Status, code: String, message: String, field: String? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.field = field
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        if let allow { headers[.allow] = allow.joined(separator: ", ") }
        let body = try API.encoder().encode(API.ErrorBody(error: .init(
            code: code, message: message, field: field, line: line, column: column, retryAfter: retryAfter,
            importFault: importFault)))
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}

extension APIError {
    static func badRequest(_ message: String, field: String?, code: String = "invalid_parameter") -> APIError {
        APIError(.badRequest, code: code, message: message, field: field)
    }

    static let unauthorized = APIError(.unauthorized, code: "unauthorized",
                                       message: "sign in first: send Authorization: Bearer <token>")
    static let internalError = APIError(.internalServerError, code: "internal_error", message: "internal error")

    static func noSuchBeer(_ id: Int64) -> APIError {
        APIError(.notFound, code: "not_found", message: "no beer has id \(id)", field: "id")
    }
}
