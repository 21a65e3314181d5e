import Foundation
import XCTest
@testable import TerminalUI

/// A root that records the keys it sees and draws how many it has seen.
@MainActor
private final class RecordingRoot: ApplicationRoot {
    var keys: [Key] = []
    var sizes: [Size] = []
    var handles: (Key) -> Bool = { _ in true }
    var renders = 0

    func render(into buffer: inout CellBuffer) -> Point? {
        renders += 1
        _ = buffer.put("keys:\(keys.count)", at: .zero)
        return Point(x: 1, y: 0)
    }

    func handle(_ key: Key) -> Bool {
        if case .resize(let size) = key {
            sizes.append(size)
            return true
        }
        keys.append(key)
        return handles(key)
    }
}

/// An application on a headless terminal whose exits are recorded instead of taken.
@MainActor
private final class ApplicationHarness {
    let terminal: HeadlessTerminal
    let root = RecordingRoot()
    var exitCodes: [Int32] = []
    lazy var application = Application(terminal: terminal, terminate: { [unowned self] in self.exitCodes.append($0) })

    init(width: Int = 12, height: Int = 2) {
        terminal = HeadlessTerminal(width: width, height: height)
        application.show(root)
    }

    /// Lets the main queue run what is queued on it (polls with a deadline; no sleeping).
    func drainMainQueue() {
        final class Flag { var isSet = false }
        let flag = Flag()
        DispatchQueue.main.async { MainActor.assumeIsolated { flag.isSet = true } }
        let deadline = Date().addingTimeInterval(5)
        while !flag.isSet, Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.05))
        }
    }
}

// XCTest on Linux cannot run @MainActor test methods; each test body assumes the main actor
// (XCTest runs tests on the main thread).
final class ApplicationTests: XCTestCase {
    func testShowDrawsTheRootWithItsCursor() {
        MainActor.assumeIsolated {
            let harness = ApplicationHarness()
            XCTAssertEqual(harness.root.renders, 1)
            XCTAssertEqual(harness.terminal.text(), "keys:0      \n            ")
            XCTAssertEqual(harness.terminal.cursor, Point(x: 1, y: 0))
        }
    }

    func testKeysGoToTheRootAndOneRenderFollowsPerTurn() {
        MainActor.assumeIsolated {
            let harness = ApplicationHarness()
            harness.terminal.enqueue(text: "abc")
            harness.application.processInput()
            XCTAssertEqual(harness.root.keys, [.character("a"), .character("b"), .character("c")])
            XCTAssertEqual(harness.root.renders, 1)
            harness.drainMainQueue()
            XCTAssertEqual(harness.root.renders, 2)
            XCTAssertEqual(harness.terminal.text().prefix(6), "keys:3")
        }
    }

    func testNoInputMeansNoRender() {
        MainActor.assumeIsolated {
            let harness = ApplicationHarness()
            harness.application.processInput()
            harness.drainMainQueue()
            XCTAssertEqual(harness.root.renders, 1)
        }
    }

    func testClosedInputReadsWhatIsLeftThenExitsAsAHangup() {
        MainActor.assumeIsolated {
            let harness = ApplicationHarness()
            harness.terminal.enqueue(text: "ab")
            harness.terminal.closeInput()
            harness.application.processInput()
            XCTAssertEqual(harness.root.keys, [.character("a"), .character("b")])
            XCTAssertEqual(harness.exitCodes, [])
            // The read source fires again at end of input, and now there is nothing to read.
            harness.application.processInput()
            XCTAssertTrue(harness.terminal.isTornDown)
            XCTAssertEqual(harness.exitCodes, [129])
        }
    }

    func testAnEmptyReadOnOpenInputKeepsRunning() {
        MainActor.assumeIsolated {
            let harness = ApplicationHarness()
            harness.application.processInput()
            XCTAssertFalse(harness.terminal.isTornDown)
            XCTAssertEqual(harness.exitCodes, [])
        }
    }

    func testUnhandledKeysReachTheKeyHandler() {
        MainActor.assumeIsolated {
            let harness = ApplicationHarness()
            harness.root.handles = { $0 != .escape }
            var applicationKeys: [Key] = []
            harness.application.keyHandler = { applicationKeys.append($0) }
            harness.terminal.enqueue([.character("x"), .escape])
            harness.application.processInput()
            XCTAssertEqual(applicationKeys, [.escape])
        }
    }

