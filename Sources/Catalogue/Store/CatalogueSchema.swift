import GRDB

/// The schema, as GRDB migrations. Never edit a shipped migration: add a new one, so a database
/// made by an older Taproom opens in a newer one.
enum CatalogueSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-catalogue", migrate: createCatalogue)
        migrator.registerMigration("v2-accounts", migrate: createAccounts)
        migrator.registerMigration("v3-beer-numbers-revision", migrate: createBeerNumbersRevision)
        migrator.registerMigration("v4-in-memory-search", migrate: prepareInMemorySearch)
        migrator.registerMigration("v5-community-ratings", migrate: createCommunityRatings)
        migrator.registerMigration("v6-server-tokens", migrate: createServerTokens)
        migrator.registerMigration("v7-search-words-per-table", migrate: indexWordsPerTable)
        migrator.registerMigration("v8-beer-identity-index", migrate: makeBeerIdentityAnIndex)
        migrator.registerMigration("v9-breweries-share-names", migrate: letBreweriesShareNames)
        migrator.registerMigration("v10-numbers-sort-as-numbers", migrate: sortNumbersAsNumbers)
        migrator.registerMigration("v11-journal", migrate: keepJournal)
        migrator.registerMigration("v12-styles-by-strength", migrate: indexStylesByStrength)
        return migrator
    }

    /// Breweries, styles, beers, their full-text index and the meta table.
    private static func createCatalogue(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE meta (
                key   TEXT PRIMARY KEY NOT NULL,
                value TEXT NOT NULL
            );
            CREATE TABLE styles (
                id       INTEGER PRIMARY KEY,
                name     TEXT NOT NULL,
                name_key TEXT NOT NULL UNIQUE
            );
            CREATE TABLE breweries (
                id           INTEGER PRIMARY KEY,
                name         TEXT NOT NULL,
                name_key     TEXT NOT NULL UNIQUE,
                sort_key     TEXT NOT NULL,
                city         TEXT,
                region       TEXT,
                country      TEXT,
                country_code TEXT
            );
            CREATE INDEX breweries_sort ON breweries(sort_key, id);
            CREATE INDEX breweries_country ON breweries(country_code);
            CREATE TABLE beers (
                id           INTEGER PRIMARY KEY,
                name         TEXT NOT NULL,
                name_key     TEXT NOT NULL,
                sort_key     TEXT NOT NULL,
                brewery_id   INTEGER NOT NULL REFERENCES breweries(id) ON DELETE CASCADE,
                -- Copy of breweries.sort_key, so "sort by brewery" pages through one index.
                brewery_sort TEXT NOT NULL,
                style_id     INTEGER REFERENCES styles(id) ON DELETE SET NULL,
                abv          REAL,
                ibu          REAL,
                srm          REAL,
                description  TEXT,
                first_brewed TEXT,
                source_id    TEXT,
                origin       TEXT NOT NULL DEFAULT 'imported',
                UNIQUE (name_key, brewery_id)
            );
            -- abv and ibu ride along so that walking the name order can test numeric filters
            -- without reading the table.
            CREATE INDEX beers_sort_name ON beers(sort_key, id, abv, ibu);
            CREATE INDEX beers_sort_brewery ON beers(brewery_sort, id);
            CREATE INDEX beers_sort_abv ON beers(abv, id);
            CREATE INDEX beers_sort_ibu ON beers(ibu, id);
            CREATE INDEX beers_brewery ON beers(brewery_id);
            CREATE INDEX beers_style ON beers(style_id);

            -- Diacritic-insensitive full text over name, brewery and style, with prefix indexes
            -- so that one to four typed letters match quickly. rowid = beers.id.
            CREATE VIRTUAL TABLE beers_fts USING fts5(
                name, brewery, style,
                tokenize = "unicode61 remove_diacritics 2",
                prefix = '1 2 3 4'
            );
            CREATE TRIGGER beers_fts_insert AFTER INSERT ON beers BEGIN
                INSERT INTO beers_fts(rowid, name, brewery, style) VALUES (
                    new.id, new.name,
                    (SELECT name FROM breweries WHERE id = new.brewery_id),
                    (SELECT name FROM styles WHERE id = new.style_id));
            END;
            CREATE TRIGGER beers_fts_update AFTER UPDATE OF name, brewery_id, style_id ON beers BEGIN
                DELETE FROM beers_fts WHERE rowid = old.id;
                INSERT INTO beers_fts(rowid, name, brewery, style) VALUES (
                    new.id, new.name,
                    (SELECT name FROM breweries WHERE id = new.brewery_id),
                    (SELECT name FROM styles WHERE id = new.style_id));
            END;
            CREATE TRIGGER beers_fts_delete AFTER DELETE ON beers BEGIN
                DELETE FROM beers_fts WHERE rowid = old.id;
            END;
            CREATE TRIGGER breweries_fts_rename AFTER UPDATE OF name ON breweries BEGIN
                UPDATE beers_fts SET brewery = new.name
                WHERE rowid IN (SELECT id FROM beers WHERE brewery_id = new.id);
            END;
            CREATE TRIGGER breweries_sort_rename AFTER UPDATE OF sort_key ON breweries BEGIN
                UPDATE beers SET brewery_sort = new.sort_key WHERE brewery_id = new.id;
            END;
            CREATE TRIGGER styles_fts_rename AFTER UPDATE OF name ON styles BEGIN
                UPDATE beers_fts SET style = new.name
                WHERE rowid IN (SELECT id FROM beers WHERE style_id = new.id);
            END;
            """)
    }

    /// A counter that changes whenever a beer's ABV or IBU may have changed (a beer added,
    /// removed, or its numbers edited), whoever writes. Superseded by v4's search revision.
    private static func createBeerNumbersRevision(_ db: Database) throws {
        let bump = "UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'beer_numbers_revision';"
        try db.execute(sql: """
            INSERT INTO meta (key, value) VALUES ('beer_numbers_revision', '1')
                ON CONFLICT(key) DO NOTHING;
            CREATE TRIGGER beers_numbers_insert AFTER INSERT ON beers BEGIN \(bump) END;
            CREATE TRIGGER beers_numbers_delete AFTER DELETE ON beers BEGIN \(bump) END;
            CREATE TRIGGER beers_numbers_update AFTER UPDATE OF id, abv, ibu ON beers BEGIN \(bump) END;
            """)
    }

    /// Search now runs on an in-memory index loaded from the full-text index (`SearchIndex`), so:
    /// - the full-text table loses its prefix indexes (the in-memory index finds prefixes; they
    ///   made every import index each word five times) and is rebuilt;
    /// - `beers_fts_terms` and `beers_fts_instances` list its words and their occurrences, for
    ///   that loading;
    /// - one `search_revision` counter replaces `beer_numbers_revision`, and moves on every change
    ///   a search can see: beers added, removed or re-keyed, breweries and styles renamed;
    /// - the name sort index drops the ABV/IBU columns only SQL filtering used, and the other
    ///   sort indexes go: those orders are walked in memory (read once per revision, sorted by
    ///   SQLite in about 50 ms), and an import no longer rebuilds three indexes (0.45 s per
    ///   100,000 beers). The name order keeps its index for the first screen and one-off searches.
    private static func prepareInMemorySearch(_ db: Database) throws {
        let bump = "UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = '\(MetaKey.searchRevision)';"
        try db.execute(sql: """
            DROP TRIGGER beers_numbers_insert;
            DROP TRIGGER beers_numbers_delete;
            DROP TRIGGER beers_numbers_update;
            DELETE FROM meta WHERE key = 'beer_numbers_revision';
            INSERT INTO meta (key, value) VALUES ('\(MetaKey.searchRevision)', '1');
            CREATE TRIGGER beers_search_insert AFTER INSERT ON beers BEGIN \(bump) END;
            CREATE TRIGGER beers_search_delete AFTER DELETE ON beers BEGIN \(bump) END;
            CREATE TRIGGER beers_search_update
                AFTER UPDATE OF id, name, sort_key, brewery_id, brewery_sort, style_id, abv, ibu ON beers
                BEGIN \(bump) END;
            CREATE TRIGGER breweries_search_update AFTER UPDATE OF name, sort_key, country_code ON breweries
                BEGIN \(bump) END;
            CREATE TRIGGER styles_search_update AFTER UPDATE OF name ON styles BEGIN \(bump) END;

            DROP TABLE beers_fts;
            CREATE VIRTUAL TABLE beers_fts USING fts5(
                name, brewery, style,
                tokenize = "unicode61 remove_diacritics 2"
            );
            INSERT INTO beers_fts (rowid, name, brewery, style)
                SELECT b.id, b.name, r.name, s.name
                FROM beers b JOIN breweries r ON r.id = b.brewery_id LEFT JOIN styles s ON s.id = b.style_id;
            CREATE VIRTUAL TABLE beers_fts_terms USING fts5vocab(beers_fts, row);
            CREATE VIRTUAL TABLE beers_fts_instances USING fts5vocab(beers_fts, instance);

            DROP INDEX IF EXISTS beers_sort_name;
            CREATE INDEX beers_sort_name ON beers(sort_key, id);
            DROP INDEX IF EXISTS beers_sort_brewery;
            DROP INDEX IF EXISTS beers_sort_abv;
            DROP INDEX IF EXISTS beers_sort_ibu;
            """)
    }

    /// Every beer's community rating: how many people rated it and their stars' total, one row
    /// per rated beer in `rating_summaries` (with the average, which the rating order and
    /// `rating>4` read), kept right by triggers on `ratings` whoever writes, and backfilled here.
    /// Each trigger recounts the beer's ratings instead of adding and subtracting, so a rating
    /// replaced with `INSERT OR REPLACE` (whose implicit delete fires no trigger) still counts once.
    /// A `rating_revision` counter moves with every rating change: the in-memory search keeps
    /// its ratings per that revision, so a new rating does not reload the whole index (which
    /// `search_revision` would).
    private static func createCommunityRatings(_ db: Database) throws {
        let recount = { (beer: String) in """
            DELETE FROM rating_summaries WHERE beer_id = \(beer);
            INSERT INTO rating_summaries (beer_id, raters, stars_total)
                SELECT beer_id, count(*), sum(stars) FROM ratings WHERE beer_id = \(beer) GROUP BY beer_id;
            """ }
        let bump = "UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = '\(MetaKey.ratingRevision)';"
        try db.execute(sql: """
            CREATE TABLE rating_summaries (
                beer_id     INTEGER PRIMARY KEY REFERENCES beers(id) ON DELETE CASCADE,
                raters      INTEGER NOT NULL CHECK (raters > 0),
                stars_total INTEGER NOT NULL,
                average     REAL GENERATED ALWAYS AS (CAST(stars_total AS REAL) / raters) VIRTUAL
            );
            CREATE INDEX rating_summaries_average ON rating_summaries(average, beer_id);
            INSERT INTO rating_summaries (beer_id, raters, stars_total)
                SELECT beer_id, count(*), sum(stars) FROM ratings GROUP BY beer_id;
            INSERT INTO meta (key, value) VALUES ('\(MetaKey.ratingRevision)', '1')
                ON CONFLICT(key) DO NOTHING;
            CREATE TRIGGER ratings_summary_insert AFTER INSERT ON ratings BEGIN
                \(recount("new.beer_id")) \(bump)
            END;
            CREATE TRIGGER ratings_summary_delete AFTER DELETE ON ratings BEGIN
                \(recount("old.beer_id")) \(bump)
            END;
            CREATE TRIGGER ratings_summary_update AFTER UPDATE ON ratings BEGIN
                \(recount("old.beer_id")) \(recount("new.beer_id")) \(bump)
            END;
            """)
    }

    /// Users, their personal data per beer, and sign-in throttling.
    private static func createAccounts(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE users (
                id            INTEGER PRIMARY KEY,
                name          TEXT NOT NULL,
                name_key      TEXT NOT NULL UNIQUE,
                password_hash TEXT NOT NULL,
                created_at    REAL NOT NULL
            );
            CREATE TABLE favourites (
                user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                beer_id    INTEGER NOT NULL REFERENCES beers(id) ON DELETE CASCADE,
                created_at REAL NOT NULL,
                PRIMARY KEY (user_id, beer_id)
            ) WITHOUT ROWID;
            CREATE TABLE ratings (
                user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                beer_id INTEGER NOT NULL REFERENCES beers(id) ON DELETE CASCADE,
                stars   INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
                PRIMARY KEY (user_id, beer_id)
            ) WITHOUT ROWID;
            CREATE TABLE notes (
                user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                beer_id INTEGER NOT NULL REFERENCES beers(id) ON DELETE CASCADE,
                text    TEXT NOT NULL,
                PRIMARY KEY (user_id, beer_id)
            ) WITHOUT ROWID;
            CREATE TABLE checkins (
                id      INTEGER PRIMARY KEY,
                user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                beer_id INTEGER NOT NULL REFERENCES beers(id) ON DELETE CASCADE,
                at      REAL NOT NULL
            );
            CREATE INDEX checkins_user_beer ON checkins(user_id, beer_id, at);
            CREATE INDEX favourites_beer ON favourites(beer_id);
            CREATE INDEX ratings_beer ON ratings(beer_id);
            CREATE INDEX notes_beer ON notes(beer_id);
            CREATE INDEX checkins_beer ON checkins(beer_id);
            -- Keyed by the typed username (known or not), so guessing unknown names is throttled too.
            CREATE TABLE login_throttle (
                name_key      TEXT PRIMARY KEY NOT NULL,
                failures      INTEGER NOT NULL DEFAULT 0,
                lockouts      INTEGER NOT NULL DEFAULT 0,
                locked_until  REAL
            );
            """)
    }

    /// What `taproom serve` needs beside the catalogue:
    /// - `tokens`: bearer tokens by their SHA-256 only (a leaked database holds no usable token),
    ///   gone with their user;
    /// - `users.is_admin`: who may import over the server (`taproom account create --admin`);
    /// - a `personal_revision` counter that moves when a favourite, rating or note changes, so
    ///   the served revision (this plus `search_revision`) moves on every change a reader sees.
    private static func createServerTokens(_ db: Database) throws {
        let bump = "UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = '\(MetaKey.personalRevision)';"
        var triggers = ""
        for table in ["favourites", "ratings", "notes"] {
            for event in ["INSERT", "UPDATE", "DELETE"] {
                triggers += "CREATE TRIGGER \(table)_revision_\(event.lowercased()) AFTER \(event) ON \(table) BEGIN \(bump) END;\n"
            }
        }
        try db.execute(sql: """
            CREATE TABLE tokens (
                hash       BLOB PRIMARY KEY NOT NULL,
                user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                created_at REAL NOT NULL,
                expires_at REAL NOT NULL
            ) WITHOUT ROWID;
            CREATE INDEX tokens_user ON tokens(user_id);
            ALTER TABLE users ADD COLUMN is_admin INTEGER NOT NULL DEFAULT 0;
            INSERT INTO meta (key, value) VALUES ('\(MetaKey.personalRevision)', '1');
            \(triggers)
            """)
    }

    /// Search words per table, each table's names indexed once: `beer_words` over beers' names,
    /// `brewery_words` over breweries' names and `style_words` over styles' names, where one
    /// index over every beer's name, brewery and style (`beers_fts`) held each brewery's name once
    /// per beer of it and each style's once per beer of that style. A search that names a
    /// brewery or a style finds its beers through `beers.brewery_id` and `beers.style_id`. For
    /// the benchmarks' generated million beers, the words indexed fall from 7.6 to 3.2 million;
    /// renaming a brewery rewrites one row of its index instead of one per beer.
    ///
    /// Each index keeps no copy of the text (its content is its table) and no column sizes,
    /// which only ranking uses: nothing is read from an index but rowids. FTS5 removes a row
    /// from such an index by the values it was indexed with, so a trigger removes a row with its
    /// old name (`'delete'`) before adding its new one.
    ///
    /// (A catalogue made while an earlier form of this migration was in development may hold
    /// its view and triggers; they are dropped too.)
    private static func indexWordsPerTable(_ db: Database) throws {
        try db.execute(sql: """
            DROP TRIGGER IF EXISTS beers_fts_insert;
            DROP TRIGGER IF EXISTS beers_fts_update;
            DROP TRIGGER IF EXISTS beers_fts_delete;
            DROP TRIGGER IF EXISTS breweries_fts_rename;
            DROP TRIGGER IF EXISTS styles_fts_rename;
            DROP TABLE IF EXISTS beers_fts_terms;
            DROP TABLE IF EXISTS beers_fts_instances;
            DROP TABLE IF EXISTS beers_fts;
            DROP VIEW IF EXISTS beers_fts_source;
            """)
        for table in FullTextTable.all {
            let (content, words) = (table.content, table.name)
            let add = "INSERT INTO \(words) (rowid, name) VALUES (new.id, new.name);"
            let remove = "INSERT INTO \(words) (\(words), rowid, name) VALUES ('delete', old.id, old.name);"
            try db.execute(sql: """
                CREATE VIRTUAL TABLE \(words) USING fts5(
                    name, content = '\(content)', content_rowid = 'id', columnsize = 0,
                    tokenize = "unicode61 remove_diacritics 2"
                );
                INSERT INTO \(words) (\(words)) VALUES ('rebuild');
                CREATE VIRTUAL TABLE \(table.terms) USING fts5vocab(\(words), row);
                CREATE VIRTUAL TABLE \(table.instances) USING fts5vocab(\(words), instance);
                CREATE TRIGGER \(words)_insert AFTER INSERT ON \(content) BEGIN \(add) END;
                CREATE TRIGGER \(words)_update AFTER UPDATE OF id, name ON \(content)
                    WHEN old.id IS NOT new.id OR old.name IS NOT new.name BEGIN \(remove) \(add) END;
                CREATE TRIGGER \(words)_delete AFTER DELETE ON \(content) BEGIN \(remove) END;
                """)
        }
    }

    /// A beer's identity (its name key and brewery, UNIQUE) becomes an index of its own,
    /// `beers_identity`, instead of a constraint of the table, whose index SQLite never lets go:
    /// a bulk import can then drop it, append its beers in file order and build it once at the
    /// end (`AppendedBeers`), instead of sorting every new beer into it. (GRDB runs a migration
    /// with foreign keys off and checks them before it commits.)
    private static func makeBeerIdentityAnIndex(_ db: Database) throws {
        try remakeTable("beers", columns: """
            id           INTEGER PRIMARY KEY,
            name         TEXT NOT NULL,
            name_key     TEXT NOT NULL,
            sort_key     TEXT NOT NULL,
            brewery_id   INTEGER NOT NULL REFERENCES breweries(id) ON DELETE CASCADE,
            -- Copy of breweries.sort_key, so "sort by brewery" pages through one index.
            brewery_sort TEXT NOT NULL,
            style_id     INTEGER REFERENCES styles(id) ON DELETE SET NULL,
            abv          REAL,
            ibu          REAL,
            srm          REAL,
            description  TEXT,
            first_brewed TEXT,
            source_id    TEXT,
            origin       TEXT NOT NULL DEFAULT 'imported'
            """, index: "CREATE UNIQUE INDEX beers_identity ON beers(name_key, brewery_id)", db)
    }

    /// Two breweries may share a name when their places disagree (`BreweryIdentity`: Mikkeller of
    /// Copenhagen, DK and Mikkeller of Pottstown, PA, US), so `breweries.name_key` loses its
    /// UNIQUE constraint for a plain index, `breweries_name`, by which an import finds every
    /// brewery of a name. Every id is kept, so the beers, the brewery words and the sort keys
    /// stay as they are.
    private static func letBreweriesShareNames(_ db: Database) throws {
        try remakeTable("breweries", columns: """
            id           INTEGER PRIMARY KEY,
            name         TEXT NOT NULL,
            name_key     TEXT NOT NULL,
            sort_key     TEXT NOT NULL,
            city         TEXT,
            region       TEXT,
            country      TEXT,
            country_code TEXT
            """, index: "CREATE INDEX breweries_name ON breweries(name_key)", db)
    }

    /// Makes `table` again with `columns` (the same columns, without a constraint SQLite never
    /// lets go of), keeping every row and id, then runs `index`: SQLite's way to change a table,
    /// a copy, renamed. The table's other indexes and its triggers are made again from their own
    /// SQL. The legacy rename leaves alone other tables' references to it and their triggers that
    /// name it (the current one would refuse to rename while `table` is missing).
    private static func remakeTable(_ table: String, columns: String, index: String, _ db: Database) throws {
        let dependents = try String.fetchAll(db, sql: """
            SELECT sql FROM sqlite_master WHERE tbl_name = ? AND type IN ('index', 'trigger') AND sql IS NOT NULL
            """, arguments: [table])
        let names = try db.columns(in: table).map(\.name).joined(separator: ", ")
        try db.execute(sql: """
            CREATE TABLE new_\(table) (
            \(columns)
            );
            INSERT INTO new_\(table) (\(names)) SELECT \(names) FROM \(table);
            DROP TABLE \(table);
            PRAGMA legacy_alter_table = ON;
            ALTER TABLE new_\(table) RENAME TO \(table);
            PRAGMA legacy_alter_table = OFF;
            \(index);
            """)
        for sql in dependents { try db.execute(sql: sql) }
    }

    /// Names sort with their numbers as numbers (`String.sortForm`): the sort keys of beers and
    /// breweries whose names hold a digit are made again (a brewery's trigger copies its key to
    /// its beers' `brewery_sort`). Only those rows can change; they are read first, then written.
    private static func sortNumbersAsNumbers(_ db: Database) throws {
        for table in ["breweries", "beers"] {
            let rows = try Row.fetchAll(db, sql: "SELECT id, name, sort_key FROM \(table) WHERE name GLOB '*[0-9]*'")
            let update = try db.makeStatement(sql: "UPDATE \(table) SET sort_key = ? WHERE id = ?")
            for row in rows {
                let (id, name, stored): (Int64, String, String) = (row["id"], row["name"], row["sort_key"])
                let key = name.sortForm
                if key != stored { try update.execute(arguments: [key, id]) }
            }
        }
    }

    /// The journal: a check-in keeps its serving, place, comment, quarter-star rating and the id
    /// it had where it came from (unique per person, so an import adds nothing twice; SQLite's
    /// NULLs are distinct, so check-ins made here never collide); an index serves a person's
    /// journal newest first, keyset-paged on (at, id). A rating keeps when it was given
    /// (`rated_at`), so a newer rated check-in can set it: ratings given before this version
    /// count as given now, so an older history imported later does not override them.
    private static func keepJournal(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE checkins ADD COLUMN serving TEXT
                CHECK (serving IN ('draught', 'bottle', 'can', 'cask', 'taster'));
            ALTER TABLE checkins ADD COLUMN place TEXT;
            ALTER TABLE checkins ADD COLUMN comment TEXT;
            ALTER TABLE checkins ADD COLUMN rating_quarters INTEGER CHECK (rating_quarters BETWEEN 1 AND 20);
            ALTER TABLE checkins ADD COLUMN external_id TEXT;
            CREATE UNIQUE INDEX checkins_external ON checkins(user_id, external_id);
            CREATE INDEX checkins_journal ON checkins(user_id, at, id);
            ALTER TABLE ratings ADD COLUMN rated_at REAL;
            UPDATE ratings SET rated_at = CAST(strftime('%s', 'now') AS REAL);
            """)
    }

    /// "More like this" reads a style's beers nearest in ABV, and the detail's chart counts them
    /// by ABV: an index on (style, ABV) (and the id, as every index ends) answers both from the
    /// index alone, and takes the place of the style's own, its prefix, which deletes use.
    private static func indexStylesByStrength(_ db: Database) throws {
        try db.execute(sql: """
            DROP INDEX IF EXISTS beers_style;
            CREATE INDEX beers_style_abv ON beers(style_id, abv);
            """)
    }
}
