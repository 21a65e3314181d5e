import Foundation

/// Types that have the `.rx` namespace (instance and static), as in RxSwift.
public protocol ReactiveCompatible {
    associatedtype ReactiveBase

    static var rx: Reactive<ReactiveBase>.Type { get set }
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // A setter, as in RxSwift, so extensions of `Reactive` may declare mutating members.
        set {}
    }

    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}

/// Every `NSObject` gets `.rx`, as in RxSwift.
extension NSObject: ReactiveCompatible {}
