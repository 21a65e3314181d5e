/// Something a person can do that they may bind to other keys: a stable name (`list.sort`) and
/// the keys it has by default. A `KeyBinding` declares which actions it runs; a keymap
/// `remapped(_:)` by name gives them the person's keys.
public struct KeyAction: Hashable, Sendable {
    public let name: String
    public let keys: [Key]

    public init(_ name: String, _ keys: [Key]) {
        self.name = name
        self.keys = keys
    }
}
