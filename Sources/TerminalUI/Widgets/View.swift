/// Base class of every widget: a frame in its superview's coordinates, children, drawing and keys.
///
/// Subclasses override `render(_:)` to draw (in local coordinates, clipped to the frame),
/// `handle(key:)` to consume keys (return false to let the key bubble to the superview), and
/// `layoutSubviews()` to place children when the frame changes.
@MainActor
open class View {
    /// Position and size in the superview's coordinates.
    public var frame: Rect = .zero {
        didSet {
            guard frame != oldValue else { return }
            if frame.size != oldValue.size { layoutSubviews() }
            setNeedsDisplay()
        }
    }

    public var isHidden = false { didSet { if isHidden != oldValue { hiddenOrEnabledChanged() } } }

    /// A disabled view draws in the disabled style and neither takes focus nor reacts to keys.
    public var isEnabled = true { didSet { if isEnabled != oldValue { hiddenOrEnabledChanged() } } }

    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?

    /// Called when this view or a descendant needs redrawing (the screen coalesces these).
    var invalidationHandler: (() -> Void)?

    /// Fires once when the view is deallocated, so bindings (`.rx`) can complete their streams.
    public let onDeinit = Handlers<Void>()

    public init() {}

    isolated deinit {
        onDeinit.send()
    }

    // MARK: Tree

    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a child at `index` in drawing order (later children draw on top).
    public func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        screen?.viewDidAttach(view)
        setNeedsDisplay()
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let owner = screen
        parent.subviews.removeAll { $0 === self }
        superview = nil
        owner?.viewDidDetach(self)
        parent.setNeedsDisplay()
    }

    /// The screen this view belongs to, if any.
    public var screen: Screen? {
        var node: View? = self
        while let current = node {
            if let screen = current as? Screen { return screen }
            node = current.superview
        }
        return nil
    }

    /// The frame in screen coordinates.
    public var frameOnScreen: Rect {
        var rect = frame
        var node = superview
        while let parent = node {
            rect.origin.x += parent.frame.x
            rect.origin.y += parent.frame.y
            node = parent.superview
        }
        return rect
    }

    /// True when neither this view nor an ancestor is hidden.
    public var isVisible: Bool {
        var node: View? = self
        while let current = node {
            if current.isHidden { return false }
            node = current.superview
        }
        return true
    }

    /// True when neither this view nor an ancestor is disabled.
    public var isEffectivelyEnabled: Bool {
        var node: View? = self
        while let current = node {
            if !current.isEnabled { return false }
            node = current.superview
        }
        return true
    }

    public func isDescendant(of ancestor: View) -> Bool {
        var node: View? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.superview
        }
        return false
    }

    // MARK: Layout and drawing

    /// Places subviews inside `frame.size`; the default leaves them alone.
    open func layoutSubviews() {}

    /// Draws this view. The default draws nothing; `renderTree` then draws the subviews on top.
    open func render(_ painter: Painter) {}

    /// Draws this view and its visible subviews, each clipped to its own frame.
    public func renderTree(_ painter: Painter) {
        guard !isHidden, !painter.clip.isEmpty else { return }
        render(painter)
        for child in subviews where !child.isHidden {
            child.renderTree(painter.child(child.frame))
        }
    }

    public func setNeedsDisplay() {
        var node: View? = self
        while let current = node {
            if let handler = current.invalidationHandler { handler(); return }
            node = current.superview
        }
    }

    // MARK: Focus and input

    /// Whether this kind of view can take focus at all (enabled and visible are checked separately).
    open var canFocus: Bool { false }

    /// Whether this view edits text, so that every printable key goes into it. The screen never
    /// moves the focus into such a view by itself: the person (or the program) chooses it.
    open var takesTextInput: Bool { false }

    /// Whether the screen leaves this view alone when it picks the focus itself (a screen
    /// opens, an overlay goes, the focused view is hidden): a text field, or a view that would
    /// move the page to show itself. The person still chooses it (Tab, a click).
    open var takesFocusOnlyWhenChosen: Bool { takesTextInput }

    /// True while this view holds its screen's focus.
    public var isFocused: Bool { screen?.focusedView === self }

    /// Where the terminal cursor goes, in local coordinates, while this view is focused; nil hides it.
    open var cursorPosition: Point? { nil }

    /// Handles a key; return true when consumed, false to let it bubble to the superview.
    /// Mouse events arrive with the point in this view's local coordinates.
    /// Whether this view, when focused, takes `key` before the screen's keymap sees it (a text
    /// field's editing keys, a button's Enter). Keys it does not claim go to the keymap first.
    open func claims(_ key: Key) -> Bool { false }

    open func handle(key: Key) -> Bool { false }

    /// Called by the screen when focus arrives or leaves, so a view can restyle itself.
    open func focusDidChange() { setNeedsDisplay() }

    /// Asks the screen to focus this view; returns whether it did.
    @discardableResult
    public func becomeFocused() -> Bool { screen?.focus(self) ?? false }

    private func hiddenOrEnabledChanged() {
        screen?.focusableStateChanged()
        superview?.layoutSubviews()
        setNeedsDisplay()
    }
}
