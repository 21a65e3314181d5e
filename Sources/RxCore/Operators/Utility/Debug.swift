import Foundation

extension ObservableType {
    /// Prints every event, subscription and disposal, prefixed with `identifier`
    /// (default: the call site).
    @inlinable public func debug(_ identifier: String? = nil, trimOutput: Bool = false,
                                 file: String = #file, line: UInt = #line, function: String = #function) -> Observable<Element> {
        let name = identifier ?? "\((file as NSString).lastPathComponent):\(line) (\(function))"
        return debug(name: name, trimOutput: trimOutput) { print($0) }
    }

    /// `debug` with an explicit output sink (used by tests).
    @inlinable func debug(name: String, trimOutput: Bool, output: @escaping (String) -> Void) -> Observable<Element> {
        Observable.make(parameters: (asObservable(), name, trimOutput, output)) { parameters, observer in
            let (source, name, trim, output) = parameters
            let log = { (text: String) in output(DebugFormat.line(name, text)) }
            log("subscribed")
            let sink = ForwardingSink(observer: observer)
            sink.setUpstream(source.subscribe(AnyObserver { event in
                log("Event \(DebugFormat.describe(event, trim: trim))")
                sink.on(event)
            }))
            return Disposables.create(sink, Disposables.create { log("isDisposed") })
        }
    }
}

@usableFromInline enum DebugFormat {
    @usableFromInline static func line(_ name: String, _ text: String) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        return "\(formatter.string(from: Date())): \(name) -> \(text)"
    }

    @usableFromInline static func describe<Element>(_ event: Event<Element>, trim: Bool) -> String {
        let text = event.debugDescription
        guard trim, text.count > 40 else { return text }
        return String(text.prefix(40)) + "..."
    }
}
