/// How long `share(replay:scope:)` keeps its subject.
public enum SubjectLifetimeScope {
    /// A fresh subject per connection: after the source stops or everyone unsubscribes, the next
    /// subscriber resubscribes to the source and sees no old replay.
    case whileConnected
    /// One subject for ever: late subscribers get its replay (or stop event) of past connections.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, replaying the last
    /// `replay` elements to new ones; connects on the first subscriber, disconnects after the last.
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch (scope, replay) {
        case (.forever, 0):
            return multicast(PublishSubject<Element>()).refCount()
        case (.forever, _):
            return multicast(ReplaySubject<Element>.create(bufferSize: replay)).refCount()
        case (.whileConnected, 0):
            return multicast(makeSubject: { PublishSubject<Element>() }).refCount()
        case (.whileConnected, _):
            return multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: replay) }).refCount()
        }
    }
}
