/// A key and what it does, as shown in the status bar and the help overlay (`F1` `Help`).
public struct KeyHint: Hashable, Sendable {
    public var key: String
    public var action: String
    public init(_ key: String, _ action: String) { self.key = key; self.action = action }
}
