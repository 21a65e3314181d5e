import Foundation
import RxCore
import RxCoreTest
import XCTest

final class BindingTests: RxTestCase {
    final class Label { var text = "" }

    func testBinderAppliesOnMainThreadAndHoldsTargetWeakly() {
        var label: Label? = Label()
        let binder = Binder(label!) { label, text in label.text = text }
        let subscription = Observable.just("hello").bind(to: binder)
        XCTAssertEqual(label?.text, "hello")
        weak let weakLabel = label
        label = nil
        XCTAssertNil(weakLabel)
        binder.onNext("ignored")
        subscription.dispose()
    }

    func testBinderOnCustomScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let label = Label()
        let binder = Binder(label, scheduler: scheduler) { label, text in label.text = text }
        binder.onNext("later")
        XCTAssertEqual(label.text, "")
        scheduler.start()
        XCTAssertEqual(label.text, "later")
    }

    func testBindToObserversAndOptionals() {
        var first: [Event<Int>] = []
        var second: [Event<Int>] = []
        var optional: [Int?] = []
        let observerA = AnyObserver<Int> { first.append($0) }
        let observerB = AnyObserver<Int> { second.append($0) }
        _ = Observable.of(1, 2).bind(to: observerA, observerB)
        _ = Observable.of(3).bind(to: AnyObserver<Int?> { if let value = $0.element { optional.append(value) } })
        XCTAssertEqual(first, [.next(1), .next(2), .completed])
        XCTAssertEqual(second, first)
        XCTAssertEqual(optional, [3])
    }

    func testBindToRelaysAndClosures() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        var published: [Int] = []
        let subscription = publish.subscribe(onNext: { published.append($0) })
        _ = Observable.of(1, 2).bind(to: publish)
        _ = Observable.of(3).bind(to: behavior)
        _ = Observable.of(4).bind(to: optionalBehavior)
        _ = Observable.of(5).bind(to: replay)
        var bound: [Int] = []
        _ = Observable.of(6).bind(onNext: { bound.append($0) })
        XCTAssertEqual(published, [1, 2])
        XCTAssertEqual(behavior.value, 3)
        XCTAssertEqual(optionalBehavior.value, 4)
        XCTAssertEqual(bound, [6])
        XCTAssertEqual(Observable.of(7).bind(to: { (source: Observable<Int>) in source.toArray().asObservable() }).description, "Observable")
        subscription.dispose()
    }

    func testBindingOperatorInsertsIntoBag() {
        let title = BehaviorRelay(value: "")
        let label = Label()
        let count = PublishRelay<Int?>()
        var counts: [Int?] = []
        let countSubscription = count.subscribe(onNext: { counts.append($0) })
        let source = PublishSubject<String>()
        let numbers = PublishSubject<Int>()
        let bag = DisposeBag()
        bag.insert([
            title <- source,
            Binder(label) { label, text in label.text = text } <- source,
            count <- numbers,
        ])
        source.onNext("IPA")
        numbers.onNext(5)
        XCTAssertEqual(title.value, "IPA")
        XCTAssertEqual(label.text, "IPA")
        XCTAssertEqual(counts, [5])
        var disposable: Disposable
        disposable = AnyObserver<String> { _ in } <- source
        disposable.dispose()
        countSubscription.dispose()
    }
}

extension Observable: CustomStringConvertible {
    public var description: String { "Observable" }
}
