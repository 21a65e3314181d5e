import RxCore
import RxCoreTest
import XCTest

/// `Resources` counts what RxSwift counts under TRACE_RESOURCES (debug builds).
final class ResourcesTests: RxTestCase {
    func testALiveObservableCountsUntilReleased() {
        let before = Resources.total
        var observable: Observable<Int>? = Observable.just(1)
        XCTAssertNotNil(observable)
        XCTAssertEqual(Resources.total, before + 1)
        observable = nil
        XCTAssertEqual(Resources.total, before)
    }

    func testASubjectCountsAsAnObservable() {
        let before = Resources.total
        var subject: PublishSubject<Int>? = PublishSubject()
        XCTAssertNotNil(subject)
        XCTAssertGreaterThan(Resources.total, before)
        subject = nil
        XCTAssertEqual(Resources.total, before)
    }

    func testObserveOnASerialDispatchQueueSchedulerIsCountedApart() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "resources-tests")
        let before = Resources.numberOfSerialDispatchQueueObservables
        var observable: Observable<Int>? = Observable.just(1).observe(on: scheduler)
        XCTAssertNotNil(observable)
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before + 1)
        _ = Observable.just(1).observe(on: TestScheduler(initialClock: 0))
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before + 1)
        observable = nil
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before)
    }
}
