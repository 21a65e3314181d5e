import CataloguePostgres
import LogTestSupport
import PostgresNIO
import XCTest

/// The catalogue's postgres-nio pool is running by the time anything asks it for a connection.
final class ConnectionPoolTests: PostgresCatalogueTestCase {
    func testTheConnectionPoolIsRunningBeforeTheFirstQuery() async throws {
        // Each new catalogue asks for a connection at once: the pool must already be running
        // (postgres-nio warns "run() hasn't been called yet" otherwise).
        let log = CapturedLog()
        for _ in 0..<5 {
            let configuration = PostgresClient.Configuration(
                unixSocketPath: server.socketPath, username: server.username, password: nil, database: "postgres")
            let catalogue = PostgresCatalogue(configuration: configuration, passwords: .testing, logger: log.logger)
            _ = try? await catalogue.revision()
            await catalogue.shutdown()
        }
        XCTAssertEqual(log.all.filter { $0.contains("run()") }, [])
    }
}
