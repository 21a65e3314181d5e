/// A type that can be converted to an `Observable`.
public protocol ObservableConvertibleType {
    associatedtype Element
    func asObservable() -> Observable<Element>
}
