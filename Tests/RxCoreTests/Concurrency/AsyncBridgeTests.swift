import RxCore
import RxCoreTest
import XCTest

final class AsyncBridgeTests: RxTestCase {
    func testValuesYieldsElementsThenFinishes() async throws {
        var collected: [Int] = []
        for try await value in Observable.of(1, 2, 3).values {
            collected.append(value)
        }
        XCTAssertEqual(collected, [1, 2, 3])
    }

    func testValuesThrowsTheError() async {
        var collected: [Int] = []
        do {
            for try await value in Observable.of(1).concat(Observable.error(testError)).values {
                collected.append(value)
            }
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, testError)
        }
        XCTAssertEqual(collected, [1])
    }

    func testBreakingOutDisposesTheSubscription() async throws {
        let subject = BehaviorSubject(value: 0)
        for try await value in subject.values {
            XCTAssertEqual(value, 0)
            break
        }
        // The stream's termination handler has disposed the subject subscription.
        XCTAssertFalse(subject.hasObservers)
    }

    func testInfallibleAndDriverValues() async {
        var collected: [Int] = []
        for await value in Infallible.from([1, 2]).values {
            collected.append(value)
        }
        for await value in Observable.of(3).asDriver(onErrorJustReturn: 0).values {
            collected.append(value)
        }
        XCTAssertEqual(collected, [1, 2, 3])
    }

    func testAsyncSequenceAsObservable() {
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        let done = expectation(description: "completed")
        var collected: [Int] = []
        let subscription = stream.asObservable().subscribe(onNext: { collected.append($0) }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 10)
        XCTAssertEqual(collected, [1, 2, 3])
        subscription.dispose()
    }

    func testAsyncSequenceAsObservableWithAPriority() {
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(7)
            continuation.finish()
        }
        let done = expectation(description: "completed")
        let collected = Locked<[Int]>([])
        let subscription = stream.asObservable(priority: .userInitiated)
            .subscribe(onNext: { value in collected.mutate { $0.append(value) } }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 10)
        XCTAssertEqual(collected.value, [7])
        subscription.dispose()
    }

    func testSingleFromAsyncWork() {
        let succeeded = expectation(description: "success")
        let failed = expectation(description: "failure")
        let value = Locked<Int?>(nil)
        let first = Single.create { 6 * 7 }.subscribe(onSuccess: { result in value.mutate { $0 = result } ; succeeded.fulfill() })
        let second = Single<Int>.create(detached: true) { throw testError }.subscribe(onFailure: { _ in failed.fulfill() })
        wait(for: [succeeded, failed], timeout: 10)
        XCTAssertEqual(value.value, 42)
        first.dispose()
        second.dispose()
    }

    func testAsyncSequenceErrorBecomesErrorEvent() {
        let stream = AsyncThrowingStream<Int, Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: testError)
        }
        let failed = expectation(description: "failed")
        let subscription = stream.asObservable().subscribe(onError: { error in
            XCTAssertEqual(error as? TestError, testError)
            failed.fulfill()
        })
        wait(for: [failed], timeout: 10)
        subscription.dispose()
    }

    func testTraitValues() async throws {
        let single = try await Single.just(1).value
        let maybe = try await Maybe<Int>.empty().value
        let maybeValue = try await Maybe.just(2).value
        try await Completable.empty().value
        XCTAssertEqual(single, 1)
        XCTAssertNil(maybe)
        XCTAssertEqual(maybeValue, 2)
        do {
            _ = try await Single<Int>.error(testError).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, testError)
        }
    }

    func testCancellingAwaitingValueDisposes() async {
        let subject = PublishSubject<Int>()
        let task = Task { try await subject.asSingle().value }
        // Poll (no sleeping) until the task has subscribed, then cancel it.
        while !subject.hasObservers { await Task.yield() }
        task.cancel()
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
        XCTAssertFalse(subject.hasObservers)
    }

    func testValuesInACancelledTaskThrowCancellationErrorWhenNothingArrived() async {
        let result = await Task { () -> Int in
            withUnsafeCurrentTask { $0?.cancel() }
            var count = 0
            for try await _ in Observable<Int>.never().values { count += 1 }
            return count
        }.result
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
    }

    func testTraitValuesInACancelledTaskStillDeliverWhatArrivesOnSubscription() async throws {
        let outcome = try await Task { () -> (Int?, Int) in
            withUnsafeCurrentTask { $0?.cancel() }
            try await Completable.empty().value
            let nothing = try await Maybe<Int>.empty().value
            let one = try await Single.just(1).value
            return (nothing, one)
        }.value
        XCTAssertNil(outcome.0)
        XCTAssertEqual(outcome.1, 1)
    }

    func testTraitValueInACancelledTaskThrowsCancellationErrorWhenNothingArrives() async {
        let subject = PublishSubject<Int>()
        let result = await Task { () -> Int in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await subject.asSingle().value
        }.result
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
        XCTAssertFalse(subject.hasObservers)
    }
}
