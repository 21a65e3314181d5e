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
        // One scheduled action per element, as RxCocoa's `from` (a tick apart in virtual time).
        XCTAssertEqual(from.events, [.next(201, 3), .next(202, 4), .completed(203)])
    }

    func testFromOptionalAndAnySequenceAndTimers() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertEqual(scheduler.start { Driver.from(optional: 1 as Int?) }.events, [.next(201, 1), .completed(202)])
        }
        let other = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: other) {
            XCTAssertEqual(other.start { Signal.from(AnySequence([10])) }.events, [.next(201, 10), .completed(202)])
        }
        let timers = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: timers) {
            XCTAssertEqual(timers.start(disposed: 235) { Driver<Int>.interval(.seconds(10)) }.events,
                           [.next(210, 0), .next(220, 1), .next(230, 2)])
            XCTAssertEqual(timers.start(created: 300, subscribed: 400, disposed: 435) { Driver<Int>.timer(.seconds(5), period: .seconds(10)) }.events,
                           [.next(405, 0), .next(415, 1), .next(425, 2)])
        }
    }

    func testAsSharedSequenceRecoversFromErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        SharingScheduler.mock(scheduler: scheduler) {
            let signal: Signal<Int> = failing.asSharedSequence(onErrorJustReturn: -1)
            XCTAssertEqual(scheduler.start { signal }.events, [.next(211, 1), .next(221, -1), .completed(221)])
        }
        let other = TestScheduler(initialClock: 0)
        let failing2 = other.createHotObservable([Recorded<Event<Int>>.error(220, testError)])
        SharingScheduler.mock(scheduler: other) {
            let driver = failing2.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorRecover: { _ in Driver.just(7) })
            XCTAssertEqual(other.start { driver }.events, [.next(222, 7), .completed(222)])
        }
    }

    func testSwitchLatestMergeAndConcatOfSharedSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let inners = [1: scheduler.createColdObservable([.next(5, 10), .next(30, 11), .completed(40)]),
                      2: scheduler.createColdObservable([.next(5, 20), .completed(10)])]
        SharingScheduler.mock(scheduler: scheduler) {
            // Each hop onto the sharing scheduler (`asDriver`, `just`) costs one virtual tick.
            let signals = outer.asDriver(onErrorJustReturn: 0).map { inners[$0]!.asSignal(onErrorJustReturn: -1) }
            XCTAssertEqual(scheduler.start { signals.switchLatest() }.events, [.next(217, 10), .next(237, 20), .completed(301)])
        }
        let merging = TestScheduler(initialClock: 0)
        let outer2 = merging.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        SharingScheduler.mock(scheduler: merging) {
            let drivers = outer2.asDriver(onErrorJustReturn: 0).map { Driver.just($0 * 10) }
            XCTAssertEqual(merging.start { drivers.merge(maxConcurrent: 1) }.events, [.next(212, 10), .next(222, 20), .completed(301)])
        }
        let concatenating = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: concatenating) {
            let concatenated = Driver.concat(AnySequence([Driver.just(1), Driver.just(2)]))
            XCTAssertEqual(concatenating.start { concatenated }.events, [.next(201, 1), .next(202, 2), .completed(202)])
        }
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
