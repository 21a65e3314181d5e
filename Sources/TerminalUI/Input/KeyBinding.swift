/// One thing a person can do on a screen: the keys that do it, how the help and the hint bar
/// name it, when it is available, and what it runs. Dispatch, the hint bar and the help all read
/// the same binding, so a documented key works and a working key is documented.
///
/// ```swift
/// KeyBinding([.function(3)], "F3", "Cycle the sort", hint: KeyHint("F3", "Sort")) { _ in viewModel.cycleSort() }
/// ```
///
/// A binding declared with named `KeyAction`s can be given other keys (`remapped(_:)`): its
/// action still receives the key it was declared with, and its label and hint name the new keys.
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
    /// The named actions it runs, each with the keys it has now (empty for an unnamed binding,
    /// whose keys cannot be changed: typing, the wheel).
    public let actions: [KeyAction]
    /// The key each action was declared with, for each key it has now: what `run` passes on.
    private let declaredKey: [Key: Key]
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
        actions = []
        declaredKey = [:]
    }

    /// A binding of named actions: its keys are theirs, in order; `action` receives the key
    /// pressed as the action declared it, whatever keys it has been given since.
    public init(_ actions: [KeyAction], _ label: String, _ help: String, hint: KeyHint? = nil,
                isEnabled: @escaping () -> Bool = { true }, isHinted: @escaping () -> Bool = { true },
                action: @escaping (Key) -> Void) {
        self.init(actions.flatMap(\.keys), label, help, hint: hint, isEnabled: isEnabled, isHinted: isHinted,
                  actions: actions, declaredKey: [:], action: action)
    }

    /// A binding of one named action.
    public init(_ action: KeyAction, _ label: String, _ help: String, hint: KeyHint? = nil,
                isEnabled: @escaping () -> Bool = { true }, isHinted: @escaping () -> Bool = { true },
                run: @escaping (Key) -> Void) {
        self.init([action], label, help, hint: hint, isEnabled: isEnabled, isHinted: isHinted, action: run)
    }

    private init(_ keys: [Key], _ label: String, _ help: String, hint: KeyHint?, isEnabled: @escaping () -> Bool,
                 isHinted: @escaping () -> Bool, actions: [KeyAction], declaredKey: [Key: Key],
                 action: @escaping (Key) -> Void) {
        self.keys = keys
        self.label = label
        self.help = help
        self.hint = hint
        self.isEnabled = isEnabled
        self.isHinted = isHinted
        self.matcher = nil
        self.action = action
        self.actions = actions
        self.declaredKey = declaredKey
    }

    /// Whether any key runs it (an action may have been left with none).
    public var isBound: Bool { matcher != nil || !keys.isEmpty }

    /// This binding with the keys `keys` names for its actions (by `KeyAction.name`); an action
    /// not named keeps its keys. When any changes, the label and the hint's key are made from the
    /// keys it has now (`Key.label`), so the help and the hint bar show the person's keys.
    public func remapped(_ keys: [String: [Key]]) -> KeyBinding {
        let rebound = actions.map { KeyAction($0.name, keys[$0.name] ?? $0.keys) }
        guard rebound != actions else { return self }
        var declared: [Key: Key] = [:]
        for (old, new) in zip(actions, rebound) {
            // The key the action was declared with, whichever key it had before this remapping.
            let original = old.keys.first.map { declaredKey[$0] ?? $0 }
            for key in new.keys where declared[key] == nil { declared[key] = original }
        }
        let label = rebound.map { $0.keys.map(\.label).joined(separator: " ") }.filter { !$0.isEmpty }.joined(separator: " ")
        let hint = self.hint.map { hint in
            KeyHint(rebound.compactMap { $0.keys.first?.label }.joined(separator: "/"), hint.action, priority: hint.priority)
        }
        return KeyBinding(rebound.flatMap(\.keys), label, help, hint: hint, isEnabled: isEnabled, isHinted: isHinted,
                          actions: rebound, declaredKey: declared, action: action)
    }

    public func matches(_ key: Key) -> Bool {
        matcher?(key) ?? keys.contains(key)
    }

    /// Runs the action for `key`.
    public func run(_ key: Key) {
        action(declaredKey[key] ?? key)
    }
}
