extension ObservableType {
    /// Creates a resource for each subscription, subscribes to the observable built from
    /// it, and disposes the resource with the subscription.
    @inlinable public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Observable.make(parameters: (resourceFactory, observableFactory)) { parameters, observer in
            let resource: Resource
            do { resource = try parameters.0() } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
            let sink = ForwardingSink(observer: observer)
            let source: Observable<Element>
            do { source = try parameters.1(resource) } catch {
                sink.setUpstream(resource)
                sink.on(.error(error))
                return sink
            }
            sink.setUpstream(Disposables.create(source.subscribe(AnyObserver(eventHandler: sink.on)), resource))
            return sink
        }
    }
}
