/// A list of callbacks for one widget event, so several observers (the app, the `.rx` layer) can
/// listen at once. Each `add` returns a token that `remove` takes to unsubscribe.
@MainActor
public final class Handlers<Value> {
    public struct Token: Hashable, Sendable { let id: Int }

    private var handlers: [(id: Int, body: (Value) -> Void)] = []
    private var nextID = 0

    public init() {}

    @discardableResult
    public func add(_ handler: @escaping (Value) -> Void) -> Token {
        nextID += 1
        handlers.append((nextID, handler))
        return Token(id: nextID)
    }

    public func remove(_ token: Token) {
        handlers.removeAll { $0.id == token.id }
    }

    public var isEmpty: Bool { handlers.isEmpty }

    /// Calls every handler in subscription order (a snapshot: handlers added meanwhile wait).
    public func send(_ value: Value) {
        for handler in handlers { handler.body(value) }
    }
}

extension Handlers where Value == Void {
    public func send() { send(()) }
}
