import RxCore
import RxCoreTest
import XCTest

final class SignalTests: RxTestCase {
    func testDoesNotReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .error(240, testError)])
            let signal = xs.asSignal(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) { _ = signal.emit(to: first) }
            scheduler.scheduleAt(220) { _ = signal.emit(to: second) }
            scheduler.start()
        }
        XCTAssertEqual(first.events, [.next(211, 1), .next(231, 2), .next(241, -1), .completed(241)])
        XCTAssertEqual(second.events, [.next(231, 2), .next(241, -1), .completed(241)])
    }

    func testRecoveryFormsAndRelays() {
        let bag = DisposeBag()
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        var received: [Int] = []
        SharingScheduler.mock(scheduler: scheduler) {
            relay.asSignal().emit(onNext: { received.append($0) }).disposed(by: bag)
            let failing = Observable<Int>.error(testError)
            failing.asSignal(onErrorSignalWith: Signal.just(1)).emit(to: relay).disposed(by: bag)
            failing.asSignal(onErrorRecover: { _ in Signal.of(2, 3) }).emit(onNext: { received.append($0) }).disposed(by: bag)
            scheduler.start()
        }
        // `of` emits one element per scheduled action (2, then 3 a tick later); the relay hop
        // delivers 1 one tick after 2, so between them.
        XCTAssertEqual(received, [2, 1, 3])
    }

    func testEmitWithObject() {
        final class Screen { var titles: [String] = [] }
        let screen = Screen()
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            _ = Signal.of("a", "b").emit(with: screen, onNext: { screen, title in screen.titles.append(title) })
            scheduler.start()
        }
        XCTAssertEqual(screen.titles, ["a", "b"])
    }
}
