/// Turns raw terminal input into keys. A pure state machine, so it is tested without a terminal.
///
/// Feed every `RawInput` of one read with `feed(_:)`, then call `endOfInput()` when the terminal
/// has nothing more to give. That boundary is what tells a lone Esc (ncurses already waited its
/// 25 ms ESC delay) from an Alt prefix, and what lets combining scalars join into one grapheme.
/// A bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`) may span many reads and becomes one event.
public struct InputDecoder: Sendable {
    private enum State: Sendable {
        case ground
        case escape
        /// After `ESC [`: parameter and intermediate bytes collected so far.
        case controlSequence(String)
        /// After `ESC O` (application-mode cursor and F1–F4 keys).
        case singleShift
        case paste
    }

    private static let maximumSequenceLength = 16
    private static let pasteStart = "200~"
    private static let pasteEnd = "\u{1B}[201~"

    private var state: State = .ground
    /// Printable scalars not yet split into graphemes.
    private var pendingText = ""
    /// The text of a bracketed paste in progress (kept out of `state` so appends do not copy it).
    private var pasteText = ""

    public init() {}

    /// True while a bracketed paste has started but not ended.
    public var isInPaste: Bool {
        if case .paste = state { return true }
        return false
    }

    /// Decodes one unit of input; returns the keys it completes (possibly none).
    public mutating func feed(_ input: RawInput) -> [Key] {
        var keys: [Key] = []
        process(input, into: &keys)
        return keys
    }

    /// Decodes a whole read: every input, then the end-of-input boundary.
    public mutating func decode(_ inputs: [RawInput]) -> [Key] {
        var keys: [Key] = []
        for input in inputs { process(input, into: &keys) }
        keys += endOfInput()
        return keys
    }

    /// The terminal has no more input for now: a pending ESC is the Esc key, pending text is
    /// emitted as graphemes. An unfinished paste stays open for the next read.
    public mutating func endOfInput() -> [Key] {
        var keys: [Key] = []
        switch state {
        case .ground, .paste:
            break
        case .escape:
            state = .ground
            flushText(into: &keys)
            keys.append(.escape)
        case .singleShift:
            state = .ground
            keys.append(.alt("O"))
        case .controlSequence(let collected):
            state = .ground
            keys.append(.alt("["))
            for scalar in collected.unicodeScalars { process(.scalar(scalar), into: &keys) }
        }
        flushText(into: &keys)
        return keys
    }

    // MARK: - States

    private mutating func process(_ input: RawInput, into keys: inout [Key]) {
        switch state {
        case .ground: ground(input, into: &keys)
        case .escape: afterEscape(input, into: &keys)
        case .controlSequence(let collected): inControlSequence(collected, input, into: &keys)
        case .singleShift: afterSingleShift(input, into: &keys)
        case .paste: inPaste(input, into: &keys)
        }
    }

    private mutating func ground(_ input: RawInput, into keys: inout [Key]) {
        switch input {
        case .scalar(let scalar):
            if Self.isPrintable(scalar) {
                pendingText.unicodeScalars.append(scalar)
                return
            }
            flushText(into: &keys)
            if scalar.value == 0x1B {
                state = .escape
            } else if let key = Self.controlKey(scalar) {
                keys.append(key)
            }
        case .special(let special):
            flushText(into: &keys)
            if let key = Self.key(for: special) { keys.append(key) }
        case .mouse(let event):
            flushText(into: &keys)
            keys.append(.mouse(event))
        case .resize(let size):
            flushText(into: &keys)
            keys.append(.resize(size))
        }
    }

    private mutating func afterEscape(_ input: RawInput, into keys: inout [Key]) {
        guard case .scalar(let scalar) = input else {
            state = .ground
            keys.append(.escape)
            ground(input, into: &keys)
            return
        }
        switch scalar.value {
        case 0x5B: // [
            state = .controlSequence("")
        case 0x4F: // O
            state = .singleShift
        case 0x7F, 0x08:
            state = .ground
            keys.append(.altBackspace)
        default:
            state = .ground
            if Self.isPrintable(scalar) {
                keys.append(.alt(Character(scalar)))
            } else {
                // ESC ESC, or ESC before a control key: the first ESC was the Esc key.
                keys.append(.escape)
                ground(input, into: &keys)
            }
        }
    }

