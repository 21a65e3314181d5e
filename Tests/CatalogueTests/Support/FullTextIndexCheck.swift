@testable import Catalogue
import GRDB
import XCTest

extension CatalogueStore {
    /// Every occurrence (term, row, position) the full-text index of `table` holds, beside those
    /// an index of the same definition built afresh from the catalogue as it now is holds. They
    /// differ when a change left the index behind, or removed a row with values other than
    /// those it was indexed with (which FTS5 cannot notice).
    func fullTextOccurrencesBesideARebuild(_ table: FullTextTable) throws -> (held: [String], rebuilt: [String]) {
        try database.writeWithoutTransaction { db in
            var occurrences: (held: [String], rebuilt: [String]) = ([], [])
            try db.inTransaction {
                let definition = try XCTUnwrap(String.fetchOne(
                    db, sql: "SELECT sql FROM sqlite_master WHERE name = ?", arguments: [table.name]))
                try db.execute(sql: definition.replacingOccurrences(
                    of: "TABLE \(table.name) USING", with: "TABLE reference_words USING"))
                try db.execute(sql: """
                    INSERT INTO reference_words (reference_words) VALUES ('rebuild');
                    CREATE VIRTUAL TABLE reference_words_instances USING fts5vocab(reference_words, instance);
                    """)
                func list(_ vocabulary: String) throws -> [String] {
                    try String.fetchAll(db, sql: """
                        SELECT term || ' ' || doc || ' ' || col || ' ' || offset FROM \(vocabulary) ORDER BY term, doc, col, offset
                        """)
                }
                occurrences = (try list(table.instances), try list("reference_words_instances"))
                return .rollback
            }
            return occurrences
        }
    }
}

/// Fails, listing what differs, when a full-text index (beers', breweries' or styles' names)
/// is not what a rebuild would make.
func assertFullTextIndexIsCurrent(_ store: CatalogueStore, _ message: String = "",
                                  file: StaticString = #filePath, line: UInt = #line) throws {
    for table in FullTextTable.all {
        let (held, rebuilt) = try store.fullTextOccurrencesBesideARebuild(table)
        let missing = Set(rebuilt).subtracting(held).sorted()
        let stale = Set(held).subtracting(rebuilt).sorted()
        XCTAssertTrue(missing.isEmpty && stale.isEmpty && held.count == rebuilt.count,
                      "\(message) \(table.name) missing: \(missing.prefix(10)), stale: \(stale.prefix(10)), "
                          + "counts \(held.count)/\(rebuilt.count)",
                      file: file, line: line)
    }
}
