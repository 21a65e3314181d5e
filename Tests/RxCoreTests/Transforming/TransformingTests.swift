import RxCore
import RxCoreTest
import XCTest

final class CompactMapTests: RxTestCase {
    func testFlows() {
        let normal = marble([.next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300)]) { $0.compactMap { Int($0) } }
        XCTAssertEqual(normal.events, [.next(210, 1), .next(230, 3), .completed(300)])
        XCTAssertEqual(normal.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(marble([Recorded<Event<String>>.completed(250)]) { $0.compactMap { Int($0) } }.events, [.completed(250)])
        XCTAssertEqual(marble([Recorded<Event<String>>]()) { $0.compactMap { Int($0) } }.events, [])
        XCTAssertEqual(marble([Recorded<Event<String>>.error(250, testError)]) { $0.compactMap { Int($0) } }.events,
                       [.error(250, testError)])
        XCTAssertEqual(marble([.next(210, "1"), .next(230, "2")], disposed: 220) { $0.compactMap { Int($0) } }.events,
                       [.next(210, 1)])
        let throwing = marble([.next(210, "1"), .next(230, "2")]) { $0.compactMap { _ -> Int? in throw testError } }
        XCTAssertEqual(throwing.events, [.error(210, testError)])
        XCTAssertEqual(throwing.subscriptions, [Subscription(200, 210)])
    }
}

final class ScanTests: RxTestCase {
    func testSeedForm() {
        let result = marble([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)]) { $0.scan(10) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(210, 11), .next(220, 13), .next(230, 16), .completed(300)])
    }

    func testIntoForm() {
        let result = marble([.next(210, 1), .next(220, 2), .completed(300)]) { $0.scan(into: [Int]()) { $0.append($1) } }
        XCTAssertEqual(result.events, [.next(210, [1]), .next(220, [1, 2]), .completed(300)])
    }

    func testOtherFlows() {
        XCTAssertEqual(marble([Recorded<Event<Int>>.completed(250)]) { $0.scan(0, accumulator: +) }.events, [.completed(250)])
        XCTAssertEqual(marble([Recorded<Event<Int>>]()) { $0.scan(0, accumulator: +) }.events, [])
        XCTAssertEqual(marble([.next(210, 1), .error(250, testError)]) { $0.scan(0, accumulator: +) }.events,
                       [.next(210, 1), .error(250, testError)])
        XCTAssertEqual(marble([.next(210, 1), .next(230, 2)], disposed: 220) { $0.scan(0, accumulator: +) }.events,
                       [.next(210, 1)])
        let throwing = marble([.next(210, 1), .next(230, 2)]) { $0.scan(0) { _, _ in throw testError } }
        XCTAssertEqual(throwing.events, [.error(210, testError)])
        XCTAssertEqual(throwing.subscriptions, [Subscription(200, 210)])
    }
}

final class ReduceTests: RxTestCase {
    func testFlows() {
        XCTAssertEqual(marble([.next(210, 1), .next(220, 2), .completed(300)]) { $0.reduce(10, accumulator: +) }.events,
                       [.next(300, 13), .completed(300)])
        XCTAssertEqual(marble([.next(210, 1), .completed(300)]) { $0.reduce(0, accumulator: +, mapResult: { "\($0)" }) }.events,
                       [.next(300, "1"), .completed(300)])
        XCTAssertEqual(marble([.next(210, 1), .completed(300)]) { $0.reduce(into: [Int]()) { $0.append($1) } }.events,
                       [.next(300, [1]), .completed(300)])
        XCTAssertEqual(marble([Recorded<Event<Int>>.completed(250)]) { $0.reduce(0, accumulator: +) }.events,
                       [.next(250, 0), .completed(250)])
        XCTAssertEqual(marble([Recorded<Event<Int>>]()) { $0.reduce(0, accumulator: +) }.events, [])
        XCTAssertEqual(marble([.next(210, 1), .error(250, testError)]) { $0.reduce(0, accumulator: +) }.events,
                       [.error(250, testError)])
        XCTAssertEqual(marble([.next(210, 1), .completed(300)], disposed: 250) { $0.reduce(0, accumulator: +) }.events, [])
        XCTAssertEqual(marble([.next(210, 1), .completed(300)]) { $0.reduce(0) { _, _ in throw testError } }.events,
                       [.error(210, testError)])
        XCTAssertEqual(marble([.next(210, 1), .completed(300)]) {
            $0.reduce(0, accumulator: +, mapResult: { _ -> Int in throw testError })
        }.events, [.error(300, testError)])
    }

    func testToArrayIsASingle() {
        XCTAssertEqual(marble([.next(210, 1), .next(220, 2), .completed(300)]) { $0.toArray().asObservable() }.events,
                       [.next(300, [1, 2]), .completed(300)])
    }
}

final class EnumeratedTests: RxTestCase {
    func testFlows() {
        let result = marble([.next(210, "a"), .next(220, "b"), .completed(300)]) { $0.enumerated().map { "\($0.index)\($0.element)" } }
        XCTAssertEqual(result.events, [.next(210, "0a"), .next(220, "1b"), .completed(300)])
        XCTAssertEqual(marble([Recorded<Event<Int>>.error(250, testError)]) { $0.enumerated().map { $0.index } }.events,
                       [.error(250, testError)])
        XCTAssertEqual(marble([.next(210, 5), .next(230, 6)], disposed: 220) { $0.enumerated().map { $0.index } }.events,
                       [.next(210, 0)])
    }
}

final class MaterializeTests: RxTestCase {
    func testMaterializeAndBack() {
        let materialized = marble([.next(210, 1), .error(220, testError)]) { $0.materialize() }
        XCTAssertEqual(materialized.events, [.next(210, .next(1)), .next(220, .error(testError)), .completed(220)])
        let completed = marble([.next(210, 1), .completed(220)]) { $0.materialize() }
        XCTAssertEqual(completed.events, [.next(210, .next(1)), .next(220, .completed), .completed(220)])
        let roundTrip = marble([.next(210, 1), .error(220, testError)]) { $0.materialize().dematerialize() }
        XCTAssertEqual(roundTrip.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(marble([Recorded<Event<Int>>]()) { $0.materialize() }.events, [])
        XCTAssertEqual(marble([.next(210, 1), .next(230, 2)], disposed: 220) { $0.materialize() }.events, [.next(210, .next(1))])
    }
}

final class StartWithTests: RxTestCase {
    func testFlows() {
        XCTAssertEqual(marble([.next(210, 3), .completed(300)]) { $0.startWith(1, 2) }.events,
                       [.next(200, 1), .next(200, 2), .next(210, 3), .completed(300)])
        XCTAssertEqual(marble([Recorded<Event<Int>>.error(250, testError)]) { $0.startWith(1) }.events,
                       [.next(200, 1), .error(250, testError)])
        XCTAssertEqual(marble([Recorded<Event<Int>>]()) { $0.startWith(1) }.events, [.next(200, 1)])
        XCTAssertEqual(marble([.next(230, 3)], disposed: 220) { $0.startWith(1) }.events, [.next(200, 1)])
    }
}
