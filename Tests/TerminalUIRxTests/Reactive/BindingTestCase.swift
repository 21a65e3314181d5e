import RxCore
import RxCoreTest
import XCTest

/// Base class of the `.rx` tests: each test must leave RxCore's `Resources.total` where it found
/// it, so every binding is released once its bag or subscription is disposed.
class BindingTestCase: XCTestCase {
    private var baseline: Int32 = 0

    override func setUp() {
        super.setUp()
        baseline = Resources.total
    }

    override func tearDown() {
        XCTAssertEqual(Resources.total, baseline, "leaked sinks or subscriptions")
        super.tearDown()
    }

    /// Runs `body` on the main actor; XCTest runs tests on the main thread.
    func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }
}

/// Collects events synchronously (for elements that are not `Equatable`, such as `Void`).
final class EventRecorder<Element>: ObserverType {
    private(set) var events: [Event<Element>] = []

    func on(_ event: Event<Element>) { events.append(event) }

    var elements: [Element] { events.compactMap(\.element) }
    var isCompleted: Bool { events.contains { if case .completed = $0 { true } else { false } } }
    var hasError: Bool { events.contains { $0.error != nil } }
}
