import Catalogue
import XCTest

/// Taproom's folders follow the XDG base directories, and their defaults under `HOME`.
final class BaseDirectoryTests: XCTestCase {
    func testEachKindFollowsItsVariableWhenItIsAnAbsolutePath() {
        let environment = ["XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c", "XDG_STATE_HOME": "/s", "HOME": "/h"]
        XCTAssertEqual(BaseDirectory.data.folder(environment: environment), "/d/taproom")
        XCTAssertEqual(BaseDirectory.config.folder(environment: environment), "/c/taproom")
        XCTAssertEqual(BaseDirectory.state.folder(environment: environment), "/s/taproom")
    }

    func testARelativeOrMissingVariableFallsBackToTheDefaultUnderHome() {
        let environment = ["XDG_DATA_HOME": "relative", "HOME": "/h"]
        XCTAssertEqual(BaseDirectory.data.folder(environment: environment), "/h/.local/share/taproom")
        XCTAssertEqual(BaseDirectory.config.folder(environment: environment), "/h/.config/taproom")
        XCTAssertEqual(BaseDirectory.state.folder(environment: environment), "/h/.local/state/taproom")
    }

    func testWithoutAnAbsoluteHomeOnlyTheSystemsHomeDirectorySays() {
        XCTAssertNil(BaseDirectory.state.folder(environment: ["HOME": "relative"]))
        XCTAssertEqual(BaseDirectory.state.folderOrUnderHomeDirectory(environment: [:]),
                       NSHomeDirectory() + "/.local/state/taproom")
    }
}
