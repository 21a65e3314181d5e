extension ObservableType {
    /// Runs side effects around the events and the subscription lifecycle. A throwing
    /// `onNext`/`onError`/`onCompleted` hook turns into an error event.
    @inlinable public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let hooks = DoHooks(onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                            onCompleted: onCompleted, afterCompleted: afterCompleted)
        return Observable.make(parameters: (asObservable(), hooks, onSubscribe, onSubscribed, onDispose)) { parameters, observer in
            parameters.2?()
            let sink = DoSink(hooks: parameters.1, observer: observer)
            sink.setUpstream(parameters.0.subscribe(AnyObserver(eventHandler: sink.on)))
            parameters.3?()
            guard let onDispose = parameters.4 else { return sink }
            return Disposables.create(sink, Disposables.create(with: onDispose))
        }
    }
}

@usableFromInline struct DoHooks<Element> {
    @usableFromInline let onNext: ((Element) throws -> Void)?
    @usableFromInline let afterNext: ((Element) throws -> Void)?
    @usableFromInline let onError: ((Swift.Error) throws -> Void)?
    @usableFromInline let afterError: ((Swift.Error) throws -> Void)?
    @usableFromInline let onCompleted: (() throws -> Void)?
    @usableFromInline let afterCompleted: (() throws -> Void)?

    @inlinable init(onNext: ((Element) throws -> Void)?, afterNext: ((Element) throws -> Void)?,
                    onError: ((Swift.Error) throws -> Void)?, afterError: ((Swift.Error) throws -> Void)?,
                    onCompleted: (() throws -> Void)?, afterCompleted: (() throws -> Void)?) {
        self.onNext = onNext
        self.afterNext = afterNext
        self.onError = onError
        self.afterError = afterError
        self.onCompleted = onCompleted
        self.afterCompleted = afterCompleted
    }
}

@usableFromInline final class DoSink<Element>: Sink<Element> {
    @usableFromInline let hooks: DoHooks<Element>

    @inlinable init(hooks: DoHooks<Element>, observer: AnyObserver<Element>) {
        self.hooks = hooks
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        do {
            switch event {
            case .next(let element):
                try hooks.onNext?(element)
                forwardOn(event)
                try hooks.afterNext?(element)
            case .error(let error):
                try hooks.onError?(error)
                forwardOn(event)
                try hooks.afterError?(error)
            case .completed:
                try hooks.onCompleted?()
                forwardOn(event)
                try hooks.afterCompleted?()
            }
        } catch {
            forwardOn(.error(error))
        }
    }
}
