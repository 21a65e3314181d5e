import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import NIOSSL

/// The PEM files `--tls-certificate` and `--tls-key` name: with them the server speaks HTTPS itself.
public struct ServerTLS: Sendable {
    public let certificatePath: String
    public let keyPath: String

    public init(certificatePath: String, keyPath: String) {
        self.certificatePath = certificatePath
        self.keyPath = keyPath
    }

    /// HTTP/1.1 over TLS with the certificate chain and key read now, so a bad file is reported
    /// before the server starts rather than at the first connection.
    func serverBuilder() throws -> HTTPServerBuilder {
        let chain: [NIOSSLCertificate]
        let key: NIOSSLPrivateKey
        do {
            chain = try NIOSSLCertificate.fromPEMFile(certificatePath)
        } catch {
            throw ServerSetupError.unreadableTLSFile(path: certificatePath, what: "certificate")
        }
        do {
            key = try NIOSSLPrivateKey(file: keyPath, format: .pem)
        } catch {
            throw ServerSetupError.unreadableTLSFile(path: keyPath, what: "private key")
        }
        guard !chain.isEmpty else { throw ServerSetupError.unreadableTLSFile(path: certificatePath, what: "certificate") }
        let configuration = TLSConfiguration.makeServerConfiguration(
            certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key))
        return try .tls(.http1(), tlsConfiguration: configuration)
    }
}

/// Why the server could not be set up, in words for the person starting it.
public enum ServerSetupError: Error, Hashable, Sendable, CustomStringConvertible {
    case unreadableTLSFile(path: String, what: String)

    public var description: String {
        switch self {
        case let .unreadableTLSFile(path, what): "cannot read a PEM \(what) from \(path)"
        }
    }
}
