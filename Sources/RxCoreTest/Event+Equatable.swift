import RxCore

/// Events compare equal when their elements do; errors compare by type and description.
extension Event: Equatable where Element: Equatable {
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)): return left == right
        case (.completed, .completed): return true
        case (.error(let left), .error(let right)): return errorsEqual(left, right)
        default: return false
        }
    }
}

func errorsEqual(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    type(of: lhs) == type(of: rhs) && String(reflecting: lhs) == String(reflecting: rhs)
}
