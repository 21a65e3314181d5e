/// A sequence event. The grammar is `next* (error | completed)?`.
@frozen public enum Event<Element> {
    case next(Element)
    case error(Swift.Error)
    case completed
}

extension Event: Sendable where Element: Sendable {}

extension Event: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event {
    /// `true` for `error` and `completed`.
    @inlinable public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    @inlinable public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    @inlinable public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    @inlinable public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Maps the element; a throwing transform turns into an `error` event.
    @inlinable public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let value):
            do { return .next(try transform(value)) } catch { return .error(error) }
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

/// A type that can be turned into an `Event` (used by `dematerialize`).
public protocol EventConvertible {
    associatedtype Element
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    @inlinable public var event: Event<Element> { self }
}
