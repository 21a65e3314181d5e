import RxCore
import RxCoreTest
import XCTest

final class SharedSequenceCreationTests: RxTestCase {
    func testCreationDeliversOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let just = scheduler.createObserver(Int.self)
        let empty = scheduler.createObserver(Int.self)
        let never = scheduler.createObserver(Int.self)
        let deferred = scheduler.createObserver(Int.self)
        let from = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            scheduler.scheduleAt(200) {
                _ = Driver.just(1).drive(just)
                _ = Driver<Int>.empty().drive(empty)
                _ = Driver<Int>.never().drive(never)
                _ = Driver.deferred { Driver.just(2) }.drive(deferred)
                _ = Signal.from([3, 4]).emit(to: from)
            }
            scheduler.start()
        }
        XCTAssertEqual(just.events, [.next(201, 1), .completed(201)])
        XCTAssertEqual(empty.events, [.completed(201)])
        XCTAssertEqual(never.events, [])
        XCTAssertEqual(deferred.events, [.next(201, 2), .completed(201)])
        XCTAssertEqual(from.events, [.next(201, 3), .next(201, 4), .completed(201)])
    }

    func testDriveAndEmitWithObjectAndWithoutHandlers() {
        final class Screen { var lines: [String] = [] }
        let screen = Screen()
        let scheduler = TestScheduler(initialClock: 0)
        var sideEffects = 0
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = Driver.of("a", "b")
            _ = driver.drive(with: screen, onNext: { $0.lines.append($1) }, onCompleted: { $0.lines.append("done") })
            _ = driver.do(onNext: { _ in sideEffects += 1 }).drive()
            _ = driver.asSignal().do(onNext: { _ in sideEffects += 1 }).emit()
            scheduler.start()
        }
        XCTAssertEqual(screen.lines, ["a", "b", "done"])
        XCTAssertEqual(sideEffects, 4)
    }

    func testDriveIntoATransformation() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            _ = Driver.just(5).drive { observable in observable.subscribe(observer) }
            scheduler.start()
        }
        XCTAssertEqual(observer.events, [.next(1, 5), .completed(1)])
    }

    func testMockRestoresTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertTrue(SharingScheduler.make() as AnyObject === scheduler)
        }
        XCTAssertFalse(SharingScheduler.make() as AnyObject === scheduler)
    }
}
