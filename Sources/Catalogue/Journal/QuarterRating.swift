/// A check-in's rating: 0.25 to 5 stars in quarters, as Untappd rates. Kept as a count of
/// quarters, so it is exact in every store and on the wire (a quarter is exact in binary too).
public struct QuarterRating: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// 1 (0.25 stars) to 20 (5 stars).
    public let quarters: Int

    public static let validQuarters = 1...20

    public init?(quarters: Int) {
        guard Self.validQuarters.contains(quarters) else { return nil }
        self.quarters = quarters
    }

    /// Nil unless `stars` is 0.25 to 5 in steps of 0.25.
    public init?(stars: Double) {
        let quarters = stars * 4
        guard quarters.isFinite, quarters == quarters.rounded(), let whole = Int(exactly: quarters) else { return nil }
        self.init(quarters: whole)
    }

    public var stars: Double { Double(quarters) / 4 }

    /// The app's whole stars (1 to 5): rounded half up, and never below one star.
    public var wholeStars: Int { max(1, (quarters + 2) / 4) }

    public var description: String {
        // 4, 4.25, 4.5, 4.75: the shortest form that reads back equal.
        quarters % 4 == 0 ? String(quarters / 4) : String(stars)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.quarters < rhs.quarters }

    /// A number of stars on the wire: `3.75`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let value = try container.decode(Double.self)
        guard let rating = QuarterRating(stars: value) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a rating is 0.25 to 5 in steps of 0.25")
        }
        self = rating
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(stars)
    }
}
