/// The integer types `interval` and `timer` count in (RxSwift's name).
public typealias RxAbstractInteger = FixedWidthInteger
