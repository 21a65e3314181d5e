import Foundation
import GRDB

/// Moves the beers' uniqueness by (name_key, brewery_id) out of the table definition into a
/// named UNIQUE INDEX, `beers_key`. SQLite cannot drop a constraint written inside CREATE TABLE;
/// an index it can, so a bulk import can drop it, append its beers, and build it once at the end
/// (`AppendedBeers`) instead of placing every new beer at a random spot in it.
///
/// SQLite changes a table definition only by rebuilding the table: a copy without the inline
/// constraint, filled with the same rows (same ids), then put in the old one's place. GRDB runs
/// the migration with foreign keys off and checks them before committing, so dropping the old
/// table neither cascades to nor orphans the favourites, ratings, notes and check-ins that
/// refer to `beers` by name. The new definition is the stored one minus the constraint, so
/// columns added by other migrations survive.
enum BeerKeyIndexMigration {
    static let indexName = "beers_key"

    struct UnexpectedSchema: Error, CustomStringConvertible {
        let description: String
    }

    static func migrate(_ db: Database) throws {
        guard let tableSQL = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'beers'")
        else { throw UnexpectedSchema(description: "the catalogue has no beers table") }
        // The first "beers" is the table's name ("CREATE TABLE beers (").
        guard let name = tableSQL.range(of: "beers") else {
            throw UnexpectedSchema(description: "the beers table is not defined as expected")
        }
        let renamedSQL = tableSQL.replacingCharacters(in: name, with: "beers_rebuilt")
        let constraint = try NSRegularExpression(pattern: #",\s*UNIQUE\s*\(\s*name_key\s*,\s*brewery_id\s*\)"#)
        let whole = NSRange(renamedSQL.startIndex..., in: renamedSQL)
        guard constraint.numberOfMatches(in: renamedSQL, range: whole) == 1 else {
            throw UnexpectedSchema(description: "the beers table has no UNIQUE (name_key, brewery_id)")
        }
        let rebuiltSQL = constraint.stringByReplacingMatches(in: renamedSQL, range: whole, withTemplate: "")

        // Dropping `beers` drops its own triggers and indexes; renaming a table fails while any
        // trigger or view names a table that is missing. So all of them go first and come back last.
        let dependants = try Row.fetchAll(db, sql: """
            SELECT type, name, sql FROM sqlite_master
            WHERE sql IS NOT NULL AND (type IN ('trigger', 'view') OR (type = 'index' AND tbl_name = 'beers'))
            ORDER BY rowid
            """)
        for object in dependants {
            let type: String = object["type"]
            let name: String = object["name"]
            guard type != "index" else { continue }
            try db.execute(sql: "DROP \(type.uppercased()) \(name.quotedDatabaseIdentifier)")
        }
        try db.execute(sql: rebuiltSQL)
        try db.execute(sql: """
            INSERT INTO beers_rebuilt SELECT * FROM beers;
            DROP TABLE beers;
            ALTER TABLE beers_rebuilt RENAME TO beers;
            CREATE UNIQUE INDEX \(indexName) ON beers(name_key, brewery_id);
            """)
        for object in dependants {
            let sql: String = object["sql"]
            try db.execute(sql: sql)
        }
    }
}
