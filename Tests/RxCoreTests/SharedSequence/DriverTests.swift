import Foundation
import RxCore
import RxCoreTest
import XCTest

final class DriverTests: RxTestCase {
    func testReplaysLatestAndRecoversFromErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
            let driver = xs.asDriver(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) { _ = driver.drive(first) }
            scheduler.scheduleAt(225) { _ = driver.drive(second) }
            scheduler.start()
        }
        XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
        XCTAssertEqual(second.events, [.next(225, 2), .next(231, -1), .completed(231)])
    }

    func testErrorRecoveryForms() {
        let scheduler = TestScheduler(initialClock: 0)
        var values: [Int] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let failing = Observable<Int>.error(testError)
            _ = failing.asDriver(onErrorDriveWith: Driver.just(1)).drive(onNext: { values.append($0) })
            _ = failing.asDriver(onErrorRecover: { _ in Driver.of(2, 3) }).drive(onNext: { values.append($0) })
            scheduler.start()
        }
        XCTAssertEqual(values, [1, 2, 3])
    }

    func testOperatorsInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 3), .next(250, 4), .completed(300),
            ])
            let driver = xs.asDriver(onErrorJustReturn: 0)
                .distinctUntilChanged()
                .skip(1)
                .filter { $0 != 3 }
                .map { $0 * 10 }
                .scan(0) { $0 + $1 }
                .startWith(-1)
                .compactMap { $0 == 20 ? nil : "\($0)" }
            scheduler.scheduleAt(200) { _ = driver.drive(observer) }
            scheduler.start()
        }
        XCTAssertEqual(observer.events, [.next(200, "-1"), .next(251, "60"), .completed(301)])
    }

    func testTimedOperatorsUseTheSharingScheduler() {
        let bag = DisposeBag()
        let scheduler = TestScheduler(initialClock: 0)
        let debounced = scheduler.createObserver(Int.self)
        let delayed = scheduler.createObserver(Int.self)
        let throttled = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3)])
            let driver = xs.asDriver(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) {
                driver.debounce(.seconds(10)).drive(debounced).disposed(by: bag)
                driver.delay(.seconds(5)).drive(delayed).disposed(by: bag)
                driver.throttle(.seconds(20), latest: false).drive(throttled).disposed(by: bag)
            }
            scheduler.start()
        }
        XCTAssertEqual(debounced.events, [.next(226, 2), .next(251, 3)])
        XCTAssertEqual(delayed.events, [.next(216, 1), .next(221, 2), .next(246, 3)])
        XCTAssertEqual(throttled.events, [.next(211, 1), .next(241, 3)])
    }

    func testCombiningDrivers() {
        let bag = DisposeBag()
        let scheduler = TestScheduler(initialClock: 0)
        let combined = scheduler.createObserver(String.self)
        let zipped = scheduler.createObserver(Int.self)
        let merged = scheduler.createObserver(Int.self)
        let latest = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3)]).asDriver(onErrorJustReturn: 0)
            let b = scheduler.createHotObservable([.next(220, 2), .next(240, 4)]).asDriver(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) {
                Driver.combineLatest(a, b).map { "\($0)\($1)" }.drive(combined).disposed(by: bag)
                Driver.zip(a, b) { $0 + $1 }.drive(zipped).disposed(by: bag)
                Driver.merge(a, b).drive(merged).disposed(by: bag)
                a.withLatestFrom(b).drive(latest).disposed(by: bag)
            }
            scheduler.start()
        }
        XCTAssertEqual(combined.events, [.next(221, "12"), .next(231, "32"), .next(241, "34")])
        XCTAssertEqual(zipped.events, [.next(221, 3), .next(241, 7)])
        XCTAssertEqual(merged.events, [.next(211, 1), .next(221, 2), .next(231, 3), .next(241, 4)])
        XCTAssertEqual(latest.events, [.next(231, 2)])
    }

    func testFlatMapLatestFirstAndDo() {
        let bag = DisposeBag()
        let scheduler = TestScheduler(initialClock: 0)
        let latest = scheduler.createObserver(Int.self)
        let first = scheduler.createObserver(Int.self)
        var seen: [Int] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2)]).asDriver(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) {
                xs.flatMapLatest { value in Driver.just(value * 10).delay(.seconds(5)) }.drive(latest).disposed(by: bag)
                xs.flatMapFirst { value in Driver.just(value * 10).delay(.seconds(5)) }
                    .do(onNext: { seen.append($0) })
                    .drive(first)
                    .disposed(by: bag)
            }
            scheduler.start()
        }
        XCTAssertEqual(latest.events.map(\.value.element), [20])
        XCTAssertEqual(first.events.map(\.value.element), [10])
        XCTAssertEqual(seen, [10])
    }

    func testDriveIntoRelaysAndClosures() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 0)
        let optionalRelay = BehaviorRelay<Int?>(value: nil)
        var events: [String] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = Driver.of(1, 2)
            _ = driver.drive(relay)
            _ = driver.drive(optionalRelay)
            _ = driver.drive(onNext: { events.append("\($0)") }, onCompleted: { events.append("done") })
            scheduler.start()
        }
        XCTAssertEqual(relay.value, 2)
        XCTAssertEqual(optionalRelay.value, 2)
        XCTAssertEqual(events, ["1", "2", "done"])
    }

    func testRelayAsDriverAndBindingOperator() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = BehaviorRelay(value: "a")
        let target = BehaviorRelay(value: "")
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            bag.insert([target <- source.asDriver()])
            scheduler.advanceTo(10)
            source.accept("b")
            scheduler.advanceTo(20)
        }
        XCTAssertEqual(target.value, "b")
    }

    func testDeliversOnTheMainQueue() {
        let subject = PublishSubject<Int>()
        let driver = subject.asDriver(onErrorJustReturn: 0)
        let delivered = expectation(description: "delivered on main")
        let subscription = driver.drive(onNext: { value in
            XCTAssertTrue(Thread.isMainThread)
            if value == 1 { delivered.fulfill() }
        })
        // The sending thread holds the scheduled work until `onNext` returns: wait for that too,
        // or the resource count can be read while it still lets go.
        let sent = expectation(description: "onNext returned")
        DispatchQueue.global().async {
            subject.onNext(1)
            sent.fulfill()
        }
        wait(for: [delivered, sent], timeout: 10)
        subscription.dispose()
    }
}
