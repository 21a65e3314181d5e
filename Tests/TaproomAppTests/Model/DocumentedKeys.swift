import PTYTestSupport
import TerminalUI

/// The keys the help documents (the F1 lists and the README's table), drawn at random for the
/// model-based journeys, with the filters that give 0, 1, 2 and many results and the steps of
/// signing in. Never a quit key.
enum DocumentedKeys {
    static let password = "correct horse"

    /// Every key some screen's help lists but ^P: the command palette runs any action, quitting
    /// included (`CommandPaletteJourneyTests` drive it).
    static let keys: [Key] = [
        .up, .down, .pageUp, .pageDown, .ctrl("n"), .ctrlHome, .ctrlEnd, .home, .end, .enter, .escape,
        .function(1), .function(2), .function(3), .function(4), .function(5), .function(6), .ctrl("f"),
        .left, .right, .character("p"), .character("n"), .character("f"), .character("0"), .character("1"),
        .character("3"), .character("5"), .character("e"), .character("i"), .character("q"), .backspace, .tab, .backTab,
    ]

    /// Filters typed whole: no beer, one, two, and every beer.
    static let filters = ["zzz", "orval", "ipa s", ""]

    /// What signing in takes from the list: F2, the name, Tab, the password, Enter.
    static let signIn: [Key] = [.function(2), .paste("alice"), .tab, .paste(password), .enter]

    /// `count` keys: mostly documented keys, some filters (each pasted into whatever has the
    /// focus, as a person typing would) and now and then the steps of signing in.
    static func sequence(count: Int, using generator: inout SeededGenerator) -> [Key] {
        var keys: [Key] = []
        while keys.count < count {
            switch Int.random(in: 0..<100, using: &generator) {
            case 0..<8: keys.append(.paste(filters.randomElement(using: &generator) ?? ""))
            case 8..<11: keys += signIn
            default: keys.append(Self.keys.randomElement(using: &generator) ?? .down)
            }
        }
        return Array(keys.prefix(count))
    }
}
