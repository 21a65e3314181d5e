import GRDB

/// The words the SQLite full-text index keeps for a text, made by that index's own tokenizer
/// (`unicode61`, diacritics removed, lower case): a store kept elsewhere indexes and looks up
/// exactly these words, so that a search matches there what it matches in SQLite.
public enum FullTextWords {
    private static let connection = Result { try DatabaseQueue() }

    /// The words of each text, in order (an empty list for a text with none).
    public static func words(of texts: [String]) throws -> [[String]] {
        // The tokenizer belongs to a connection: one private in-memory database serves every
        // caller, one at a time (tokenizing a query takes microseconds).
        try connection.get().inDatabase { db in
            let tokenizer = try db.makeTokenizer(SearchPlan.tokenizer)
            return try texts.map { text in
                try tokenizer.tokenize(query: text).compactMap { $0.flags.contains(.colocated) ? nil : $0.token }
            }
        }
    }
}
