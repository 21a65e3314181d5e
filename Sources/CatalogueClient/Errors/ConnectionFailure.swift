import AsyncHTTPClient
import Catalogue
import Foundation
import NIOCore
import NIOPosix
import NIOSSL

/// What went wrong below HTTP, worded for the person at the keyboard: the errors of
/// AsyncHTTPClient, SwiftNIO and the TLS layer become `RemoteCatalogueError`s naming the server.
/// A cancelled task stays a cancellation (nothing failed: someone stopped waiting).
enum ConnectionFailure {
    static func mapped(_ error: any Error, address: String) -> any Error {
        switch error {
        case is RemoteCatalogueError, is AccountError, is CatalogueBackendError, is CancellationError:
            return error
        case is TimeLimitReached:
            return RemoteCatalogueError.timedOut(address: address)
        case let error as HTTPClientError:
            switch error {
            case .deadlineExceeded, .readTimeout, .writeTimeout, .getConnectionFromPoolTimeout:
                return RemoteCatalogueError.timedOut(address: address)
            case .cancelled:
                return CancellationError()
            default:
                return RemoteCatalogueError.unreachable(address: address, reason: reason(error))
            }
        case is NIOTooManyBytesError:
            return RemoteCatalogueError.serverFailed(address: address, detail: "an answer too large to read")
        default:
            return RemoteCatalogueError.unreachable(address: address, reason: reason(error))
        }
    }

    /// Why no conversation with the server was possible.
    static func reason(_ error: any Error) -> String {
        switch error {
        case let error as NIOConnectionError:
            if let failure = error.connectionErrors.first { return reason(failure.error) }
            if error.dnsAError != nil || error.dnsAAAAError != nil { return "host not found" }
            return "no address to connect to"
        case is SocketAddressError.UnknownHost:
            return "host not found"
        case is SocketAddressError:
            return "not an address this machine can connect to"
        case let error as IOError:
            switch error.errnoCode {
            case ECONNREFUSED: return "connection refused"
            case ECONNRESET, EPIPE: return "the connection was reset"
            case EHOSTUNREACH: return "host unreachable"
            case ENETUNREACH: return "network unreachable"
            case ETIMEDOUT: return "the connection timed out"
            default: return String(cString: strerror(error.errnoCode)).lowercased()
            }
        case is NIOSSLError, is BoringSSLError, is NIOSSLExtraError:
            return "TLS failure (\(error))"
        case let error as HTTPClientError:
            switch error {
            case .connectTimeout: return "the connection timed out"
            case .tlsHandshakeTimeout: return "TLS failure (the handshake timed out)"
            case .remoteConnectionClosed: return "the server closed the connection"
            default: return "\(error)"
            }
        default:
            return "\(error)"
        }
    }
}
