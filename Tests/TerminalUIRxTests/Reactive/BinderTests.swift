import RxCore
import RxCoreTest
import TerminalUI
import TerminalUIRx
import XCTest

final class BinderTests: BindingTestCase {
    func testLabelTextFollowsTheSourceInVirtualTime() {
        onMain {
            let scheduler = TestScheduler(initialClock: 0)
            let label = Label()
            let names = scheduler.createHotObservable([.next(210, "Pils"), .next(220, "Stout"), .completed(230)])
            var texts: [String] = []
            scheduler.scheduleAt(215) { texts.append(label.text) }
            scheduler.scheduleAt(225) { texts.append(label.text) }
            let bag = DisposeBag()
            scheduler.scheduleAt(200) { bag.insert(label.rx.text <- names) }
            scheduler.start()
            XCTAssertEqual(texts, ["Pils", "Stout"])
            XCTAssertEqual(label.text, "Stout")
        }
    }

    func testIsHiddenAndIsEnabled() {
        onMain {
            let button = Button("Go")
            let hidden = PublishSubject<Bool>()
            let enabled = PublishSubject<Bool>()
            var bag: DisposeBag? = DisposeBag()
            bag?.insert([button.rx.isHidden <- hidden, button.rx.isEnabled <- enabled])
            hidden.onNext(true)
            enabled.onNext(false)
            XCTAssertTrue(button.isHidden)
            XCTAssertFalse(button.isEnabled)
            hidden.onNext(false)
            enabled.onNext(true)
            XCTAssertFalse(button.isHidden)
            XCTAssertTrue(button.isEnabled)
            bag = nil
            hidden.onNext(true)
            XCTAssertFalse(button.isHidden, "no binding after the bag is disposed")
        }
    }

    func testDisabledButtonDoesNotTap() {
        onMain {
            let button = Button("Go")
            let taps = EventRecorder<Void>()
            let bag = DisposeBag()
            bag.insert(button.rx.isEnabled <- Observable.just(false), button.rx.tap.subscribe(taps))
            button.activate()
            XCTAssertEqual(taps.elements.count, 0)
        }
    }

    func testBinderDoesNotRetainItsTarget() {
        onMain {
            let subject = PublishSubject<String>()
            weak var weakLabel: Label?
            let subscription: Disposable
            do {
                let label = Label()
                weakLabel = label
                subscription = label.rx.text <- subject
                subject.onNext("on")
                XCTAssertEqual(label.text, "on")
            }
            XCTAssertNil(weakLabel, "the binding must not keep the label alive")
            subject.onNext("after")  // ignored: the target is gone
            subscription.dispose()
        }
    }

    func testButtonTitle() {
        onMain {
            let button = Button("Sign in")
            let subscription = button.rx.title <- Observable.just("Sign out")
            XCTAssertEqual(button.title, "Sign out")
            subscription.dispose()
        }
    }

    func testButtonCompactTitle() {
        onMain {
            let button = Button("Create an account instead")
            let subscription = button.rx.compactTitle <- Observable.just("New account")
            XCTAssertEqual(button.compactTitle, "New account")
            subscription.dispose()
        }
    }
}
