import PTYTestSupport
import XCTest
import TerminalUI

/// Every widget at sizes from 1x1 to 500x200: no crash, and nothing drawn outside its frame.
final class SizeSweepTests: XCTestCase {
    @MainActor private static func widgets() -> [View] {
        let list = ListView()
        list.setRows(count: 1_000) { ListRow("Row \($0) 日本🍺 with a long tail of text", highlights: [0..<3]) }
        let field = TextField(text: "Weißbier 日本 👨‍👩‍👧 and much more text than fits")
        let secure = TextField(text: "secret", isSecure: true)
        let box = Box(title: "Box title 日本", content: Label("Wrapped content inside a box 🍺", overflow: .wrap))
        let stack = VStack(spacing: 1, [(Label("Title"), .fixed(1)), (HStack([(Button("OK"), .minimum(6)), (Spinner(label: "Busy"), .flexible)]), .flexible)])
        let modalHost = Screen(size: Size(width: 10, height: 10))
        modalHost.content = Label("behind")
        modalHost.present(Modal.confirmation("Sure? 本当に"))
        return [
            Label("Centred 日本語 label that wraps", alignment: .center, overflow: .wrap),
            Label("Right aligned label 🍺", alignment: .right),
            field, secure, TextField(placeholder: "Search"), list, ListView(emptyText: "Empty list"),
            Button("Sign in"), StatusBar(hints: [KeyHint("F1", "Help"), KeyHint("F10", "Quit")], message: "ok"),
            box, Spinner(label: "Loading"), stack, HelpOverlay(bindings: [KeyHint("F1", "Help")]), modalHost,
        ]
    }

    private static var sizes: [Size] {
        var sizes: [Size] = []
        for width in [1, 2, 3, 4, 5, 8, 13, 40, 80, 161, 500] {
            for height in [1, 2, 3, 4, 7, 24, 200] { sizes.append(Size(width: width, height: height)) }
        }
        return sizes
    }

    func testNothingDrawnOutsideTheFrame() {
        MainActor.assumeIsolated {
            for view in SizeSweepTests.widgets() {
                for size in SizeSweepTests.sizes where size.width * size.height <= 20_000 || size.width == 500 && size.height == 200 {
                    let canvasSize = Size(width: size.width + 4, height: size.height + 2)
                    let frame = Rect(x: 2, y: 1, width: size.width, height: size.height)
                    let buffer = renderOnSentinel(view, frame: frame, canvasSize: canvasSize)
                    for y in 0..<canvasSize.height {
                        for x in 0..<canvasSize.width where !frame.contains(Point(x: x, y: y)) {
                            guard buffer[x, y]?.grapheme == "#" else {
                                return XCTFail("\(type(of: view)) at \(size) drew at (\(x), \(y))")
                            }
                        }
                    }
                }
            }
        }
    }

    func testClippedByAnAncestorFrame() {
        MainActor.assumeIsolated {
            // A child whose frame sticks out of its parent is clipped to the parent.
            let parent = View()
            let child = Label(String(repeating: "x", count: 50))
            parent.addSubview(child)
            child.frame = Rect(x: 3, y: 0, width: 50, height: 3)
            let buffer = renderOnSentinel(parent, frame: Rect(x: 1, y: 1, width: 6, height: 2), canvasSize: Size(width: 10, height: 4))
            XCTAssertEqual(buffer.text(), "##########\n####xxx###\n##########\n##########")
        }
    }

    func testResizeStorm() {
        MainActor.assumeIsolated {
            var rng = SeededGenerator(seed: 42)
            let list = ListView()
            list.setRows(count: 500) { ListRow("Beer \($0) 🍺") }
            let field = TextField(text: "Kölsch 日本")
            let screen = Screen(size: Size(width: 80, height: 24))
            screen.content = VStack([
                (Label("Taproom", role: .title, style: nil), .fixed(1)),
                (field, .fixed(1)),
                (HStack(spacing: 1, [(list, .minimum(10, weight: 2)), (Box(title: "Detail", content: Label("text", overflow: .wrap)), .flexible)]), .flexible),
                (StatusBar(hints: [KeyHint("F1", "Help")]), .fixed(1)),
            ])
            screen.present(Modal.error("Something went wrong"))
            var buffer = CellBuffer(size: .zero)
            for _ in 0..<1_000 {
                let size = Size(width: Int.random(in: 1...300, using: &rng), height: Int.random(in: 1...100, using: &rng))
                _ = screen.dispatch(.resize(size))
                screen.render(into: &buffer, theme: .color256)
                XCTAssertEqual(buffer.size, size)
                if let cursor = screen.terminalCursor { XCTAssertTrue(Rect(size: size).contains(cursor)) }
            }
        }
    }
}
