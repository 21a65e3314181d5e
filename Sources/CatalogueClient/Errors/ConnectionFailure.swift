import Catalogue
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What went wrong below HTTP, worded for the person at the keyboard: URLSession's errors become
/// `RemoteCatalogueError`s naming the server. A cancelled task stays a cancellation (nothing
/// failed: someone stopped waiting).
enum ConnectionFailure {
    static func mapped(_ error: any Error, address: String) -> any Error {
        switch error {
        case is RemoteCatalogueError, is AccountError, is CatalogueError, is CancellationError:
            return error
        case is TimeLimitReached:
            return RemoteCatalogueError.timedOut(address: address)
        case is AnswerTooLarge:
            return RemoteCatalogueError.serverFailed(address: address, detail: "an answer too large to read")
        case let error as URLError:
            switch error.code {
            case .cancelled: return CancellationError()
            case .timedOut: return RemoteCatalogueError.timedOut(address: address)
            case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData:
                return RemoteCatalogueError.serverFailed(address: address, detail: "an answer that is not HTTP")
            default: return RemoteCatalogueError.unreachable(address: address, reason: reason(error))
            }
        default:
            return RemoteCatalogueError.unreachable(address: address, reason: "\(error)")
        }
    }

    /// Why no conversation with the server was possible.
    static func reason(_ error: URLError) -> String {
        switch error.code {
        case .cannotConnectToHost: "connection refused"
        case .cannotFindHost, .dnsLookupFailed: "host not found"
        case .networkConnectionLost: "the connection was reset"
        case .notConnectedToInternet: "network unreachable"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected,
             .clientCertificateRequired:
            "TLS failure (\(error.localizedDescription))"
        case .zeroByteResource: "the server closed the connection"
        default: error.localizedDescription
        }
    }
}
