import CCurl
import Catalogue
import Foundation

/// What went wrong below HTTP, worded for the person at the keyboard: libcurl's failures become
/// `RemoteCatalogueError`s naming the server. A cancelled task stays a cancellation (nothing
/// failed: someone stopped waiting).
enum ConnectionFailure {
    static func mapped(_ error: any Error, address: String) -> any Error {
        switch error {
        case is RemoteCatalogueError, is AccountError, is CatalogueError, is QueryError, is CancellationError:
            return error
        case is TimeLimitReached:
            return RemoteCatalogueError.timedOut(address: address)
        case is AnswerTooLarge:
            return RemoteCatalogueError.serverFailed(address: address, detail: "an answer too large to read")
        case let failure as CurlFailure:
            switch failure.code {
            case CURLE_OPERATION_TIMEDOUT:
                return RemoteCatalogueError.timedOut(address: address)
            case CURLE_WEIRD_SERVER_REPLY, CURLE_UNSUPPORTED_PROTOCOL:
                // libcurl calls an answer that is not HTTP "HTTP/0.9" and refuses it.
                return RemoteCatalogueError.serverFailed(address: address, detail: "an answer that is not HTTP")
            default:
                return RemoteCatalogueError.unreachable(address: address, reason: reason(failure))
            }
        default:
            return RemoteCatalogueError.unreachable(address: address, reason: "\(error)")
        }
    }

    /// Why no conversation with the server was possible.
    static func reason(_ failure: CurlFailure) -> String {
        switch failure.code {
        case CURLE_COULDNT_CONNECT:
            switch failure.osError {
            case EHOSTUNREACH: return "host unreachable"
            case ENETUNREACH: return "network unreachable"
            case ETIMEDOUT: return "the connection timed out"
            default: return "connection refused"
            }
        case CURLE_COULDNT_RESOLVE_HOST: return "host not found"
        case CURLE_URL_MALFORMAT: return "not an address this machine can connect to"
        case CURLE_GOT_NOTHING: return "the server closed the connection without answering"
        case CURLE_PARTIAL_FILE: return "the server closed the connection before the whole answer arrived"
        case CURLE_RECV_ERROR, CURLE_SEND_ERROR:
            if isTLS(failure.message) { return tlsReason(failure.message) }
            return failure.osError == ECONNRESET || failure.osError == EPIPE || failure.osError == 0
                ? "the connection was reset" : failure.message
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
             CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS:
            return tlsReason(failure.message)
        default:
            return isTLS(failure.message) ? tlsReason(failure.message) : failure.message
        }
    }

    private static func isTLS(_ words: String) -> Bool {
        ["SSL", "TLS", "certificate"].contains { words.localizedCaseInsensitiveContains($0) }
    }

    /// A TLS failure in words: which of the usual mistakes it is, where libcurl's words say so.
    private static func tlsReason(_ words: String) -> String {
        let detail: String
        if words.localizedCaseInsensitiveContains("wrong version number") {
            detail = "the server does not speak TLS on that port (is its address http:// rather than https://?)"
        } else if words.localizedCaseInsensitiveContains("certificate problem") {
            let problem = words.range(of: "certificate problem:").map { words[$0.upperBound...] }
                .map { $0.trimmingCharacters(in: .whitespaces) } ?? words
            detail = "the server's certificate is not trusted (\(problem))"
        } else if words.localizedCaseInsensitiveContains("subject name") || words.localizedCaseInsensitiveContains("does not match") {
            detail = "the server's certificate is for another name"
        } else if words.contains("SSL_ERROR_SYSCALL") || words.localizedCaseInsensitiveContains("unexpected eof") {
            detail = "the server closed the connection during the handshake"
        } else {
            detail = words
        }
        return "TLS failure: \(detail)"
    }
}
