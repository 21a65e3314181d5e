/// A one-line text input with readline keys, edited grapheme by grapheme.
///
/// Keys: characters and paste insert at the cursor; Left/Right (Ctrl-B/Ctrl-F) move; Home/End
/// (Ctrl-A/Ctrl-E) jump; Backspace, Delete/Ctrl-D delete; Ctrl-K kills to the end, Ctrl-U to the
/// start; Ctrl-W deletes the space-delimited word before the cursor, Alt-Backspace the
/// alphanumeric one; Alt-B/Alt-F move by words;
/// Enter fires `onSubmit`. Text wider than the field scrolls horizontally to keep the cursor visible.
@MainActor
public final class TextField: View {
    private var graphemes: [Character] = []

    /// The text. Setting it moves the cursor to the end and does not fire `onChange`
    /// (only user edits do, so a program writing the field back does not loop).
    public var text: String {
        get { String(graphemes) }
        set {
            let limited = limit(Array(newValue.filter(TextField.isEditable)))
            guard limited != graphemes else { return }
            graphemes = limited
            cursorIndex = graphemes.count
            setNeedsDisplay()
        }
    }

    /// Insertion point as a grapheme index, 0...text.count.
    public var cursorIndex: Int = 0 {
        didSet {
            cursorIndex = min(max(0, cursorIndex), graphemes.count)
            if cursorIndex != oldValue { setNeedsDisplay() }
        }
    }

    public var placeholder: String { didSet { setNeedsDisplay() } }
    /// Draws each grapheme as `•`; the text itself never reaches the buffer.
    public var isSecure: Bool { didSet { setNeedsDisplay() } }
    /// Maximum number of graphemes, or nil for no limit.
    public var maxLength: Int? { didSet { text = String(graphemes) } }

    /// Fires with the new text after every user edit.
    public let onChange = Handlers<String>()
    /// Fires with the text when Enter is pressed.
    public let onSubmit = Handlers<String>()

    /// First grapheme shown (horizontal scrolling).
    public private(set) var scrollIndex = 0

    public init(text: String = "", placeholder: String = "", isSecure: Bool = false, maxLength: Int? = nil) {
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.maxLength = maxLength
        super.init()
        self.text = text
    }

    public override var canFocus: Bool { true }
    public override var takesTextInput: Bool { true }

    /// Editing keys this field leaves to the screen's keymap (a filter over a list leaves it
    /// Enter and Ctrl-F, which act on the list).
    public var keysLeftToScreen: Set<Key> = []

    // MARK: Editing

    /// The field's own editing keys: text, paste, cursor movement and deletion, and Enter.
    public override func claims(_ key: Key) -> Bool {
        guard !keysLeftToScreen.contains(key) else { return false }
        switch key {
        case .character, .paste, .left, .right, .home, .end, .backspace, .delete, .altBackspace, .enter: return true
        case .ctrl(let letter): return "bfaehdkuw".contains(letter)
        case .alt(let letter): return letter == "b" || letter == "f"
        default: return false
        }
    }

    public override func handle(key: Key) -> Bool {
        guard claims(key) else { return false }
        switch key {
        case .character(let string): insert(string)
        case .paste(let string): insert(string.replacingNewlines())
        case .left, .ctrl("b"): cursorIndex -= 1
        case .right, .ctrl("f"): cursorIndex += 1
        case .home, .ctrl("a"): cursorIndex = 0
        case .end, .ctrl("e"): cursorIndex = graphemes.count
        case .alt("b"): cursorIndex = wordStart(before: cursorIndex)
        case .alt("f"): cursorIndex = wordEnd(after: cursorIndex)
        case .backspace, .ctrl("h"):
            if cursorIndex > 0 { edit(removing: (cursorIndex - 1)..<cursorIndex) }
        case .delete, .ctrl("d"):
            if cursorIndex < graphemes.count { edit(removing: cursorIndex..<(cursorIndex + 1)) }
        case .ctrl("k"): edit(removing: cursorIndex..<graphemes.count)
        case .ctrl("u"): edit(removing: 0..<cursorIndex)
        case .ctrl("w"): edit(removing: spaceDelimitedWordStart(before: cursorIndex)..<cursorIndex)
        case .altBackspace: edit(removing: wordStart(before: cursorIndex)..<cursorIndex)
        case .enter: onSubmit.send(text)
        default: return false
        }
        return true
    }

