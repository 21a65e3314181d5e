/// One numeric value per slot (ABV or IBU), NaN where a beer has none. Held as hundredths in two
/// bytes when every value is exactly `Double(k) / 100` for a `k` that fits (as catalogues write
/// ABV and IBU), which gives back the very same `Double`; otherwise as the values themselves.
/// Two bytes instead of eight per beer: 12 MB less for the two columns at 1,000,000 beers.
enum NumericColumn: Sendable {
    case hundredths([UInt16])
    case values([Double])

    /// `UInt16.max` stands for no value.
    private static let none = UInt16.max

    /// Collects the values slot by slot, in two bytes each until one does not fit.
    struct Builder {
        private var column = NumericColumn.hundredths([])

        /// `nil` for no value.
        mutating func append(_ value: Double?) {
            let value = value ?? .nan
            switch column {
            case .hundredths(var hundredths):
                if let compact = NumericColumn.hundredths(of: value) {
                    column = .values([])  // lets `hundredths` grow in place
                    hundredths.append(compact)
                    column = .hundredths(hundredths)
                } else {
                    column = .values(hundredths.indices.map { NumericColumn.hundredths(hundredths)[$0] } + [value])
                }
            case .values(var values):
                column = .values([])
                values.append(value)
                column = .values(values)
            }
        }

        func build() -> NumericColumn { column }
    }

    subscript(slot: Int) -> Double {
        switch self {
        case .hundredths(let hundredths):
            let compact = hundredths[slot]
            return compact == Self.none ? .nan : Double(compact) / 100
        case .values(let values): return values[slot]
        }
    }

    private static func hundredths(of value: Double) -> UInt16? {
        if value.isNaN { return none }
        let scaled = (value * 100).rounded()
        guard scaled >= 0, scaled < Double(none), Double(scaled) / 100 == value else { return nil }
        return UInt16(scaled)
    }
}
