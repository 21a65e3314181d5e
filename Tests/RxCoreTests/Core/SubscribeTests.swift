import RxCore
import RxCoreTest
import XCTest

final class SubscribeTests: RxTestCase {
    func testSubscribeClosuresAndOnDisposed() {
        var log: [String] = []
        let subscription = Observable.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
    }

    func testOnDisposedRunsOnDispose() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onNext: { log.append("next \($0)") }, onDisposed: { log.append("disposed") })
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "disposed"])
    }

    func testErrorHandler() {
        var received: Error?
        _ = Observable<Int>.error(testError).subscribe(onError: { received = $0 })
        XCTAssertEqual(received as? TestError, testError)
    }

    func testSubscribeWithObjectIsWeak() {
        final class Owner { var values: [Int] = [] }
        var owner: Owner? = Owner()
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(with: owner!, onNext: { owner, value in owner.values.append(value) })
        subject.onNext(1)
        XCTAssertEqual(owner?.values, [1])
        owner = nil
        subject.onNext(2)
        subscription.dispose()
    }

    func testEventHandlerSubscribe() {
        var events: [Event<Int>] = []
        _ = Observable.just(1).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .completed])
    }

    func testAnyObserverAndHelpers() {
        var events: [Event<Int>] = []
        let observer = AnyObserver<Int> { events.append($0) }
        observer.onNext(1)
        observer.onError(testError)
        let mapped: AnyObserver<String> = observer.mapObserver { $0.count }
        mapped.onNext("abc")
        mapped.onCompleted()
        XCTAssertEqual(events, [.next(1), .error(testError), .next(3), .completed])
    }

    func testCustomObservableTypeAsObservable() {
        struct Three: ObservableType {
            typealias Element = Int
            func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
                observer.onNext(3)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        var values: [Int] = []
        _ = Three().asObservable().map { $0 * 2 }.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [6])
    }
}
