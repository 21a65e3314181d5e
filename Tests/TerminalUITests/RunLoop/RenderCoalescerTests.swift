import XCTest
@testable import TerminalUI

/// A coalescer whose "main queue turns" the test runs by hand.
@MainActor
private final class CoalescerHarness {
    var scheduled: [@MainActor () -> Void] = []
    var renders = 0
    lazy var coalescer = RenderCoalescer(schedule: { [unowned self] work in self.scheduled.append(work) },
                                         render: { [unowned self] in self.renders += 1 })

    func runTurn() {
        let work = scheduled
        scheduled.removeAll()
        for item in work { item() }
    }
}

// XCTest on Linux cannot run @MainActor test methods; each test body assumes the main actor
// (XCTest runs tests on the main thread).
final class RenderCoalescerTests: XCTestCase {
    func testManyRequestsInOneTurnRenderOnce() {
        MainActor.assumeIsolated {
            let harness = CoalescerHarness()
            for _ in 0..<100 { harness.coalescer.request() }
            XCTAssertEqual(harness.renders, 0)
            XCTAssertEqual(harness.scheduled.count, 1)
            harness.runTurn()
            XCTAssertEqual(harness.renders, 1)
            XCTAssertFalse(harness.coalescer.isPending)
        }
    }

    func testARequestAfterARenderSchedulesAnother() {
        MainActor.assumeIsolated {
            let harness = CoalescerHarness()
            harness.coalescer.request()
            harness.runTurn()
            harness.coalescer.request()
            harness.runTurn()
            XCTAssertEqual(harness.renders, 2)
        }
    }

    func testFlushRendersNowAndCancelsTheScheduledRender() {
        MainActor.assumeIsolated {
            let harness = CoalescerHarness()
            harness.coalescer.request()
            harness.coalescer.flush()
            XCTAssertEqual(harness.renders, 1)
            harness.runTurn()
            XCTAssertEqual(harness.renders, 1)
        }
    }

    func testFlushWithoutARequestDoesNothing() {
        MainActor.assumeIsolated {
            let harness = CoalescerHarness()
            harness.coalescer.flush()
            XCTAssertEqual(harness.renders, 0)
        }
    }
}
