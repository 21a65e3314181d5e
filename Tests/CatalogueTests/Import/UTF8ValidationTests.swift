import XCTest
@testable import Catalogue

final class UTF8ValidationTests: XCTestCase {
    private func offset(_ bytes: [UInt8]) -> Int? { UTF8Validation.firstInvalidOffset(in: bytes) }

    func testValidTextPasses() {
        XCTAssertNil(offset(Array("ascii, é, 日本, 🍺".utf8)))
    }

    func testRejectsMalformedSequences() {
        XCTAssertEqual(offset([0x41, 0xFF]), 1, "byte never valid")
        XCTAssertEqual(offset([0x41, 0x80]), 1, "stray continuation byte")
        XCTAssertEqual(offset([0xC3]), 0, "truncated at end")
        XCTAssertEqual(offset([0xC0, 0x80]), 0, "overlong encoding")
        XCTAssertEqual(offset([0xE0, 0x80, 0x80]), 0, "overlong three-byte")
        XCTAssertEqual(offset([0xED, 0xA0, 0x80]), 0, "UTF-16 surrogate")
        XCTAssertEqual(offset([0xF4, 0x90, 0x80, 0x80]), 0, "above U+10FFFF")
        XCTAssertEqual(offset([0x41, 0xE2, 0x82, 0x41]), 1, "bad third byte")
    }
}