    private func insert(_ string: String) {
        var incoming = Array(string.filter(TextField.isEditable))
        if let maxLength { incoming = Array(incoming.prefix(max(0, maxLength - graphemes.count))) }
        guard !incoming.isEmpty else { return }
        var next = graphemes
        next.insert(contentsOf: incoming, at: cursorIndex)
        // Re-segment: a combining mark typed after a letter joins it into one grapheme.
        let resegmented = Array(String(next))
        guard resegmented != graphemes else { return }
        let newCursor = cursorIndex + (resegmented.count - graphemes.count)
        graphemes = resegmented
        cursorIndex = newCursor
        changed()
    }

    /// Control characters never enter the text; combining marks and spaces do.
    private static func isEditable(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return !DisplayWidth.isControl(first)
    }

    private func edit(removing range: Range<Int>) {
        guard !range.isEmpty else { return }
        graphemes.removeSubrange(range)
        cursorIndex = range.lowerBound
        changed()
    }

    private func changed() {
        setNeedsDisplay()
        onChange.send(text)
    }

    private func limit(_ characters: [Character]) -> [Character] {
        guard let maxLength, characters.count > maxLength else { return characters }
        return Array(characters.prefix(max(0, maxLength)))
    }

    private func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Start of the word before `index`, skipping separators first (readline's backward-word).
    private func wordStart(before index: Int) -> Int {
        var i = index
        while i > 0, !isWordCharacter(graphemes[i - 1]) { i -= 1 }
        while i > 0, isWordCharacter(graphemes[i - 1]) { i -= 1 }
        return i
    }

    /// Start of the whitespace-delimited word before `index` (readline's unix-word-rubout, Ctrl-W).
    private func spaceDelimitedWordStart(before index: Int) -> Int {
        var i = index
        while i > 0, graphemes[i - 1].isWhitespace { i -= 1 }
        while i > 0, !graphemes[i - 1].isWhitespace { i -= 1 }
        return i
    }

    /// End of the word after `index`, skipping separators first (readline's forward-word).
    private func wordEnd(after index: Int) -> Int {
        var i = index
        while i < graphemes.count, !isWordCharacter(graphemes[i]) { i += 1 }
        while i < graphemes.count, isWordCharacter(graphemes[i]) { i += 1 }
        return i
    }

    // MARK: Drawing

    private func shown(_ character: Character) -> Character { isSecure ? "•" : character }

    /// A new width (a resize) shows the text from its start again, as far as the cursor allows:
    /// scrolled for a narrower field, it would otherwise stay scrolled once there is room.
    public override func layoutSubviews() {
        scrollIndex = 0
    }

    /// Moves `scrollIndex` so the cursor (and one column after it) fits in `width` columns.
    private func scrollToCursor(width: Int) {
        if cursorIndex < scrollIndex { scrollIndex = cursorIndex }
        scrollIndex = min(scrollIndex, graphemes.count)
        func columns(_ range: Range<Int>) -> Int { range.reduce(0) { $0 + shown(graphemes[$1]).displayWidth } }
        let cursorWidth = cursorIndex < graphemes.count ? shown(graphemes[cursorIndex]).displayWidth : 1
        while scrollIndex < cursorIndex, columns(scrollIndex..<cursorIndex) + cursorWidth > width {
            scrollIndex += 1
        }
    }

    public override func render(_ painter: Painter) {
        let theme = painter.theme
        let style = !isEffectivelyEnabled ? theme.disabled : (isFocused ? theme.focused : theme.normal.adding(.underline))
        painter.fill(style: style)
        scrollToCursor(width: painter.width)
        if graphemes.isEmpty {
            painter.put(DisplayWidth.truncate(placeholder, toWidth: painter.width), at: .zero,
                        style: style.adding(.dim))
            return
        }
        var x = 0
        for character in graphemes[scrollIndex...] {
            let glyph = shown(character)
            if x + glyph.displayWidth > painter.width { break }
            x += painter.put(String(glyph), at: Point(x: x, y: 0), style: style)
        }
    }

    public override var cursorPosition: Point? {
        guard cursorIndex >= scrollIndex else { return Point(x: 0, y: 0) }
        let columns = graphemes[scrollIndex..<cursorIndex].reduce(0) { $0 + shown($1).displayWidth }
        return Point(x: columns, y: 0)
    }
}

extension String {
    /// Pasted line breaks become spaces: a one-line field must not submit or lose the words.
    fileprivate func replacingNewlines() -> String {
        String(map { $0.isNewline ? " " : $0 })
    }
}
