/// Both an observable sequence and an observer.
public protocol SubjectType: ObservableType {
    associatedtype Observer: ObserverType
    func asObserver() -> Observer
}

/// What happened when an observer subscribed to a subject.
enum SubscribeOutcome<Element> {
    case subscribed(Int)
    case stopped(Event<Element>)
    case disposed
}
