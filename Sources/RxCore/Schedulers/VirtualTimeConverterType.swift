import Foundation

/// Converts between a virtual clock and real dates/intervals.
public protocol VirtualTimeConverterType {
    associatedtype VirtualTimeUnit
    associatedtype VirtualTimeIntervalUnit

    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two virtual times.
public enum VirtualTimeComparison: Sendable {
    case lessThan
    case equal
    case greaterThan
}

extension VirtualTimeComparison {
    var lessThen: Bool { self == .lessThan }
    var greaterThan: Bool { self == .greaterThan }
    var equal: Bool { self == .equal }
}
