/// A screen's keys: an ordered list of bindings from which the hint bar, the help rows and the
/// key handling are all derived. The first enabled binding that matches a key runs.
@MainActor
public struct KeyMap {
    public var bindings: [KeyBinding]

    public init(_ bindings: [KeyBinding] = []) {
        self.bindings = bindings
    }

    /// The bindings that work now, in order (an action left with no key is not listed).
    public var enabledBindings: [KeyBinding] { bindings.filter { $0.isBound && $0.isEnabled() } }

    /// This keymap with the person's keys for the actions `keys` names (`KeyBinding.remapped`).
    public func remapped(_ keys: [String: [Key]]) -> KeyMap {
        keys.isEmpty ? self : KeyMap(bindings.map { $0.remapped(keys) })
    }

    /// The named actions of its bindings, in order.
    public var actions: [KeyAction] { bindings.flatMap(\.actions) }

    /// What the hint bar shows now.
    public var hints: [KeyHint] {
        enabledBindings.compactMap { binding in binding.isHinted() ? binding.hint : nil }
    }

    /// The help's rows now: every enabled binding's keys and what they do.
    public var helpRows: [KeyHint] {
        enabledBindings.map { KeyHint($0.label, $0.help) }
    }

    /// The binding `key` would run now, if any.
    public func binding(for key: Key) -> KeyBinding? {
        bindings.first { $0.matches(key) && $0.isEnabled() }
    }

    /// Runs the first enabled binding that matches `key`; returns whether one did.
    @discardableResult
    public func handle(_ key: Key) -> Bool {
        guard let binding = binding(for: key) else { return false }
        binding.run(key)
        return true
    }
}
