import GRDB

// A page reads a few hundred nullable values. GRDB decodes `String?`, `Double?` and `Int?`
// through its generic `Optional` conformance, which looks up the Optional type's metadata at
// run time on every value; reading the `DatabaseValue` and converting it with the wrapped
// type's own (non-generic) conversion does not, and converts exactly as GRDB does.
extension Row {
    /// The text at `index`; nil for NULL.
    func text(at index: Int) -> String? {
        String.fromDatabaseValue(self[index] as DatabaseValue)
    }

    /// The number at `index`; nil for NULL.
    func number(at index: Int) -> Double? {
        Double.fromDatabaseValue(self[index] as DatabaseValue)
    }

    /// The integer at `index`; nil for NULL.
    func integer(at index: Int) -> Int? {
        Int.fromDatabaseValue(self[index] as DatabaseValue)
    }
}
