import Catalogue
import Foundation
import PTYTestSupport
import XCTest

/// A crash while taproom starts, before it takes the terminal (here while it waits for another
/// program's write to finish, as it would while opening a large or locked catalogue): with the
/// Swift runtime's backtracer on, as it is for a person, the shell gets its prompt back at once,
/// instead of the backtracer asking for a key and waiting 30 s for it.
final class StartupCrashEndToEndTests: XCTestCase {
    private var sandbox: TaproomSandbox!

    override func setUpWithError() throws {
        sandbox = try TaproomSandbox()
    }

    override func tearDown() {
        sandbox = nil
    }

    func testCtrlBackslashWhileStartingHandsThePromptBackAtOnce() throws {
        XCTAssertEqual(try sandbox.run(["init"]).status, 0)
        let path = sandbox.dataHome.appendingPathComponent("taproom/taproom.sqlite").path
        let store = try CatalogueStore(path: path, access: .existing)
        defer { try? store.close() }
        // An older bundled catalogue, which taproom loads again when it starts: it must write.
        try store.write { try $0.setMeta("0", forKey: MetaKey.bundledCatalogueVersion) }
        let writer = WriteHolder(store)
        defer { writer.release() }
        try writer.waitUntilHolding()

        let session = try TmuxSession(width: 100, height: 30, shellCommand: sandbox.shellCommand(
            environment: ["SWIFT_BACKTRACE=enable=yes", "TAPROOM_BUSY_TIMEOUT=60"]))
        let taproom = try waitForProcess(under: session, opening: path)
        XCTAssertEqual(kill(taproom, SIGQUIT), 0)
        let screen = try session.waitForText("EXIT=\(128 + Int(SIGQUIT))\n", "extproc", timeout: 10)
        XCTAssertFalse(screen.contains("Press space to interact"), screen)
        XCTAssertTrue(TerminalMode.sttyShowsCookedMode(screen), screen)
        let unwrapped = screen.replacingOccurrences(of: "\n", with: "")
        XCTAssertTrue(unwrapped.contains("taproom: crashed; the backtrace is in \(sandbox.logFile.path)"), screen)
        XCTAssertFalse(screen.contains("Thread 0"), "the backtrace stays off the screen:\n\(screen)")
        let log = try String(contentsOf: sandbox.logFile, encoding: .utf8)
        XCTAssertTrue(log.contains("Thread 0"), log)
        XCTAssertFalse(log.contains("\u{1B}"), "no colour codes in the log:\n\(log)")
    }

    /// The taproom process in `session`, once it has the catalogue at `path` open (so it is
    /// starting, and has not taken the terminal: the write it waits for has not finished).
    private func waitForProcess(under session: TmuxSession, opening path: String) throws -> pid_t {
        let deadline = Date().addingTimeInterval(WaitScale.scaled(15))
        while Date() < deadline {
            let screen = try session.screen()
            XCTAssertFalse(screen.contains("Taproom —"), "taproom cannot draw before the write it waits for ends:\n\(screen)")
            for child in TmuxSession.children(of: try session.panePID()) {
                let folder = "/proc/\(child)/fd"
                let links = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                if links.contains(where: { (try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + $0)) == path }) {
                    return child
                }
            }
        }
        throw TmuxSession.Failure.timedOut(waitingFor: "taproom to open \(path)", screen: try session.screen())
    }
}

/// Holds the catalogue's write lock on a thread of its own, in a transaction that has written,
/// until released.
private final class WriteHolder: @unchecked Sendable {
    private let holding = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private var didRelease = false

    init(_ store: CatalogueStore) {
        Thread.detachNewThread { [holding, released, finished] in
            _ = try? store.write { transaction in
                try transaction.setMeta("0", forKey: MetaKey.bundledCatalogueVersion)
                holding.signal()
                released.wait()
            }
            finished.signal()
        }
    }

    func waitUntilHolding() throws {
        guard holding.wait(timeout: .now() + WaitScale.scaled(15)) == .success else { throw NeverHeld() }
    }

    struct NeverHeld: Error {}

    func release() {
        guard !didRelease else { return }
        didRelease = true
        released.signal()
        _ = finished.wait(timeout: .now() + 15)
    }
}
