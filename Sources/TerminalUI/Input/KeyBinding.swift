/// One thing a person can do on a screen: the keys that do it, how the help and the hint bar
/// name it, when it is available, and what it runs. Dispatch, the hint bar and the help all read
/// the same binding, so a documented key works and a working key is documented.
///
/// ```swift
/// KeyBinding([.function(3)], "F3", "Cycle the sort", hint: KeyHint("F3", "Sort")) { _ in viewModel.cycleSort() }
/// ```
@MainActor
public struct KeyBinding {
    /// The keys that run the action (for a binding that matches a family, such as typing, the
    /// keys stand for it: they are what a test presses).
    public let keys: [Key]
    /// How the help names the keys (`↑↓ PgUp PgDn`).
    public let label: String
    /// What the keys do, as the help says it.
    public let help: String
    /// The short form shown in the hint bar, or nil when the binding is only in the help.
    public let hint: KeyHint?
    /// Whether the keys work now; a disabled binding is neither run, hinted nor listed in the help.
    public let isEnabled: () -> Bool
    /// Whether the hint bar shows it now (when it has a hint and is enabled).
    public let isHinted: () -> Bool
    private let matcher: ((Key) -> Bool)?
    private let action: (Key) -> Void

    /// - Parameters:
    ///   - matching: the keys it runs for, when they are a family rather than `keys` (typed text).
    ///   - action: runs with the key pressed.
    public init(_ keys: [Key], _ label: String, _ help: String, hint: KeyHint? = nil,
                isEnabled: @escaping () -> Bool = { true }, isHinted: @escaping () -> Bool = { true },
                matching: ((Key) -> Bool)? = nil, action: @escaping (Key) -> Void) {
        self.keys = keys
        self.label = label
        self.help = help
        self.hint = hint
        self.isEnabled = isEnabled
        self.isHinted = isHinted
        self.matcher = matching
        self.action = action
    }

    public func matches(_ key: Key) -> Bool {
        matcher?(key) ?? keys.contains(key)
    }

    /// Runs the action for `key`.
    public func run(_ key: Key) {
        action(key)
    }
}
