import Dispatch
import RxCore
import RxCoreBlocking
import XCTest

private struct TestError: Error, Equatable {}

final class BlockingObservableTests: XCTestCase {
    func testToArrayCollectsEveryElement() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable<Int>.empty().toBlocking().toArray(), [])
    }

    func testToArrayRethrowsTheError() {
        XCTAssertThrowsError(try Observable<Int>.error(TestError()).toBlocking().toArray()) {
            XCTAssertTrue($0 is TestError)
        }
    }

    func testFirstStopsAfterTheFirstElement() throws {
        var disposed = false
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { disposed = true }
        }
        XCTAssertEqual(try source.toBlocking().first(), 1)
        XCTAssertTrue(disposed)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
    }

    func testLast() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
    }

    func testSingle() throws {
        XCTAssertEqual(try Observable.just(7).toBlocking().single(), 7)
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
        XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) {
            guard case RxError.noElements = $0 else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single()) {
            guard case RxError.moreThanOneElement = $0 else { return XCTFail("\($0)") }
        }
    }

    func testMaterialize() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else { return XCTFail() }
        XCTAssertEqual(elements, [1, 2])
        let failing = Observable.of(1).concat(Observable<Int>.error(TestError()))
        guard case .failed(let partial, let error) = failing.toBlocking().materialize() else { return XCTFail() }
        XCTAssertEqual(partial, [1])
        XCTAssertTrue(error is TestError)
    }

    func testWaitsForElementsFromAnotherThread() throws {
        let source = Observable<Int>.create { observer in
            // Handed to one other thread, which alone uses it from then on.
            nonisolated(unsafe) let observer = observer
            DispatchQueue.global().async {
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        XCTAssertEqual(try source.toBlocking(timeout: 5).toArray(), [1, 2])
    }

    func testWaitsForMainQueueWorkWhenCalledOnTheMainThread() throws {
        XCTAssertTrue(Thread.isMainThread)
        let source = Observable.of(1, 2).observe(on: MainScheduler.instance)
        XCTAssertEqual(try source.toBlocking(timeout: 5).toArray(), [1, 2])
    }

    func testTimeoutEndsTheWaitWithRxErrorTimeout() {
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.01).toArray()) {
            guard case RxError.timeout = $0 else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.01).first())
    }

    func testTimeoutOffTheMainThread() {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: MaterializedSequenceResult<Int>?
        DispatchQueue.global().async {
            result = Observable<Int>.never().toBlocking(timeout: 0.01).materialize()
            done.signal()
        }
        done.wait()
        guard case .failed(_, RxError.timeout)? = result else { return XCTFail("\(String(describing: result))") }
    }
}
