import RxCore
import RxCoreTest
import XCTest

final class FlatMapTests: RxTestCase {
    private func run(_ operation: @escaping (Observable<Int>, @escaping (Int) -> Observable<String>) -> Observable<String>,
                     outer: [Recorded<Event<Int>>], disposed: TestTime = 1000,
                     inner: [Int: [Recorded<Event<String>>]]) -> [Recorded<Event<String>>] {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(outer)
        let inners = inner.mapValues { scheduler.createColdObservable($0) }
        let observer = scheduler.start(disposed: disposed) {
            operation(source.asObservable()) { value in inners[value]?.asObservable() ?? .empty() }
        }
        return observer.events
    }

    private let inners: [Int: [Recorded<Event<String>>]] = [
        1: [.next(10, "a1"), .next(30, "a2"), .completed(40)],
        2: [.next(5, "b1"), .next(20, "b2"), .completed(25)],
    ]

    func testFlatMapMerges() {
        let events = run({ $0.flatMap($1) }, outer: [.next(210, 1), .next(220, 2), .completed(230)], inner: inners)
        XCTAssertEqual(events, [.next(220, "a1"), .next(225, "b1"), .next(240, "a2"), .next(240, "b2"), .completed(250)])
    }

    func testFlatMapLatestSwitches() {
        let events = run({ $0.flatMapLatest($1) }, outer: [.next(210, 1), .next(235, 2), .completed(236)], inner: inners)
        XCTAssertEqual(events, [.next(220, "a1"), .next(240, "b1"), .next(255, "b2"), .completed(260)])
    }

    func testFlatMapLatestReleasesACompletedInnerAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let inner = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let observer = scheduler.start { source.flatMapLatest { _ in inner } }
        XCTAssertEqual(observer.events, [.next(220, "a"), .completed(400)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapLatestReleasesACompletedOuterWhileTheInnerGoesOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let inner = scheduler.createColdObservable([.next(50, "a"), .completed(60)])
        let observer = scheduler.start { source.flatMapLatest { _ in inner } }
        XCTAssertEqual(observer.events, [.next(260, "a"), .completed(270)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testFlatMapAndConcatMapReleaseACompletedOuterWhileInnersGoOn() {
        let operations: [(Observable<Int>, Observable<String>) -> Observable<String>] = [
            { outer, inner in outer.flatMap { _ in inner } },
            { outer, inner in outer.concatMap { _ in inner } },
        ]
        for operation in operations {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let inner = scheduler.createColdObservable([.next(50, "a"), .completed(60)])
            let observer = scheduler.start { operation(source.asObservable(), inner.asObservable()) }
            XCTAssertEqual(observer.events, [.next(260, "a"), .completed(270)])
            XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
        }
    }

    func testFlatMapFirstIgnoresWhileBusy() {
        let events = run({ $0.flatMapFirst($1) }, outer: [.next(210, 1), .next(220, 2), .next(260, 2), .completed(300)], inner: inners)
        XCTAssertEqual(events, [.next(220, "a1"), .next(240, "a2"), .next(265, "b1"), .next(280, "b2"), .completed(300)])
    }

    func testConcatMapQueues() {
        let events = run({ $0.concatMap($1) }, outer: [.next(210, 1), .next(220, 2), .completed(230)], inner: inners)
        XCTAssertEqual(events, [.next(220, "a1"), .next(240, "a2"), .next(255, "b1"), .next(270, "b2"), .completed(275)])
    }

    func testEmptyNeverErrorAndDisposal() {
        for operation: (Observable<Int>, @escaping (Int) -> Observable<String>) -> Observable<String> in
            [{ $0.flatMap($1) }, { $0.flatMapLatest($1) }, { $0.flatMapFirst($1) }, { $0.concatMap($1) }] {
            XCTAssertEqual(run(operation, outer: [.completed(250)], inner: [:]), [.completed(250)])
            XCTAssertEqual(run(operation, outer: [], inner: [:]), [])
            XCTAssertEqual(run(operation, outer: [.error(250, testError)], inner: [:]), [.error(250, testError)])
            XCTAssertEqual(run(operation, outer: [.next(210, 1)], inner: [1: [.error(5, testError)]]), [.error(215, testError)])
            XCTAssertEqual(run(operation, outer: [.next(210, 1), .completed(300)], disposed: 225, inner: inners), [.next(220, "a1")])
            XCTAssertEqual(run({ source, _ in source.flatMap { _ -> Observable<String> in throw testError } },
                               outer: [.next(210, 1)], inner: [:]), [.error(210, testError)])
        }
    }

    func testThrowingSelectorForEachForm() {
        let throwing: (Int) throws -> Observable<String> = { _ in throw testError }
        for operation: (Observable<Int>) -> Observable<String> in
            [{ $0.flatMap(throwing) }, { $0.flatMapLatest(throwing) }, { $0.flatMapFirst(throwing) }, { $0.concatMap(throwing) }] {
            XCTAssertEqual(marble([.next(210, 1)], operation).events, [.error(210, testError)])
        }
    }

    func testSynchronousInners() {
        var values: [Int] = []
        _ = Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) }.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 10, 2, 20])
        values = []
        _ = Observable.of(1, 2).flatMapLatest { Observable.just($0) }.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
    }
}
