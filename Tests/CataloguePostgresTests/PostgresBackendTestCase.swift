import Catalogue
import CataloguePostgres
import Foundation
import PostgresNIO
import PostgresTestSupport
import XCTest

/// A test case with its own database on this process's PostgreSQL server (started on first
/// use; a server that cannot start fails the test with the reason, never skips it).
class PostgresBackendTestCase: XCTestCase {
    private(set) var server: PostgresTestServer!
    private var backends: [PostgresCatalogueBackend] = []
    /// The clock the backends and the SQLite account service read.
    let clock = TestClock()

    /// Subclasses that set up asynchronously call this first (XCTest runs the async `setUp`
    /// before `setUpWithError`).
    override func setUp() async throws {
        try await super.setUp()
        server = try PostgresTestServer.running()
    }

    override func tearDown() async throws {
        for backend in backends { await backend.shutdown() }
        backends = []
        try await super.tearDown()
    }

    /// A backend on a new, empty database, migrated unless `migrated` is false.
    func makeBackend(migrated: Bool = true, throttle: SignInThrottle = SignInThrottle()) async throws
        -> PostgresCatalogueBackend {
        let backend = try makeBackend(database: try server.makeDatabase(), throttle: throttle)
        if migrated { try await backend.migrate() }
        return backend
    }

    /// Another backend on the database `database` (as another server process would be).
    func makeBackend(database: String, throttle: SignInThrottle = SignInThrottle()) throws -> PostgresCatalogueBackend {
        let configuration = PostgresClient.Configuration(
            unixSocketPath: server.socketPath, username: server.username, password: nil, database: database)
        let clock = self.clock
        let backend = PostgresCatalogueBackend(configuration: configuration, parameters: .testing, throttle: throttle,
                                               now: { clock.now })
        backends.append(backend)
        return backend
    }
}
