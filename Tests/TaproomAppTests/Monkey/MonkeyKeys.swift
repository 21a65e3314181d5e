import PTYTestSupport
import TerminalUI

/// Random input drawn from the keys Taproom uses, never a quit key (nor ^P: the command palette
/// runs any action, quitting included).
struct MonkeyKeys {
    /// Characters including the query syntax (`abv>6`, `style:"…"`, ranges), digits and wide ones.
    static let characters = Array("abcdefghijklmnopqrstuvwxyzIPAST0123456789 ><=:\"-.,*'éß黒🍺")
        .map(String.init)
    static let plainKeys: [Key] = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .escape,
                                   .tab, .backTab, .backspace, .delete, .function(1), .function(2), .function(3),
                                   .function(4), .ctrl("f"), .ctrl("n"), .ctrl("a"), .ctrl("e"),
                                   .ctrl("u"), .ctrl("w"), .altBackspace]
    /// Pasted queries, and the monkey's account (so it sometimes signs in and reaches the
    /// favourites, ratings and sign-out paths).
    static let pastes = ["ipa abv>6", "style:\"imperial stout\"", "brewery:hill", "country:be fav", "abv:5-", "ibu<",
                         "alice", "correct horse"]
    static let quitKeys: Set<Key> = [.function(10), .ctrl("q"), .ctrl("c")]
    static let maxSize = Size(width: 200, height: 60)

    /// F2, the account's name and password, Enter: what signing in takes, so that the run spends
    /// time signed in as well as signed out (sent key by key; it may land on any screen).
    static let signIn: [Key] = [.function(2), .paste("alice"), .tab, .paste("correct horse"), .enter]

    var generator: SeededGenerator
    private var queued: [Key] = []

    init(generator: SeededGenerator) {
        self.generator = generator
    }

    /// A random key for a screen of `size`.
    mutating func next(screen size: Size) -> Key {
        if !queued.isEmpty { return queued.removeFirst() }
        let roll = Int.random(in: 0..<100, using: &generator)
        let key: Key
        switch roll {
        case 0..<44: key = .character(Self.characters.randomElement(using: &generator) ?? "a")
        case 44:
            queued = Array(Self.signIn.dropFirst())
            key = Self.signIn[0]
        case 45..<85: key = Self.plainKeys.randomElement(using: &generator) ?? .down
        case 85..<96: key = .mouse(mouse(in: size))
        case 96..<98: key = .paste(Self.pastes.randomElement(using: &generator) ?? "")
        default: key = .resize(randomSize())
        }
        return Self.quitKeys.contains(key) ? .down : key
    }

    /// Half the sizes anywhere from 1×1 to 200×60, half near the smallest supported (40×12),
    /// where layouts run out of room.
    private mutating func randomSize() -> Size {
        if Bool.random(using: &generator) {
            return Size(width: Int.random(in: 1...Self.maxSize.width, using: &generator),
                        height: Int.random(in: 1...Self.maxSize.height, using: &generator))
        }
        return Size(width: Int.random(in: 40...100, using: &generator), height: Int.random(in: 12...30, using: &generator))
    }

    private mutating func mouse(in size: Size) -> MouseEvent {
        let kinds: [MouseEvent.Kind] = [.click, .click, .doubleClick, .wheelUp, .wheelDown]
        let point = Point(x: Int.random(in: 0..<max(1, size.width), using: &generator),
                          y: Int.random(in: 0..<max(1, size.height), using: &generator))
        return MouseEvent(kinds.randomElement(using: &generator) ?? .click, at: point)
    }
}
