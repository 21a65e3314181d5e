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

    /// The import's decoding agrees with the standard library's validating one on every one- and
    /// two-byte sequence and on three- and four-byte ones around every boundary of each lead.
    func testDecodingAgreesWithTheStandardLibrary() {
        func agree(_ bytes: [UInt8]) -> Bool {
            bytes.withUnsafeBufferPointer { buffer in
                UTF8Validation.string(buffer) == String(validating: buffer, as: UTF8.self)
            }
        }
        var checked = 0
        for first in UInt8.min...UInt8.max {
            XCTAssertTrue(agree([first]), "\([first])")
            for second in UInt8.min...UInt8.max {
                XCTAssertTrue(agree([first, second]), "\([first, second])")
                checked += 1
            }
        }
        let edges: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]
        for lead in UInt8(0xC0)...UInt8(0xFF) {
            for second in edges {
                for third in edges {
                    XCTAssertTrue(agree([lead, second, third]), "\([lead, second, third])")
                    for fourth in edges {
                        XCTAssertTrue(agree([0x41, lead, second, third, fourth]), "\([0x41, lead, second, third, fourth])")
                        checked += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 100_000)
        XCTAssertEqual(Array("ascii, é, 日本, 🍺".utf8).withUnsafeBufferPointer(UTF8Validation.string), "ascii, é, 日本, 🍺")
    }
}
