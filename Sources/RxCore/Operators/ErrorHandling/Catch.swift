extension ObservableType {
    /// On error, continues with the observable `handler` returns for that error. A handler that
    /// throws fails the result with what it threw.
    @inlinable
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Observable<Element>.make(parameters: (asObservable(), handler)) { parameters, observer in
            let (source, handler) = parameters
            let sink = CatchSink(handler: handler, observer: observer)
            sink.subscribe(to: source)
            return sink
        }
    }

    /// On error, emits `element` and completes.
    @inlinable
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        `catch` { _ in Observable<Element>.just(element) }
    }
}

@usableFromInline
final class CatchSink<Element>: Sink<Element> {
    @usableFromInline let handler: (Swift.Error) throws -> Observable<Element>
    @usableFromInline let subscription = SerialDisposable()

    @inlinable
    init(handler: @escaping (Swift.Error) throws -> Observable<Element>, observer: AnyObserver<Element>) {
        self.handler = handler
        super.init(observer: observer)
    }

    @inlinable
    func subscribe(to source: Observable<Element>) {
        let first = SingleAssignmentDisposable()
        subscription.disposable = first
        first.setDisposable(source.subscribe(AnyObserver { [self] event in
            if case .error(let error) = event {
                recover(from: error)
            } else {
                forwardOn(event)
            }
        }))
    }

    @inlinable
    func recover(from error: Swift.Error) {
        let fallback: Observable<Element>
        do {
            fallback = try handler(error)
        } catch {
            forwardOn(.error(error))
            return
        }
        let second = SingleAssignmentDisposable()
        subscription.disposable = second
        second.setDisposable(fallback.subscribe(AnyObserver(eventHandler: forwardOn)))
    }

    @inlinable
    override func disposeResources() {
        subscription.dispose()
    }
}