    private mutating func inControlSequence(_ collected: String, _ input: RawInput, into keys: inout [Key]) {
        guard case .scalar(let scalar) = input, (0x20...0x7E).contains(scalar.value),
              collected.unicodeScalars.count < Self.maximumSequenceLength else {
            // Not a well-formed sequence: drop what was collected and start over with this input.
            state = .ground
            ground(input, into: &keys)
            return
        }
        if (0x20...0x3F).contains(scalar.value) {
            state = .controlSequence(collected + String(scalar))
            return
        }
        state = .ground
        let sequence = collected + String(scalar)
        if sequence == Self.pasteStart {
            state = .paste
            pasteText = ""
        } else if let key = Self.controlSequenceKey(sequence) {
            keys.append(key)
        }
        // Unknown sequences (focus reports, modified keys we do not support) are ignored.
    }

    private mutating func afterSingleShift(_ input: RawInput, into keys: inout [Key]) {
        state = .ground
        guard case .scalar(let scalar) = input else {
            keys.append(.alt("O"))
            ground(input, into: &keys)
            return
        }
        switch scalar {
        case "A": keys.append(.up)
        case "B": keys.append(.down)
        case "C": keys.append(.right)
        case "D": keys.append(.left)
        case "H": keys.append(.home)
        case "F": keys.append(.end)
        case "M": keys.append(.enter)
        case "P": keys.append(.function(1))
        case "Q": keys.append(.function(2))
        case "R": keys.append(.function(3))
        case "S": keys.append(.function(4))
        default:
            keys.append(.alt("O"))
            ground(input, into: &keys)
        }
    }

    private mutating func inPaste(_ input: RawInput, into keys: inout [Key]) {
        switch input {
        case .scalar(let scalar):
            pasteText.unicodeScalars.append(scalar)
        case .special(.enter):
            pasteText.append("\n")
        default:
            return // Keys and mouse reports cannot be part of pasted text.
        }
        guard pasteText.unicodeScalars.last == "~", pasteText.hasSuffix(Self.pasteEnd) else { return }
        pasteText.unicodeScalars.removeLast(Self.pasteEnd.unicodeScalars.count)
        state = .ground
        keys.append(.paste(Self.normalisingLineBreaks(pasteText)))
        pasteText = ""
    }

    // MARK: - Tables

    private mutating func flushText(into keys: inout [Key]) {
        guard !pendingText.isEmpty else { return }
        for character in pendingText { keys.append(.character(String(character))) }
        pendingText = ""
    }

    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value >= 0x20 && value != 0x7F && !(0x80...0x9F).contains(value)
    }

    private static func controlKey(_ scalar: Unicode.Scalar) -> Key? {
        switch scalar.value {
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x7F, 0x08: return .backspace
        case 0x01...0x1A:
            guard let letter = Unicode.Scalar(scalar.value + 0x60) else { return nil }
            return .ctrl(Character(letter))
        default: return nil
        }
    }

    static func key(for special: SpecialKey) -> Key? {
        switch special {
        case .up: return .up
        case .down: return .down
        case .left: return .left
        case .right: return .right
        case .home: return .home
        case .end: return .end
        case .controlHome: return .ctrlHome
        case .controlEnd: return .ctrlEnd
        case .pageUp: return .pageUp
        case .pageDown: return .pageDown
        case .insert: return nil
        case .delete: return .delete
        case .backspace: return .backspace
        case .enter: return .enter
        case .backTab: return .backTab
        case .function(let number): return .function(number)
        }
    }

    /// Keys for `ESC [` sequences, ignoring any modifier parameter (`1;5A` is still Up) except
    /// Ctrl on Home and End (`1;5H`, `7;5~`), which jump to the ends of a list.
    /// Insert (`2~`) is not a `Key`; it is ignored like other unknown sequences.
    private static func controlSequenceKey(_ sequence: String) -> Key? {
        guard let final = sequence.last else { return nil }
        let parameters = sequence.dropLast().split(separator: ";")
        // xterm's modifier parameter is 1 + a bit mask in which Ctrl is 4.
        let withControl = parameters.count > 1 && ((Int(parameters[1]) ?? 1) - 1) & 4 != 0
        switch final {
        case "A": return .up
        case "B": return .down
        case "C": return .right
        case "D": return .left
        case "H": return withControl ? .ctrlHome : .home
        case "F": return withControl ? .ctrlEnd : .end
        case "Z": return .backTab
        case "~":
            guard let first = parameters.first, let number = Int(first) else { return nil }
            let key = tildeKeys[number]
            if withControl, key == .home { return .ctrlHome }
            if withControl, key == .end { return .ctrlEnd }
            return key
        default: return nil
        }
    }

    private static let tildeKeys: [Int: Key] = [
        1: .home, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]

    /// Terminals paste line breaks as CR; "\r\n" is one `Character`, so this maps whole graphemes.
    private static func normalisingLineBreaks(_ text: String) -> String {
        String(text.map { $0 == "\r\n" || $0 == "\r" ? "\n" : $0 })
    }
}
