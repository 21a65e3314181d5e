/// The root of a view tree: owns the focus, routes keys, hosts overlays (modals, help) and renders.
///
/// Key routing: a key goes to the focused view, then bubbles up through its superviews; if none
/// consumes it, Tab/Shift-Tab move the focus, and anything else goes to `onUnhandledKey`, the
/// application's handler. While an overlay is presented, focus and keys stay inside the top overlay.
///
/// ```swift
/// let search = TextField(placeholder: "Search")
/// let list = ListView(emptyText: "No beers")
/// list.setItems(beers) { ListRow($0.name) }
/// let screen = Screen(size: terminalSize)
/// screen.content = VStack([(search, .fixed(1)), (list, .flexible), (StatusBar(hints: hints), .fixed(1))])
/// search.onChange.add { text in list.setItems(beers.filter { $0.name.contains(text) }) { ListRow($0.name) } }
/// screen.onUnhandledKey = { key in key == .function(10) ? quit() : false }
/// var frame = CellBuffer(size: .zero)
/// let cursor = screen.render(into: &frame)   // then a terminal backend draws `frame`
/// ```
@MainActor
public final class Screen: View {
    /// The main content, laid out to fill the screen.
    public var content: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let content { insertSubview(content, at: 0) }   // below any presented overlay
            layoutSubviews()
            if focusedView == nil || !(focusedView.map(isInFocusScope) ?? false) { focusAutomatically() }
        }
    }

    /// Presented overlays, topmost last.
    public private(set) var overlays: [Overlay] = []

    public private(set) weak var focusedView: View?

    /// The application's key handler, reached when no view consumed a key. Returns whether it did.
    public var onUnhandledKey: ((Key) -> Bool)?

    /// Called when anything in the tree needs redrawing; the run loop coalesces it into one render.
    public var onNeedsDisplay: (() -> Void)? {
        didSet { invalidationHandler = { [weak self] in self?.needsDisplay = true; self?.onNeedsDisplay?() } }
    }

    /// Fires with the new focused view (or nil) whenever focus moves.
    public let onFocusChange = Handlers<View?>()

    public private(set) var needsDisplay = true

    /// The palette `render(into:)` draws with (pick it with `Theme.forSupport`).
    public var theme: Theme = .color256 { didSet { setNeedsDisplay() } }

    public init(size: Size) {
        super.init()
        frame = Rect(size: size)
        invalidationHandler = { [weak self] in self?.needsDisplay = true }
    }

    public var size: Size {
        get { frame.size }
        set { frame = Rect(size: newValue) }
    }

    public override func layoutSubviews() {
        content?.frame = Rect(size: frame.size)
        for overlay in overlays { overlay.frame = overlay.preferredFrame(in: frame.size) }
    }

    // MARK: Overlays

    public func present(_ overlay: Overlay) {
        overlays.removeAll { $0 === overlay }
        overlays.append(overlay)
        addSubview(overlay)
        overlay.frame = overlay.preferredFrame(in: frame.size)
        overlay.restoreFocusTo = focusedView
        if let initial = overlay.initialFocus, focus(initial) {} else { focusAutomatically() }
        setNeedsDisplay()
    }

    /// Removes `overlay`; the focus goes straight back to the view that had it (if it can still
    /// take it), without passing through any other view on the way.
    public func dismiss(_ overlay: Overlay) {
        guard overlays.contains(where: { $0 === overlay }) else { return }
        overlays.removeAll { $0 === overlay }
        let previous = overlay.restoreFocusTo
        // Moved before the overlay leaves the tree: leaving with the focus inside, it would send
        // the focus to the screen's first view first.
        if let previous, isInFocusScope(previous), isFocusable(previous) { focus(previous) } else { focusAutomatically() }
        overlay.removeFromSuperview()
        setNeedsDisplay()
    }

    public var topOverlay: Overlay? { overlays.last }

    // MARK: Focus

    /// Views that can take focus now, in tree order, within the top overlay if one is presented.
    public var focusChain: [View] {
        var chain: [View] = []
        func visit(_ view: View) {
            guard !view.isHidden, view.isEnabled else { return }
            if view.canFocus { chain.append(view) }
            for child in view.subviews where !(child is Overlay) { visit(child) }
        }
        if let top = overlays.last { visit(top) } else if let content { visit(content) }
        return chain
    }

    @discardableResult
    public func focus(_ view: View?) -> Bool {
        guard let view else { return setFocus(nil) }
        guard isInFocusScope(view), isFocusable(view) else { return false }
        return setFocus(view)
    }

    public func isFocused(_ view: View) -> Bool { focusedView === view }

    public func focusNext() { moveFocus(by: 1) }
    public func focusPrevious() { moveFocus(by: -1) }

    public func focusFirst() {
        setFocus(focusChain.first)
    }

    /// Where the focus goes when the screen chooses (a screen opens, an overlay comes or goes, the
    /// focused view is hidden or disabled): the first focusable view that does not take text (nor
    /// otherwise waits to be chosen, `takesFocusOnlyWhenChosen`), or nothing. Keys then reach the screen's own handler, and the person enters a text field by
    /// choice (a key, Tab, a click).
    public func focusAutomatically() {
        setFocus(focusChain.first { !$0.takesFocusOnlyWhenChosen })
    }

    private func moveFocus(by step: Int) {
        let chain = focusChain
        guard !chain.isEmpty else { setFocus(nil); return }
        guard let current = focusedView, let index = chain.firstIndex(where: { $0 === current }) else {
            setFocus(step > 0 ? chain.first : chain.last)
            return
        }
        setFocus(chain[(index + step + chain.count) % chain.count])
    }

    @discardableResult
    private func setFocus(_ view: View?) -> Bool {
        guard view !== focusedView else { return true }
        let old = focusedView
        focusedView = view
        old?.focusDidChange()
        view?.focusDidChange()
        onFocusChange.send(view)
        setNeedsDisplay()
        return true
    }

    private func isFocusable(_ view: View) -> Bool {
        view.canFocus && view.isVisible && view.isEffectivelyEnabled
    }

    private func isInFocusScope(_ view: View) -> Bool {
        if let top = overlays.last { return view.isDescendant(of: top) }
        guard let content else { return false }
        return view.isDescendant(of: content)
    }

    /// A view became hidden/disabled/shown: keep the focus on something focusable.
    func focusableStateChanged() {
        if let current = focusedView, isFocusable(current), isInFocusScope(current) { return }
        focusAutomatically()
    }

    /// A subtree joined the screen: a screen with nothing focused focuses the first focusable view.
    func viewDidAttach(_ view: View) {
        if focusedView == nil, !(view is Overlay) { focusAutomatically() }
    }

    /// A subtree left the screen: the focus must not stay on a view that is no longer shown.
    func viewDidDetach(_ view: View) {
        guard let current = focusedView, current.isDescendant(of: view) else { return }
        focusAutomatically()
    }

    // MARK: Keys

    /// Whether the focused view, or a view that contains it, claims `key` as its own (`View.claims`):
    /// a text field's editing keys, a filtered list's moves around its focused field. A router
    /// gives such keys to `dispatch` before any keymap; they reach the claimant as they bubble up.
    public func focusClaims(_ key: Key) -> Bool {
        var node: View? = focusedView
        while let current = node, current !== self {
            if current.isEffectivelyEnabled, current.claims(key) { return true }
            node = current.superview
        }
        return false
    }

    /// Routes a key; returns whether anything (a view, focus movement, the application) consumed it.
    @discardableResult
    public func dispatch(_ key: Key) -> Bool {
        switch key {
        case .resize(let newSize):
            size = newSize
            return true
        case .mouse(let event):
            if routeMouse(event) { return true }
            return onUnhandledKey?(key) ?? false
        default:
            break
        }
        var node: View? = focusedView
        while let current = node, current !== self {
            if current.isEffectivelyEnabled, current.handle(key: key) { return true }
            node = current.superview
        }
        switch key {
        case .tab: focusNext(); return true
        case .backTab: focusPrevious(); return true
        default: break
        }
        if focusedView == nil, let top = overlays.last, top.handle(key: key) { return true }
        return onUnhandledKey?(key) ?? false
    }

    /// Delivers a mouse event to the deepest visible enabled view under it (inside the top overlay
    /// if one is presented), bubbling up; clicking a focusable view focuses it.
    private func routeMouse(_ event: MouseEvent) -> Bool {
        let root: View? = overlays.last ?? content
        guard let root, let target = hitTest(root, event.point, origin: frame.origin) else { return false }
        var node: View? = target
        var focusMoved = false
        while let current = node, current !== self {
            if !focusMoved, event.kind == .click || event.kind == .doubleClick, isFocusable(current) {
                focusMoved = focus(current)
            }
            let onScreen = current.frameOnScreen
            let local = MouseEvent(event.kind, at: Point(x: event.point.x - onScreen.x, y: event.point.y - onScreen.y))
            if current.isEffectivelyEnabled, current.handle(key: .mouse(local)) { return true }
            node = current.superview
        }
        return false
    }

    private func hitTest(_ view: View, _ point: Point, origin: Point) -> View? {
        guard !view.isHidden else { return nil }
        let rect = Rect(origin: Point(x: origin.x + view.frame.x, y: origin.y + view.frame.y), size: view.frame.size)
        guard rect.contains(point) else { return nil }
        for child in view.subviews.reversed() where !(child is Overlay) {
            if let hit = hitTest(child, point, origin: rect.origin) { return hit }
        }
        return view
    }

    // MARK: Rendering

    /// The terminal cursor position in screen coordinates, when the focused view shows one inside
    /// its visible area.
    public var terminalCursor: Point? {
        guard let view = focusedView, view.isVisible, let local = view.cursorPosition else { return nil }
        let onScreen = view.frameOnScreen
        let point = Point(x: onScreen.x + local.x, y: onScreen.y + local.y)
        var visible = onScreen.intersection(Rect(size: frame.size))
        var node = view.superview
        while let parent = node, parent !== self {
            visible = visible.intersection(parent.frameOnScreen)
            node = parent.superview
        }
        return visible.contains(point) ? point : nil
    }

    /// Renders the whole tree into `buffer` (resized to the screen first) with `theme`.
    public func render(into buffer: inout CellBuffer, theme: Theme) {
        if buffer.size == frame.size {
            buffer.fill(buffer.bounds, style: theme.normal)
        } else {
            buffer = CellBuffer(size: frame.size, fill: .blank(theme.normal))
        }
        let canvas = Canvas(buffer: CellBuffer(size: .zero), theme: theme)
        swap(&canvas.buffer, &buffer)   // avoid a copy-on-write of the whole grid
        renderTree(Painter(canvas: canvas, frame: Rect(size: frame.size), clip: Rect(size: frame.size)))
        swap(&canvas.buffer, &buffer)
        needsDisplay = false
    }

    /// Renders with `theme` and returns where the terminal cursor goes (nil hides it): the shape
    /// a run loop needs each frame.
    @discardableResult
    public func render(into buffer: inout CellBuffer) -> Point? {
        render(into: &buffer, theme: theme)
        return terminalCursor
    }

    /// Routes a key from the run loop (same as `dispatch(_:)`).
    public func handle(_ key: Key) -> Bool { dispatch(key) }

    /// Renders into a fresh buffer; handy for tests and the headless terminal.
    public func render(theme: Theme) -> CellBuffer {
        var buffer = CellBuffer(size: frame.size)
        render(into: &buffer, theme: theme)
        return buffer
    }
}
