import Foundation
import RxCore
import RxCoreTest
import XCTest

final class RelayTests: RxTestCase {
    func testPublishRelay() {
        let relay = PublishRelay<Int>()
        relay.accept(0)
        var values: [Int] = []
        let subscription = relay.subscribe(onNext: { values.append($0) })
        relay.accept(1)
        relay.accept(2)
        XCTAssertEqual(values, [1, 2])
        subscription.dispose()
    }

    func testBehaviorRelay() {
        let relay = BehaviorRelay(value: "a")
        XCTAssertEqual(relay.value, "a")
        var values: [String] = []
        let subscription = relay.asObservable().subscribe(onNext: { values.append($0) })
        relay.accept("b")
        XCTAssertEqual(relay.value, "b")
        XCTAssertEqual(values, ["a", "b"])
        subscription.dispose()
    }

    func testReplayRelay() {
        let relay = ReplayRelay<Int>.create(bufferSize: 1)
        relay.accept(1)
        relay.accept(2)
        var values: [Int] = []
        let subscription = relay.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [2])
        subscription.dispose()
        let unbound = ReplayRelay<Int>.createUnbound()
        unbound.accept(1)
        unbound.accept(2)
        values = []
        _ = unbound.subscribe(onNext: { values.append($0) }).dispose()
        XCTAssertEqual(values, [1, 2])
    }

    func testRelaysAcceptFromManyThreads() {
        let relay = BehaviorRelay(value: 0)
        var count = 0
        let subscription = relay.subscribe(onNext: { _ in count += 1 })
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for value in 0..<1_000 { relay.accept(value) }
        }
        XCTAssertEqual(count, 4_001)
        subscription.dispose()
    }
}
