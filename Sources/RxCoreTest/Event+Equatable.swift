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

/// As `Event`'s equality: elements by value, errors by type and description.
extension MaybeEvent: Equatable where Element: Equatable {
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let left), .success(let right)): return left == right
        case (.completed, .completed): return true
        case (.error(let left), .error(let right)): return errorsEqual(left, right)
        default: return false
        }
    }
}

extension CompletableEvent: Equatable {
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case (.error(let left), .error(let right)): return errorsEqual(left, right)
        default: return false
        }
    }
}

/// `SingleEvent` is `Result<Element, Error>`, which cannot be `Equatable` (its failure is any
/// error), so the assertions compare it with this function.
func singleEventsEqual<Element: Equatable>(_ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): return left == right
    case (.failure(let left), .failure(let right)): return errorsEqual(left, right)
    default: return false
    }
}

func errorsEqual(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    type(of: lhs) == type(of: rhs) && String(reflecting: lhs) == String(reflecting: rhs)
}
