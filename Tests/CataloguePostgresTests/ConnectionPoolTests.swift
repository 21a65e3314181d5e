import CataloguePostgres
import LogTestSupport
import PostgresNIO
import XCTest

/// The backend's postgres-nio pool is running by the time anything asks it for a connection.
final class ConnectionPoolTests: PostgresBackendTestCase {
    func testTheConnectionPoolIsRunningBeforeTheFirstQuery() async throws {
        // Each new backend asks for a connection at once: the pool must already be running
        // (postgres-nio warns "run() hasn't been called yet" otherwise).
        let log = CapturedLog()
        for _ in 0..<5 {
            let configuration = PostgresClient.Configuration(
                unixSocketPath: server.socketPath, username: server.username, password: nil, database: "postgres")
            let backend = PostgresCatalogueBackend(configuration: configuration, parameters: .testing, logger: log.logger)
            _ = try? await backend.revision()
            await backend.shutdown()
        }
        XCTAssertEqual(log.all.filter { $0.contains("run()") }, [])
    }
}
