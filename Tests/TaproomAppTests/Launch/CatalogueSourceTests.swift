import Catalogue
import CatalogueServices
import RemoteCatalogueTestSupport
import TaproomApp
import XCTest

final class CatalogueSourceTests: XCTestCase {
    func testAServersSignInIsKeptUnderTheStateFolderTheEnvironmentNames() throws {
        let remote = InMemoryRemoteCatalogue(store: try CatalogueStore.inMemory())
        guard case .server(_, let saved) = CatalogueSource.server(remote, environment: ["XDG_STATE_HOME": "/state"]) else {
            return XCTFail("not a server")
        }
        XCTAssertEqual(saved?.fileURL.path, "/state/taproom/signin-http%3A%2F%2Fbeer.test%3A8080")
        guard case .server(_, let nowhere) = CatalogueSource.server(remote, environment: [:]) else { return XCTFail("not a server") }
        XCTAssertNil(nowhere, "no state folder: no \"Stay signed in\"")
    }
}
