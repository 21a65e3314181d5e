@testable import Catalogue
import GRDB
import XCTest

extension CatalogueStore {
    /// Every occurrence (term, beer, column, position) the full-text index holds, beside those an
    /// index of the same definition built afresh from the catalogue as it now is holds. They
    /// differ when a change left the index behind, or removed a beer with values other than
    /// those it was indexed with (which FTS5 cannot notice).
    func fullTextOccurrencesBesideARebuild() throws -> (held: [String], rebuilt: [String]) {
        try database.writeWithoutTransaction { db in
            var occurrences: (held: [String], rebuilt: [String]) = ([], [])
            try db.inTransaction {
                let definition = try XCTUnwrap(String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'beers_fts'"))
                try db.execute(sql: definition.replacingOccurrences(of: "TABLE beers_fts USING", with: "TABLE reference_fts USING"))
                try db.execute(sql: """
                    INSERT INTO reference_fts (reference_fts) VALUES ('rebuild');
                    CREATE VIRTUAL TABLE reference_fts_instances USING fts5vocab(reference_fts, instance);
                    """)
                func list(_ table: String) throws -> [String] {
                    try String.fetchAll(db, sql: """
                        SELECT term || ' ' || doc || ' ' || col || ' ' || offset FROM \(table) ORDER BY term, doc, col, offset
                        """)
                }
                occurrences = (try list("beers_fts_instances"), try list("reference_fts_instances"))
                return .rollback
            }
            return occurrences
        }
    }
}

/// Fails, listing what differs, when the full-text index is not what a rebuild would make.
func assertFullTextIndexIsCurrent(_ store: CatalogueStore, _ message: String = "",
                                  file: StaticString = #filePath, line: UInt = #line) throws {
    let (held, rebuilt) = try store.fullTextOccurrencesBesideARebuild()
    let missing = Set(rebuilt).subtracting(held).sorted()
    let stale = Set(held).subtracting(rebuilt).sorted()
    XCTAssertTrue(missing.isEmpty && stale.isEmpty && held.count == rebuilt.count,
                  "\(message) missing: \(missing.prefix(10)), stale: \(stale.prefix(10)), counts \(held.count)/\(rebuilt.count)",
                  file: file, line: line)
}
