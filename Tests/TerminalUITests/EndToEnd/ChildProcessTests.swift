import Foundation
import PTYTestSupport
import XCTest

/// `ChildProcess` gives a child only its standard streams: a daemon started by a test (a tmux
/// server) must not keep the test runner's pipes open.
final class ChildProcessTests: XCTestCase {
    func testTheChildInheritsNoDescriptorsBeyondItsStandardStreams() throws {
        var extra: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&extra), 0)
        defer { close(extra[0]); close(extra[1]) }
        let result = try ChildProcess.run("/bin/sh", ["-c", "ls /proc/$$/fd"])
        XCTAssertEqual(result.status, 0, result.errors)
        let open = Set(result.output.split(separator: "\n").compactMap { Int32($0) })
        XCTAssertTrue(open.isSuperset(of: [0, 1, 2]), "\(open.sorted())")
        XCTAssertFalse(open.contains(extra[0]), "the read end leaked: \(open.sorted())")
        XCTAssertFalse(open.contains(extra[1]), "the write end leaked: \(open.sorted())")
    }
}
