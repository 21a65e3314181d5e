/// A key and what it does, as shown in the status bar and the help overlay (`F1` `Help`).
public struct KeyHint: Hashable, Sendable {
    /// Which hints a narrow hint bar keeps: it drops `optional` ones (a convenience the help
    /// lists anyway) first, then `normal` ones (the last first), before an `essential` one, such
    /// as the key that opens the help, where the rest can be found.
    public enum Priority: Int, Comparable, Hashable, Sendable {
        case optional
        case normal
        case essential

        public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var key: String
    public var action: String
    public var priority: Priority

    public init(_ key: String, _ action: String, priority: Priority = .normal) {
        self.key = key
        self.action = action
        self.priority = priority
    }
}
