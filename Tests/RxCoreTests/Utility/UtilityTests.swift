import RxCore
import RxCoreTest
import XCTest

final class DoTests: RxTestCase {
    func testHooksRunInOrder() {
        var log: [String] = []
        let subscription = Observable.of(1).do(
            onNext: { log.append("onNext \($0)") },
            afterNext: { log.append("afterNext \($0)") },
            onError: { _ in log.append("onError") },
            afterError: { _ in log.append("afterError") },
            onCompleted: { log.append("onCompleted") },
            afterCompleted: { log.append("afterCompleted") },
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        ).subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        subscription.dispose()
        // `of` emits on the current-thread trampoline, after the subscription is wired (as in RxSwift).
        XCTAssertEqual(log, ["onSubscribe", "onSubscribed", "onNext 1", "next 1", "afterNext 1", "onCompleted", "completed",
                             "afterCompleted", "onDispose"])
    }

    func testOnDisposeFollowsTheSourceDisposalAndOnSubscribedWhenTheSourceStopsWhileSubscribing() {
        var log: [String] = []
        let source = Observable<Int>.create { observer in
            log.append("source subscribe")
            observer.onNext(0)
            observer.onCompleted()
            return Disposables.create { log.append("source dispose") }
        }
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            source.do(onNext: { _ in log.append("onNext") }, onCompleted: { log.append("onCompleted") },
                      onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") },
                      onDispose: { log.append("onDispose") })
        }
        XCTAssertEqual(observer.events, [.next(200, 0), .completed(200)])
        XCTAssertEqual(log, ["onSubscribe", "source subscribe", "onNext", "onCompleted", "source dispose", "onSubscribed", "onDispose"])
    }

    func testOnDisposeRunsAfterTheSourceIsDisposed() {
        var log: [String] = []
        let source = Observable<Int>.create { _ in Disposables.create { log.append("source dispose") } }
        let scheduler = TestScheduler(initialClock: 0)
        _ = scheduler.start(disposed: 300) { source.do(onDispose: { log.append("onDispose") }) }
        XCTAssertEqual(log, ["source dispose", "onDispose"])
    }

    func testOnDisposeRunsOnceAfterTheStopEventAndItsAfterHook() {
        var log: [String] = []
        let subscription = Observable.of(1).do(
            afterCompleted: { log.append("afterCompleted") },
            onDispose: { log.append("onDispose") }
        ).subscribe(onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["completed", "afterCompleted", "onDispose"])
        subscription.dispose()
        XCTAssertEqual(log.filter { $0 == "onDispose" }.count, 1)

        log = []
        XCTAssertEqual(marble([.next(210, 1), .error(220, testError)]) {
            $0.do(afterError: { _ in throw TestError(id: 2) }, onDispose: { log.append("onDispose") })
        }.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(log, ["onDispose"])

        log = []
        XCTAssertEqual(marble([.next(210, 1), .next(230, 2)], disposed: 220) { $0.do(onDispose: { log.append("onDispose") }) }.events,
                       [.next(210, 1)])
        XCTAssertEqual(log, ["onDispose"])
    }

    func testErrorHooksAndThrowingHook() {
        var log: [String] = []
        XCTAssertEqual(marble([.next(210, 1), .error(220, testError)]) {
            $0.do(onError: { _ in log.append("onError") }, afterError: { _ in log.append("afterError") })
        }.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(log, ["onError", "afterError"])
        let throwing = marble([.next(210, 1), .next(220, 2)]) { $0.do(onNext: { _ in throw testError }) }
        XCTAssertEqual(throwing.events, [.error(210, testError)])
        XCTAssertEqual(throwing.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(marble([.next(210, 1), .next(230, 2)], disposed: 220) { $0.do() }.events, [.next(210, 1)])
        XCTAssertEqual(marble([Recorded<Event<Int>>]()) { $0.do() }.events, [])
    }
}

final class DebugTests: RxTestCase {
    func testDebugPassesEventsThrough() {
        XCTAssertEqual(marble([.next(210, 1), .completed(300)]) { $0.debug("test") }.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(marble([.next(210, 1), .error(220, testError)]) { $0.debug(trimOutput: true) }.events,
                       [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(marble([.next(210, 1), .next(230, 2)], disposed: 220) { $0.debug() }.events, [.next(210, 1)])
    }
}

final class WithUnretainedTests: RxTestCase {
    final class Owner { let name = "owner" }

    func testPairsWithObjectAndCompletesWhenGone() {
        var owner: Owner? = Owner()
        let subject = PublishSubject<Int>()
        var events: [Event<String>] = []
        let subscription = subject.withUnretained(owner!).map { "\($0.name) \($1)" }.subscribe { events.append($0) }
        subject.onNext(1)
        owner = nil
        subject.onNext(2)
        XCTAssertEqual(events, [.next("owner 1"), .completed])
        subscription.dispose()
    }

    func testResultSelectorFormAndError() {
        let owner = Owner()
        XCTAssertEqual(marble([.next(210, 1), .error(220, testError)]) {
            $0.withUnretained(owner) { owner, value in "\(owner.name)\(value)" }
        }.events, [.next(210, "owner1"), .error(220, testError)])
    }
}