    func testResizeGoesToTheRootAndTheResizeHandlerNotTheKeyHandler() {
        MainActor.assumeIsolated {
            let harness = ApplicationHarness()
            var sizes: [Size] = []
            harness.application.resizeHandler = { sizes.append($0) }
            harness.terminal.resize(width: 20, height: 5)
            harness.application.processInput()
            XCTAssertEqual(sizes, [Size(width: 20, height: 5)])
            XCTAssertEqual(harness.root.sizes, [Size(width: 12, height: 2), Size(width: 20, height: 5)])
            XCTAssertEqual(harness.root.keys, [])
            harness.drainMainQueue()
            XCTAssertEqual(harness.terminal.text().split(separator: "\n").first?.count, 20)
        }
    }

    func testWindowChangeSignalRedrawsAtTheNewSizeAtOnce() {
        MainActor.assumeIsolated {
            let harness = ApplicationHarness()
            harness.terminal.resize(width: 30, height: 3)
            harness.application.handleSignal(SIGWINCH)
            XCTAssertEqual(harness.root.renders, 2)
            XCTAssertEqual(harness.root.sizes.last, Size(width: 30, height: 3))
            XCTAssertEqual(harness.terminal.buffer.size, Size(width: 30, height: 3))
        }
    }

    func testTerminationSignalsRestoreTheTerminalAndExitWithConventionalCodes() {
        MainActor.assumeIsolated {
            for (signal, code) in [(SIGINT, Int32(130)), (SIGTERM, 143), (SIGHUP, 129)] {
                let harness = ApplicationHarness()
                harness.application.handleSignal(signal)
                XCTAssertTrue(harness.terminal.isTornDown)
                XCTAssertEqual(harness.exitCodes, [code])
            }
        }
    }

    func testQuitTearsDownOnceAndStopsRendering() {
        MainActor.assumeIsolated {
            let harness = ApplicationHarness()
            harness.application.quit(code: 0)
            XCTAssertTrue(harness.terminal.isTornDown)
            XCTAssertEqual(harness.exitCodes, [0])
            harness.application.requestRender()
            harness.drainMainQueue()
            XCTAssertEqual(harness.root.renders, 1)
        }
    }

    func testSuspendAndContinueRedraw() {
        MainActor.assumeIsolated {
            let harness = ApplicationHarness()
            harness.application.handleSignal(SIGTSTP)
            XCTAssertFalse(harness.terminal.isSuspended, "resumed after the (headless) stop")
            XCTAssertEqual(harness.root.renders, 2)
            harness.application.handleSignal(SIGCONT)
            XCTAssertEqual(harness.root.renders, 3)
        }
    }

    func testRequestsInOneTurnCoalesce() {
        MainActor.assumeIsolated {
            let harness = ApplicationHarness()
            for _ in 0..<10 { harness.application.requestRender() }
            harness.drainMainQueue()
            XCTAssertEqual(harness.root.renders, 2)
            XCTAssertEqual(harness.terminal.drawCount, 2)
        }
    }

    func testAScreenRootIsSizedThemedAndAsksForRenders() {
        MainActor.assumeIsolated {
            let terminal = HeadlessTerminal(width: 20, height: 3)
            terminal.colorSupport = .none
            let application = Application(terminal: terminal, terminate: { _ in })
            let screen = Screen(size: .zero)
            let label = Label("hello")
            screen.content = label
            application.show(screen)
            XCTAssertEqual(screen.size, Size(width: 20, height: 3))
            XCTAssertEqual(screen.theme, Theme.monochrome)
            XCTAssertTrue(terminal.text().hasPrefix("hello"))
            label.text = "changed"
            let harness = ApplicationHarness()
            harness.drainMainQueue()
            XCTAssertTrue(terminal.text().hasPrefix("changed"), terminal.text())
            terminal.resize(width: 9, height: 2)
            application.processInput()
            XCTAssertEqual(screen.size, Size(width: 9, height: 2))
        }
    }
}
