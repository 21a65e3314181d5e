extension ObservableType {
    /// Multicasts through a `PublishSubject`: subscribers see what arrives after they subscribe.
    @inlinable
    public func publish() -> ConnectableObservable<Element> {
        multicast(PublishSubject<Element>())
    }

    /// Multicasts through a `ReplaySubject` that replays the last `bufferSize` elements.
    @inlinable
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(ReplaySubject<Element>.create(bufferSize: bufferSize))
    }

    /// Multicasts through a `ReplaySubject` that replays every element.
    @inlinable
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(ReplaySubject<Element>.createUnbound())
    }
}
