// Each connection gets a fresh subject (RxSwift's `multicast { ... }`): subscribers of a
// connection that was disposed stay on its subject and see nothing of a later connection.
extension ObservableType {
    /// Multicasts through a `PublishSubject`: subscribers see what arrives after they subscribe.
    @inlinable
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject<Element>() })
    }

    /// Multicasts through a `ReplaySubject` that replays the last `bufferSize` elements.
    @inlinable
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: bufferSize) })
    }

    /// Multicasts through a `ReplaySubject` that replays every element.
    @inlinable
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.createUnbound() })
    }
}
