import Catalogue
import Hummingbird
import Logging

extension APIError {
    /// The client's view of an error a route let through: the catalogue's own refusals become
    /// 4xx with their message; anything else is logged in full here and answered with a bare
    /// 500, so no SQL, path or stack ever reaches a response.
    static func from(_ error: any Error, logger: Logger) -> APIError {
        switch error {
        case let error as APIError:
            return error
        case let error as QueryError:
            return .badRequest(error.description, field: "q", code: "invalid_query")
        case let error as AccountError:
            return from(error)
        case let error as CatalogueError:
            switch error {
            case .noSuchBeer(let id): return .noSuchBeer(id)
            case .noSuchUser: return .unauthorized
            case .readOnly: return APIError(.forbidden, code: "read_only", message: "the catalogue is read-only")
            case .notAdmin: return APIError(.forbidden, code: "forbidden", message: "only an admin account may import")
            case .unavailable:
                // The database's name and the reason go to the log; the client learns when to try again.
                logger.warning("the catalogue cannot be reached", metadata: ["error": "\(error)"])
                return .tryAgain(code: "unavailable", "the catalogue's database cannot be reached; try again")
            }
        case StoreError.readOnly:
            return APIError(.forbidden, code: "read_only", message: "the catalogue is read-only")
        case StoreError.locked:
            return .tryAgain(code: "busy", "the catalogue is busy; try again")
        case let error as ImportError:
            return from(error)
        case let error as CheckInError:
            return APIError(.unprocessableContent, code: "invalid_value", message: error.description, field: error.field.rawValue)
        case let error as HTTPResponseError where error.status == .contentTooLarge:
            return APIError(.contentTooLarge, code: "body_too_large", message: "the request body is too large",
                            field: "body")
        case let error as HTTPError where error.status == .notFound:
            return APIError(.notFound, code: "not_found", message: "no such resource")
        case let error as HTTPError where error.status.kind == .clientError:
            return APIError(error.status, code: "bad_request", message: error.status.reasonPhrase)
        default:
            logger.error("request failed", metadata: ["error": "\(String(reflecting: error))"])
            return .internalError
        }
    }

    private static func from(_ error: AccountError) -> APIError {
        switch error {
        case .invalidUsername: APIError(.unprocessableContent, code: "invalid_value", message: error.description, field: "name")
        case .invalidPassword: APIError(.unprocessableContent, code: "invalid_value", message: error.description, field: "password")
        case .nameTaken: APIError(.conflict, code: "name_taken", message: error.description, field: "name")
        case .noSuchUser, .wrongCredentials, .unreadableHash:
            APIError(.unauthorized, code: "wrong_credentials", message: AccountError.wrongCredentials.description)
        case .throttled(let seconds):
            with(APIError(.tooManyRequests, code: "throttled", message: error.description)) { $0.retryAfter = seconds }
        }
    }

    private static func from(_ error: ImportError) -> APIError {
        var refusal = APIError(.unprocessableContent, code: "invalid_import", message: error.description, field: "body")
        refusal.importFault = API.ImportFault(error)
        switch error {
        case let .invalidUTF8(_, line, column), let .nulCharacter(_, line, column), let .invalidJSON(_, line, column, _):
            refusal.line = line
            refusal.column = column
        case let .fieldCount(_, line, _, _), let .unterminatedQuote(_, line), let .unexpectedCharacterAfterQuote(_, line):
            refusal.line = line
        case .unreadableFile, .missingColumn, .emptyFile, .noBeerFile, .unknownFormat:
            break
        }
        return refusal
    }

    /// A 503 with `Retry-After`: the catalogue may answer in a moment (a locked SQLite file, a
    /// PostgreSQL server restarting).
    private static func tryAgain(code: String, _ message: String) -> APIError {
        with(APIError(.serviceUnavailable, code: code, message: message)) { $0.retryAfter = retrySeconds }
    }

    /// What a 503 asks the client to wait: about as long as PostgreSQL takes to restart.
    static let retrySeconds = 2

    private static func with(_ error: APIError, _ change: (inout APIError) -> Void) -> APIError {
        var error = error
        change(&error)
        return error
    }
}
