import Catalogue
import CatalogueConformance
import CataloguePostgres
import Foundation
import Logging
import PostgresNIO
import PostgresTestSupport
import XCTest

/// A test case with its own databases on this process's PostgreSQL server (started on first
/// use; a server that cannot start fails the test with the reason, never skips it).
class PostgresCatalogueTestCase: XCTestCase {
    private(set) var server: PostgresTestServer!
    private var catalogues: [PostgresCatalogue] = []
    /// The clock the catalogues' sessions (and the SQLite reference's) read.
    let clock = ConformanceClock()

    /// Subclasses that set up asynchronously call this first (XCTest runs the async `setUp`
    /// before `setUpWithError`).
    override func setUp() async throws {
        try await super.setUp()
        server = try PostgresTestServer.running()
    }

    override func tearDown() async throws {
        for catalogue in catalogues { await catalogue.shutdown() }
        catalogues = []
        try await super.tearDown()
    }

    /// A catalogue on a new, empty database, migrated unless `migrated` is false.
    func makeCatalogue(migrated: Bool = true, throttle: SignInThrottle = SignInThrottle()) async throws -> PostgresCatalogue {
        let catalogue = try makeCatalogue(database: try server.makeDatabase(), throttle: throttle)
        if migrated { try await catalogue.migrate() }
        return catalogue
    }

    /// Another catalogue on the database `database` (as another server process would be), its
    /// sessions on `clock` (the test's by default).
    func makeCatalogue(database: String, throttle: SignInThrottle = SignInThrottle(),
                       sessions: SessionRules? = nil) throws -> PostgresCatalogue {
        let configuration = PostgresClient.Configuration(
            unixSocketPath: server.socketPath, username: server.username, password: nil, database: database)
        let catalogue = PostgresCatalogue(configuration: configuration, location: "PostgreSQL \(database)",
                                          passwords: .testing, throttle: throttle,
                                          sessions: sessions ?? clock.sessionRules)
        catalogues.append(catalogue)
        return catalogue
    }

    /// Runs `body` on a connection of its own to `database`, outside any catalogue (to look at
    /// tables, or end other connections).
    func withAdminConnection<T: Sendable>(to database: String,
                                          _ body: (PostgresConnection) async throws -> T) async throws -> T {
        let configuration = PostgresConnection.Configuration(
            unixSocketPath: server.socketPath, username: server.username, password: nil, database: database)
        let connection = try await PostgresConnection.connect(
            on: PostgresConnection.defaultEventLoopGroup.next(), configuration: configuration, id: 1,
            logger: Self.quiet).get()
        do {
            let result = try await body(connection)
            try await connection.close()
            return result
        } catch {
            try? await connection.close()
            throw error
        }
    }

    static let quiet = Logger(label: "taproom.test.admin")
}
