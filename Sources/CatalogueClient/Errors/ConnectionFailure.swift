import Catalogue
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What went wrong below HTTP, worded for the person at the keyboard: URLSession's errors become
/// `RemoteCatalogueError`s naming the server. A cancelled task stays a cancellation (nothing
/// failed: someone stopped waiting).
///
/// On Linux URLSession is libcurl, and its `URLError` codes cover only some failures: a TLS
/// failure of any kind, or a connection closed halfway through an answer, is `.unknown` with
/// curl's own words ("OpenSSL/3.0.19: error:0A00010B:SSL routines::wrong version number") as its
/// description. Those words are read here for what a person can act on.
enum ConnectionFailure {
    static func mapped(_ error: any Error, address: String) -> any Error {
        switch error {
        case is RemoteCatalogueError, is AccountError, is CatalogueError, is QueryError, is CancellationError:
            return error
        case is TimeLimitReached:
            return RemoteCatalogueError.timedOut(address: address)
        case is AnswerTooLarge:
            return RemoteCatalogueError.serverFailed(address: address, detail: "an answer too large to read")
        case let error as URLError:
            switch error.code {
            case .cancelled: return CancellationError()
            case .timedOut: return RemoteCatalogueError.timedOut(address: address)
            default: break
            }
            if isNotHTTP(error) {
                return RemoteCatalogueError.serverFailed(address: address, detail: "an answer that is not HTTP")
            }
            return RemoteCatalogueError.unreachable(address: address, reason: reason(error))
        default:
            return RemoteCatalogueError.unreachable(address: address, reason: "\(error)")
        }
    }

    /// Why no conversation with the server was possible.
    static func reason(_ error: URLError) -> String {
        let words = curlWords(error)
        switch error.code {
        case .cannotConnectToHost:
            // curl says "Couldn't connect to server" whatever the cause; the cause follows when it is not a refusal.
            if words.localizedCaseInsensitiveContains("no route to host") { return "host unreachable" }
            if words.localizedCaseInsensitiveContains("network is unreachable") { return "network unreachable" }
            return "connection refused"
        case .cannotFindHost, .dnsLookupFailed: return "host not found"
        case .notConnectedToInternet: return "network unreachable"
        case .networkConnectionLost: return "the connection was reset"
        case .zeroByteResource: return "the server closed the connection"
        case .badServerResponse where words.localizedCaseInsensitiveContains("empty reply"):
            return "the server closed the connection without answering"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected,
             .clientCertificateRequired:
            return tlsReason(words)
        default:
            if isTLS(words) { return tlsReason(words) }
            if words.localizedCaseInsensitiveContains("transfer closed") {
                return "the server closed the connection before the whole answer arrived"
            }
            return words
        }
    }

    /// An answer that HTTP cannot read: garbage (curl calls it HTTP/0.9), or a head it cannot parse.
    private static func isNotHTTP(_ error: URLError) -> Bool {
        switch error.code {
        case .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData:
            return true
        case .badServerResponse:
            return !curlWords(error).localizedCaseInsensitiveContains("empty reply")
        case .unsupportedURL:
            // The client only ever asks for http and https URLs: this is what curl says of a non-HTTP answer.
            return curlWords(error).contains("HTTP/0.9")
        default:
            return false
        }
    }

    private static func isTLS(_ words: String) -> Bool {
        ["SSL", "TLS", "certificate"].contains { words.localizedCaseInsensitiveContains($0) }
    }

    /// A TLS failure in words: which of the usual mistakes it is where curl's words say so.
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

    /// curl's message (URLSession on Linux passes it on as the description), without trailing blanks.
    private static func curlWords(_ error: URLError) -> String {
        let words = (error.userInfo[NSLocalizedDescriptionKey] as? String) ?? error.localizedDescription
        return words.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
