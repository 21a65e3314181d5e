import Foundation
import RxCore
import TerminalUI
import TerminalUIRx
import XCTest

/// A plain class with `.rx`, to check the namespace and the dynamic-member binders.
private final class Counter: ReactiveCompatible {
    var value = 0
}

extension Reactive where Base == Counter {
    fileprivate static var kind: String { "counter" }
}

final class ReactiveTests: BindingTestCase {
    func testRxWrapsTheInstanceAndTheType() {
        let counter = Counter()
        XCTAssertTrue(counter.rx.base === counter)
        XCTAssertEqual(Counter.rx.kind, "counter")
    }

    func testDynamicMemberBinderSetsAWritableProperty() {
        let counter = Counter()
        let subject = PublishSubject<Int>()
        let subscription = subject.bind(to: counter.rx.value)
        subject.onNext(3)
        XCTAssertEqual(counter.value, 3)
        subscription.dispose()
        subject.onNext(4)
        XCTAssertEqual(counter.value, 3)
    }

    func testNSObjectHasRx() {
        let object = NSObject()
        XCTAssertTrue(object.rx.base === object)
    }

    func testWidgetsHaveRxTypedByTheirOwnClass() {
        onMain {
            let label = Label("x")
            let reactive: Reactive<Label> = label.rx
            XCTAssertTrue(reactive.base === label)
        }
    }

    func testDynamicMemberBinderOnAWidgetProperty() {
        onMain {
            let label = Label("x")
            let subscription = label.rx.alignment <- Observable.just(Alignment.right)
            XCTAssertEqual(label.alignment, .right)
            subscription.dispose()
        }
    }
}
