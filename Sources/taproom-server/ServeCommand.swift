import ArgumentParser
import Catalogue
import CataloguePostgres
import CommandLineSupport
import Foundation
import Locking
import Logging
import ServiceLifecycle
import TaproomServer

/// `taproom serve`: the shared catalogue's HTTP API (docs/openapi.json) until SIGTERM or Ctrl-C,
/// which finish the requests under way before the process exits.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the catalogue over HTTP (a JSON API; see docs/openapi.json).",
        discussion: "Accounts, favourites, ratings and notes are the database's. SIGTERM or Ctrl-C stops the server gracefully.")

    @OptionGroup var databaseOptions: DatabaseOptions

    @Option(help: ArgumentHelp("Serve the shared catalogue in this PostgreSQL database instead of a SQLite file. Default: TAPROOM_POSTGRES_URL.",
                               valueName: "postgres://user@host:port/database"))
    var postgres: String?

    @Option(help: ArgumentHelp("host:port to listen on (port 0 picks a free one). Default: TAPROOM_LISTEN, else 127.0.0.1:8080.",
                               valueName: "host:port"))
    var listen: String?

    @Option(name: .customLong("tls-certificate"), help: ArgumentHelp("Serve HTTPS with this PEM certificate chain.", valueName: "PEM"))
    var tlsCertificate: String?

    @Option(name: .customLong("tls-key"), help: ArgumentHelp("The PEM private key of --tls-certificate.", valueName: "PEM"))
    var tlsKey: String?

    func validate() throws {
        if (tlsCertificate == nil) != (tlsKey == nil) {
            throw ValidationError("--tls-certificate and --tls-key go together")
        }
        _ = try listenAddress()
        if try postgresURL() != nil, databaseOptions.database != nil || databaseOptions.readOnly {
            throw ValidationError("--postgres serves a PostgreSQL database: --database and --read-only are for a SQLite file")
        }
    }

    /// `--postgres`, else TAPROOM_POSTGRES_URL; nil to serve a SQLite file.
    private func postgresURL() throws -> PostgresURL? {
        let text = postgres ?? ProcessInfo.processInfo.environment["TAPROOM_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
        guard let text else { return nil }
        do {
            return try PostgresURL(text)
        } catch {
            throw ValidationError("--postgres: \(error)")
        }
    }

    func run() throws {
        try reportingFailures {
            let address = try listenAddress()
            let logger = Self.makeLogger()
            let served: ServedCatalogue = try postgresURL().map { .postgres($0) } ?? .sqlite(databaseOptions)
            let (catalogue, close) = try waitFor { try await served.open(logger: logger) }
            let tls = tlsCertificate.flatMap { certificate in tlsKey.map { ServerTLS(certificatePath: certificate, keyPath: $0) } }
            let scheme = tls == nil ? "http" : "https"
            let server: any Service
            do {
                server = try TaproomServer.service(catalogue: catalogue, listen: address, tls: tls, logger: logger) { port in
                    // The one line on standard output: scripts (and tests) read the bound port from it.
                    let line = "taproom: serving on \(scheme)://\(address.host):\(port ?? address.port)\n"
                    FileHandle.standardOutput.write(Data(line.utf8))
                }
            } catch let error as ServerSetupError {
                throw CommandFailure(message: error.description, status: .failure)
            }
            let services = ServiceGroup(configuration: .init(
                services: [server], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
            do {
                try waitFor {
                    do {
                        try await services.run()
                    } catch {
                        await close()
                        throw error
                    }
                    await close()
                }
            } catch {
                throw CommandFailure(message: "the server stopped: \(error)", status: .failure)
            }
            logger.info("stopped")
        }
    }

    private func listenAddress() throws -> ListenAddress {
        let text = listen ?? ProcessInfo.processInfo.environment["TAPROOM_LISTEN"].flatMap { $0.isEmpty ? nil : $0 }
        guard let text else { return .defaultAddress }
        guard let address = ListenAddress(parsing: text) else {
            throw ValidationError("--listen takes host:port, such as 127.0.0.1:8080, not \(text)")
        }
        return address
    }

    /// swift-log to standard error, at LOG_LEVEL (info by default).
    private static func makeLogger() -> Logger {
        let level = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        return Logger(label: "taproom.serve")
    }
}
