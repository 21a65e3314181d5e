import TerminalUI
import XCTest

/// A binding of named actions takes the person's keys: it runs for them, with the key it was
/// declared with, and its help label and hint name them.
final class KeyRemappingTests: XCTestCase {
    private static let previous = KeyAction("detail.previous", [.left, .character("p")])
    private static let next = KeyAction("detail.next", [.right, .character("n")])
    private static let sort = KeyAction("list.sort", [.function(3)])

    func testARemappedBindingRunsForItsNewKeysWithTheKeyItWasDeclaredWith() {
        MainActor.assumeIsolated {
            var ran: [Key] = []
            let map = KeyMap([
                KeyBinding([Self.previous, Self.next], "← → p n", "Previous / next", hint: KeyHint("←→", "Prev/Next")) { ran.append($0) },
            ]).remapped(["detail.next": [.character("j"), .function(5)]])
            XCTAssertTrue(map.handle(.character("j")))
            XCTAssertTrue(map.handle(.function(5)))
            XCTAssertTrue(map.handle(.character("p")))
            XCTAssertFalse(map.handle(.right), "the replaced key no longer runs it")
            XCTAssertFalse(map.handle(.character("n")))
            XCTAssertEqual(ran, [.right, .right, .left])
            XCTAssertEqual(map.helpRows, [KeyHint("← p j F5", "Previous / next")])
            XCTAssertEqual(map.hints, [KeyHint("←/j", "Prev/Next")])
        }
    }

    func testAnUnchangedBindingKeepsItsDeclaredLabelAndHint() {
        MainActor.assumeIsolated {
            let map = KeyMap([KeyBinding(Self.sort, "F3", "Cycle the sort", hint: KeyHint("F3", "Sort")) { _ in }])
                .remapped(["list.sort": [.function(3)], "list.other": [.character("x")]])
            XCTAssertEqual(map.helpRows, [KeyHint("F3", "Cycle the sort")])
            XCTAssertEqual(map.hints, [KeyHint("F3", "Sort")])
        }
    }

    func testRemappingTwiceStillHandsTheDeclaredKey() {
        MainActor.assumeIsolated {
            var ran: [Key] = []
            let map = KeyMap([KeyBinding([Self.previous, Self.next], "← → p n", "Previous / next") { ran.append($0) }])
                .remapped(["detail.previous": [.character("h")]])
                .remapped(["detail.previous": [.character("y")]])
            XCTAssertTrue(map.handle(.character("y")))
            XCTAssertFalse(map.handle(.character("h")))
            XCTAssertEqual(ran, [.left])
        }
    }

    func testAnActionLeftWithNoKeysIsNeitherRunNorListed() {
        MainActor.assumeIsolated {
            let map = KeyMap([KeyBinding(KeyAction("list.filter", []), "/", "Filter") { _ in XCTFail("ran") }])
            XCTAssertEqual(map.helpRows, [])
            XCTAssertFalse(map.handle(.character("/")))
            let bound = map.remapped(["list.filter": [.character("/")]])
            XCTAssertEqual(bound.helpRows, [KeyHint("/", "Filter")])
            XCTAssertEqual(bound.actions, [KeyAction("list.filter", [.character("/")])])
        }
    }
}
