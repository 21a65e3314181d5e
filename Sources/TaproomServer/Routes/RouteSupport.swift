import Catalogue
import Hummingbird

extension TaproomRequestContext {
    /// The path's `{id}` as a beer id; 404 when it is not a number (no beer has that id).
    func beerID() throws -> Int64 {
        guard let text = parameters.get("id"), let id = Int64(text), id > 0 else {
            throw APIError(.notFound, code: "not_found", message: "no beer has id \(parameters.get("id") ?? "")", field: "id")
        }
        return id
    }

    /// The signed-in person; routes behind `BearerAuthentication(required: true)` always have one.
    func signedIn() throws -> Session {
        guard let session else { throw APIError.unauthorized }
        return session
    }
}
