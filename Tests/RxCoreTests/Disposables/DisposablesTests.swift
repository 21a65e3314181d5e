import RxCore
import RxCoreTest
import XCTest

final class DisposablesTests: RxTestCase {
    func testCreateWithRunsOnce() {
        var count = 0
        let disposable = Disposables.create { count += 1 }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(count, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testCreateCombinations() {
        var count = 0
        let make = { Disposables.create { count += 1 } }
        Disposables.create(make(), make()).dispose()
        Disposables.create(make(), make(), make()).dispose()
        Disposables.create(make(), make(), make(), make(), make()).dispose()
        Disposables.create([make(), make(), make()]).dispose()
        Disposables.create().dispose()
        XCTAssertEqual(count, 13)
    }

    func testDisposeBag() {
        var count = 0
        var bag: DisposeBag? = DisposeBag()
        let make = { Disposables.create { count += 1 } }
        bag?.insert(make())
        bag?.insert(make(), make())
        bag?.insert([make(), make()])
        make().disposed(by: bag!)
        XCTAssertEqual(count, 0)
        bag = nil
        XCTAssertEqual(count, 6)
    }

    func testDisposeBagBuilder() {
        var count = 0
        var bag: DisposeBag? = DisposeBag {
            Disposables.create { count += 1 }
            Disposables.create { count += 1 }
        }
        XCTAssertNotNil(bag)
        bag = nil
        XCTAssertEqual(count, 2)
    }

    func testCompositeDisposable() {
        var log: [Int] = []
        let composite = CompositeDisposable()
        let key1 = composite.insert(Disposables.create { log.append(1) })
        _ = composite.insert(Disposables.create { log.append(2) })
        XCTAssertEqual(composite.count, 2)
        composite.remove(for: key1!)
        XCTAssertEqual(log, [1])
        composite.dispose()
        XCTAssertEqual(log, [1, 2])
        XCTAssertNil(composite.insert(Disposables.create { log.append(3) }))
        XCTAssertEqual(log, [1, 2, 3])
        XCTAssertTrue(composite.isDisposed)
    }

    func testSerialDisposable() {
        var log: [Int] = []
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { log.append(1) }
        serial.disposable = Disposables.create { log.append(2) }
        XCTAssertEqual(log, [1])
        serial.dispose()
        XCTAssertEqual(log, [1, 2])
        serial.disposable = Disposables.create { log.append(3) }
        XCTAssertEqual(log, [1, 2, 3])
        XCTAssertTrue(serial.isDisposed)
    }

    func testSingleAssignmentDisposable() {
        var log: [Int] = []
        let single = SingleAssignmentDisposable()
        single.dispose()
        XCTAssertTrue(single.isDisposed)
        single.setDisposable(Disposables.create { log.append(1) })
        XCTAssertEqual(log, [1])

        let other = SingleAssignmentDisposable()
        other.setDisposable(Disposables.create { log.append(2) })
        XCTAssertEqual(log, [1])
        other.dispose()
        other.dispose()
        XCTAssertEqual(log, [1, 2])
    }

    func testBooleanDisposable() {
        let disposable = BooleanDisposable()
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertTrue(BooleanDisposable.booleanDisposableTrue.isDisposed)
    }

    func testRefCountDisposable() {
        var count = 0
        let refCount = RefCountDisposable(disposable: Disposables.create { count += 1 })
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        XCTAssertEqual(count, 0)
        first.dispose()
        XCTAssertEqual(count, 0)
        second.dispose()
        XCTAssertEqual(count, 1)
        XCTAssertTrue(refCount.isDisposed)
    }

    func testRefCountDisposesAtOnceWithoutDependents() {
        var count = 0
        let refCount = RefCountDisposable(disposable: Disposables.create { count += 1 })
        refCount.dispose()
        XCTAssertEqual(count, 1)
    }
}
