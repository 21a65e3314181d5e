import PostgresNIO

/// A statement assembled from fixed SQL fragments, every value bound as a `$n` parameter: for
/// the statements whose shape depends on the request (a search's conditions, a batch's rows).
/// Values never enter the SQL text.
struct BoundSQL {
    private(set) var text = ""
    private(set) var binds = PostgresBindings()

    init(_ text: String = "") { self.text = text }

    /// Binds `value` and returns its placeholder (`$3`), to be put in the text.
    mutating func bind<Value: PostgresThrowingDynamicTypeEncodable>(_ value: Value?) throws -> String {
        try binds.append(value)
        return "$\(binds.count)"
    }

    mutating func append(_ fragment: String) { text += fragment }

    /// The same bindings under `text` (which uses their placeholders), for a statement whose
    /// rows are bound before the text around them is known.
    func replacingText(_ text: String) -> BoundSQL {
        var replaced = self
        replaced.text = text
        return replaced
    }

    var query: PostgresQuery { PostgresQuery(unsafeSQL: text, binds: binds) }
}
