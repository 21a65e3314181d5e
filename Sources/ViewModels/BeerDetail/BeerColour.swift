import Foundation

/// The colour a beer's swatch is drawn in, from its SRM value.
public struct BeerColour: Hashable, Sendable {
    public let srm: Double
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8
    /// True when the beer has no measured colour and this is its style's typical one.
    public let isStyleTypical: Bool

    public init(srm: Double, isStyleTypical: Bool = false) {
        let srm = min(max(srm, 1), 60)
        self.srm = srm
        self.isStyleTypical = isStyleTypical
        // A common exponential fit of the SRM scale: pale straw at 2, amber near 10, black past 40.
        red = Self.channel(0.975, srm)
        green = Self.channel(0.88, srm)
        blue = Self.channel(0.7, srm)
    }

    /// "#F6BD0D"-style hex, for logs and tests.
    public var hex: String {
        [red, green, blue].reduce("#") { $0 + String(format: "%02lX", Int($1)) }
    }

    private static func channel(_ base: Double, _ srm: Double) -> UInt8 {
        UInt8(max(0, min(255, (255 * pow(base, srm)).rounded())))
    }
}
