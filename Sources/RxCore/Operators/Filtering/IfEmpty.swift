extension ObservableType {
    /// Emits `default` if the source completes without elements.
    @inlinable public func ifEmpty(default: Element) -> Observable<Element> {
        ifEmpty(switchTo: Observable.just(`default`))
    }

    /// Continues with `other` if the source completes without elements.
    @inlinable public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        Observable.make(parameters: (asObservable(), other)) { parameters, observer in
            let sink = IfEmptySink(other: parameters.1, observer: observer)
            sink.sourceSubscription.setDisposable(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            sink.setUpstream(sink.sourceSubscription)
            return sink
        }
    }
}

@usableFromInline final class IfEmptySink<Element>: Sink<Element> {
    @usableFromInline let other: Observable<Element>
    @usableFromInline var isEmpty = true  // touched only by `on`, which upstream calls serially
    @usableFromInline let otherSubscription = SingleAssignmentDisposable()
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()

    @inlinable init(other: Observable<Element>, observer: AnyObserver<Element>) {
        self.other = other
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next:
            isEmpty = false
            forwardOn(event)
        case .error:
            forwardOn(event)
        case .completed:
            if isEmpty {
                // The finished source is released before switching (RxSwift's order).
                sourceSubscription.dispose()
                otherSubscription.setDisposable(other.subscribe(AnyObserver(eventHandler: forwardOn)))
            } else {
                forwardOn(.completed)
            }
        }
    }

    @inlinable override func disposeResources() {
        otherSubscription.dispose()
    }
}
