import RxCore
import RxCoreTest
import TerminalUI
import TerminalUIRx
import XCTest

final class TextFieldRxTests: BindingTestCase {
    func testTextSendsTheCurrentValueThenEveryEdit() {
        onMain {
            let field = TextField(text: "ab")
            let values = EventRecorder<String>()
            let subscription = field.rx.text.subscribe(values)
            _ = field.handle(key: .character("c"))
            _ = field.handle(key: .backspace)
            _ = field.handle(key: .ctrl("u"))
            XCTAssertEqual(values.elements, ["ab", "abc", "ab", ""])
            subscription.dispose()
            _ = field.handle(key: .character("x"))
            XCTAssertEqual(values.elements.count, 4, "nothing after disposal")
        }
    }

    func testValuesSetByTheProgramAreNotEchoedBack() {
        onMain {
            let field = TextField()
            let program = PublishSubject<String>()
            let values = EventRecorder<String>()
            let bag = DisposeBag()
            bag.insert(field.rx.text <- program, field.rx.text.subscribe(values))
            program.onNext("Saison")
            XCTAssertEqual(field.text, "Saison")
            _ = field.handle(key: .character("!"))
            XCTAssertEqual(values.elements, ["", "Saison!"], "program writes are not edits")
        }
    }

    func testTwoWayBindingWithARelayLikeSubjectDoesNotLoop() throws {
        try onMain {
            let field = TextField()
            let model = BehaviorSubject(value: "IPA")
            var writes = 0
            let bag = DisposeBag()
            bag.insert(
                field.rx.text <- model.map { text -> String in
                    writes += 1
                    return text
                },
                model <- field.rx.text.changed
            )
            XCTAssertEqual(field.text, "IPA")
            _ = field.handle(key: .character("2"))
            XCTAssertEqual(try model.value(), "IPA2")
            XCTAssertEqual(field.text, "IPA2")
            XCTAssertEqual(writes, 2, "the model's echo sets the field once and stops there")
        }
    }

    func testChangedSkipsTheCurrentValue() {
        onMain {
            let field = TextField(text: "x")
            let changes = EventRecorder<String>()
            let subscription = field.rx.text.changed.subscribe(changes)
            XCTAssertEqual(changes.elements, [])
            _ = field.handle(key: .character("y"))
            XCTAssertEqual(changes.elements, ["xy"])
            subscription.dispose()
        }
    }

    func testOrEmptyKeepsRxCocoaCodeCompiling() {
        onMain {
            let field = TextField(text: "q")
            let values = EventRecorder<String>()
            let subscription = field.rx.text.orEmpty.subscribe(values)
            XCTAssertEqual(values.elements, ["q"])
            subscription.dispose()
        }
    }

    func testTextCompletesWhenTheFieldGoesAway() {
        onMain {
            let values = EventRecorder<String>()
            let submits = EventRecorder<String>()
            var field: TextField? = TextField(text: "a")
            let bag = DisposeBag()
            if let field { bag.insert(field.rx.text.subscribe(values), field.rx.didSubmit.subscribe(submits)) }
            field = nil
            XCTAssertEqual(values.elements, ["a"])
            XCTAssertTrue(values.isCompleted)
            XCTAssertTrue(submits.isCompleted)
            XCTAssertFalse(values.hasError)
        }
    }

    func testDidSubmitSendsTheTextOnEnter() {
        onMain {
            let field = TextField(text: "hops")
            let submits = EventRecorder<String>()
            let subscription = field.rx.didSubmit.subscribe(submits)
            _ = field.handle(key: .enter)
            XCTAssertEqual(submits.elements, ["hops"])
            subscription.dispose()
        }
    }

    func testPlaceholderBinder() {
        onMain {
            let field = TextField()
            let subscription = field.rx.placeholder <- Observable.just("Search")
            XCTAssertEqual(field.placeholder, "Search")
            subscription.dispose()
        }
    }

    func testEditsRecordedInVirtualTime() {
        onMain {
            let scheduler = TestScheduler(initialClock: 0)
            let field = TextField()
            let observer = scheduler.createObserver(String.self)
            let bag = DisposeBag()
            scheduler.scheduleAt(100) { bag.insert(field.rx.text.subscribe(observer)) }
            scheduler.scheduleAt(110) { _ = field.handle(key: .character("a")) }
            scheduler.scheduleAt(120) { _ = field.handle(key: .paste("le")) }
            scheduler.scheduleAt(130) { field.text = "ignored" }
            scheduler.start()
            XCTAssertEqual(observer.events, [.next(100, ""), .next(110, "a"), .next(120, "ale")])
        }
    }
}
