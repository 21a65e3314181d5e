extension ObservableType {
    /// Emits `initialState`, then `iterate` of it, … while `condition` holds; throwing
    /// `condition`/`iterate` end the sequence with the error.
    @inlinable public static func generate(initialState: Element, condition: @escaping (Element) throws -> Bool,
                                           scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
                                           iterate: @escaping (Element) throws -> Element) -> Observable<Element> {
        Observable.make(parameters: (initialState, condition, scheduler, iterate)) { parameters, observer in
            let sink = ForwardingSink(observer: observer)
            sink.setUpstream(parameters.2.scheduleRecursive((state: parameters.0, first: true)) { step, recurse in
                if sink.isDisposed { return }
                do {
                    let state = step.first ? step.state : try parameters.3(step.state)
                    if try parameters.1(state) {
                        sink.on(.next(state))
                        recurse((state, false))
                    } else {
                        sink.on(.completed)
                    }
                } catch {
                    sink.on(.error(error))
                }
            })
            return sink
        }
    }
}
