import Catalogue
import Foundation

/// An answer the call did not hope for, as the error the protocol promises: the catalogue's own
/// refusals (`AccountError`, `CatalogueError`) where the server reported one of them, and
/// `RemoteCatalogueError` for the rest.
enum Refusal {
    /// What was asked, which decides what a 401 or a 409 means.
    enum Call {
        case signIn
        case createAccount(name: String)
        case other
    }

    static func error(for reply: HTTPReply, call: Call, address: String) -> any Error {
        let detail = try? API.decoder().decode(API.ErrorBody.self, from: reply.body).error
        // An import refused for a fault in the file: the same `ImportError` the store gave.
        if reply.status == 422, let fault = detail?.importFault?.error { return fault }
        switch reply.status {
        case 401:
            if case .other = call { return RemoteCatalogueError.signInExpired }
            return AccountError.wrongCredentials
        case 429:
            let seconds = reply.header("Retry-After").flatMap { Int($0) } ?? detail?.retryAfter ?? 1
            return AccountError.throttled(retryAfterSeconds: seconds)
        case 409 where detail?.code == "name_taken":
            if case .createAccount(let name) = call { return AccountError.nameTaken(name) }
        case 422 where detail?.field == "name":
            return AccountError.invalidUsername(reason(detail?.message, after: "invalid username: "))
        case 422 where detail?.field == "password":
            return AccountError.invalidPassword(reason(detail?.message, after: "invalid password: "))
        case 403 where detail?.code == "read_only":
            return CatalogueError.readOnly
        case 403 where detail?.code == "forbidden":
            return CatalogueError.notAdmin
        case 500...:
            return RemoteCatalogueError.serverFailed(address: address, detail: detail?.message ?? "HTTP \(reply.status)")
        default:
            break
        }
        guard (400..<500).contains(reply.status) else {
            return RemoteCatalogueError.serverFailed(address: address, detail: "an unexpected HTTP \(reply.status)")
        }
        guard let detail else {
            return RemoteCatalogueError.serverFailed(address: address,
                                                     detail: "an HTTP \(reply.status) this client cannot read")
        }
        return RemoteCatalogueError.rejected(status: reply.status, code: detail.code, message: detail.message,
                                             field: detail.field)
    }

    /// The account error's own reason: the server sends its whole description.
    private static func reason(_ message: String?, after prefix: String) -> String {
        guard let message else { return "" }
        return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }
}
