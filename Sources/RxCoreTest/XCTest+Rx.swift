import RxCore
import XCTest

/// Asserts that two lists of recorded events are equal, printing both on failure.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Recorded<Event<T>>], _ rhs: [Recorded<Event<T>>],
                                         file: StaticString = #filePath, line: UInt = #line) {
    if lhs == rhs { return }
    XCTFail("Recorded events differ:\nlhs: \(lhs)\nrhs: \(rhs)", file: file, line: line)
}

/// Asserts that two lists of events are equal, printing both on failure.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Event<T>], _ rhs: [Event<T>],
                                         file: StaticString = #filePath, line: UInt = #line) {
    if lhs == rhs { return }
    XCTFail("Events differ:\nlhs: \(lhs)\nrhs: \(rhs)", file: file, line: line)
}

/// Asserts that two lists of recorded optional-element events are equal.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Recorded<Event<T?>>], _ rhs: [Recorded<Event<T?>>],
                                         file: StaticString = #filePath, line: UInt = #line) {
    if lhs == rhs { return }
    XCTFail("Recorded events differ:\nlhs: \(lhs)\nrhs: \(rhs)", file: file, line: line)
}

/// Asserts that the recorded `next` elements equal `elements` (stop events are ignored).
public func XCTAssertRecordedElements<T: Equatable>(_ stream: [Recorded<Event<T>>], _ elements: [T],
                                                    file: StaticString = #filePath, line: UInt = #line) {
    let recorded = stream.compactMap { $0.value.element }
    if recorded == elements { return }
    XCTFail("Recorded elements differ:\nrecorded: \(recorded)\nexpected: \(elements)", file: file, line: line)
}
