/// A beer colour. Stored as SRM; EBC is derived (EBC = SRM × 1.97, the standard conversion).
public struct Colour: Hashable, Codable, Sendable {
    /// Standard Reference Method value (about 2 for pale lager, 40+ for imperial stout).
    public let srm: Double

    public init(srm: Double) { self.srm = srm }
    public init(ebc: Double) { self.srm = ebc / Colour.ebcPerSRM }

    /// European Brewery Convention value.
    public var ebc: Double { srm * Colour.ebcPerSRM }

    static let ebcPerSRM = 1.97
}
