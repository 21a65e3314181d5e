/// When an observer subscribed to a test observable and when it unsubscribed
/// (`Int.max` while still subscribed).
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible, Sendable {
    public let subscribe: TestTime
    public let unsubscribe: TestTime

    public init(_ subscribe: TestTime) {
        self.init(subscribe, Int.max)
    }

    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "Infinity" : "\(unsubscribe)"
        return "(\(subscribe): \(end))"
    }
}
