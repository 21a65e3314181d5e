import RxCore

/// A value recorded at a virtual time.
public struct Recorded<Value>: CustomDebugStringConvertible {
    public let time: TestTime
    public let value: Value

    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: Sendable where Value: Sendable {}

extension Recorded {
    /// `next(element)` at `time`.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// `completed` at `time`; `type` names the element type where inference cannot.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// `error(error)` at `time`; `type` names the element type where inference cannot.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }

    /// The recorded events as an array.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }

    /// The recorded events as an array.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }
}
