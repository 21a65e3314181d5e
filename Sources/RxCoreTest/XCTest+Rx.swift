import RxCore
import XCTest

/// Asserts that two lists of recorded events are equal, printing both on failure.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Recorded<Event<T>>], _ rhs: [Recorded<Event<T>>],
                                         file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, "Recorded events", file: file, line: line)
}

/// Asserts that two lists of events are equal, printing both on failure.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Event<T>], _ rhs: [Event<T>],
                                         file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, "Events", file: file, line: line)
}

/// Asserts that two lists of recorded optional-element events are equal.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Recorded<Event<T?>>], _ rhs: [Recorded<Event<T?>>],
                                         file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, "Recorded events", file: file, line: line)
}

/// Asserts that two lists of `Single` events are equal.
public func XCTAssertEqual<T: Equatable>(_ lhs: [SingleEvent<T>], _ rhs: [SingleEvent<T>],
                                         file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(comparable(lhs), comparable(rhs), "Single events", file: file, line: line)
}

/// Asserts that two lists of `Maybe` events are equal.
public func XCTAssertEqual<T: Equatable>(_ lhs: [MaybeEvent<T>], _ rhs: [MaybeEvent<T>],
                                         file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, "Maybe events", file: file, line: line)
}

/// Asserts that two lists of `Completable` events are equal.
public func XCTAssertEqual(_ lhs: [CompletableEvent], _ rhs: [CompletableEvent],
                           file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, "Completable events", file: file, line: line)
}

/// Asserts that the recording holds exactly `elements` as `next` events (times are ignored);
/// a stop event in the recording fails the assertion, as in RxTest.
public func XCTAssertRecordedElements<T: Equatable>(_ stream: [Recorded<Event<T>>], _ elements: [T],
                                                    file: StaticString = #filePath, line: UInt = #line) {
    if let stop = stream.first(where: { $0.value.isStopEvent }) {
        XCTFail("A stop event was recorded: \(stop)", file: file, line: line)
        return
    }
    let recorded = stream.compactMap { $0.value.element }
    if recorded == elements { return }
    XCTFail("Recorded elements differ:\nrecorded: \(recorded)\nexpected: \(elements)", file: file, line: line)
}

private func assertSequencesEqual<T: Equatable>(_ lhs: [T], _ rhs: [T], _ what: String, file: StaticString, line: UInt) {
    if lhs == rhs { return }
    XCTFail("\(what) differ:\nlhs: \(lhs)\nrhs: \(rhs)", file: file, line: line)
}

private func comparable<T>(_ events: [SingleEvent<T>]) -> [ComparableSingleEvent<T>] {
    var result: [ComparableSingleEvent<T>] = []
    for event in events { result.append(ComparableSingleEvent(event: event)) }
    return result
}

/// A `SingleEvent` compared as RxTest compares it (see `singleEventsEqual`).
private struct ComparableSingleEvent<T: Equatable>: Equatable, CustomStringConvertible {
    let event: SingleEvent<T>
    static func == (lhs: Self, rhs: Self) -> Bool { singleEventsEqual(lhs.event, rhs.event) }
    var description: String { "\(event)" }
}
