import Foundation
import GRDB

/// A private copy of another store's breweries, styles, beers and community ratings, in a
/// SQLite file of this process's own, searched as the embedded catalogue searches (the
/// in-memory `SearchIndex`, loaded in the background): how a server on PostgreSQL answers a
/// search with the SQLite store's exact answers while asking the database for nothing but its
/// revision. The other store feeds it: everything once (`load`), then the rows that changed
/// (`apply`). Nobody's personal data is kept here: searches are answered for nobody signed in.
public final class SearchMirror: Sendable {
    /// Searches the copy (`search(_:as: nil)`, `position(of:in:as: nil)`).
    public let catalogue: SQLiteCatalogue
    private let folder: String

    private init(catalogue: SQLiteCatalogue, folder: String) {
        self.catalogue = catalogue
        self.folder = folder
    }

    deinit {
        close()
    }

    /// Closes the copy and removes its folder; searches still running on it fail. Also done when
    /// the mirror is released (replaced by a new one, once the searches on it have finished).
    public func close() {
        try? catalogue.store.close()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A community rating as the source holds it; `raters` 0 when nobody rates the beer any more.
    public struct Rating: Hashable, Sendable {
        public let beerID: Int64
        public let raters: Int64
        public let starsTotal: Int64

        public init(beerID: Int64, raters: Int64, starsTotal: Int64) {
            self.beerID = beerID
            self.raters = raters
            self.starsTotal = starsTotal
        }
    }

    /// The tables a mirror holds, in the order their rows must be written.
    public static let tables: [CopiedTable] = [.breweries, .styles, .beers]

    /// Builds a mirror in a new folder under `temporaryDirectory` from what `channel` brings (the
    /// rows of `tables`, as `taproom copy` sends them, then the end with their counts); the
    /// ratings come after (`apply`). Blocks on the channel: call it from a thread of its own.
    /// Folders that processes no longer running left behind are removed first.
    public static func load(from channel: CopyChannel,
                            temporaryDirectory: String = NSTemporaryDirectory()) throws -> SearchMirror {
        removeAbandonedFolders(in: temporaryDirectory)
        let folder = try makeFolder(in: temporaryDirectory)
        do {
            let path = folder + "/catalogue.sqlite"
            _ = try CatalogueStore.makingNew(at: path, keep: true, bundledBeers: false) { store in
                try store.writeCopy(from: channel, replacing: false)
            }
            let store = try CatalogueStore(path: path, access: .existing)
            return SearchMirror(catalogue: SQLiteCatalogue(store: store), folder: folder)
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
    }

    /// Writes rows that changed at the source (each batch's rows replace those with the same id,
    /// or are added) and ratings (a rating with no raters removes the beer's) in one transaction,
    /// then has the search index loaded again in the background if a beer, brewery or style changed.
    public func apply(_ batches: [CatalogueCopyBatch], ratings: [Rating]) throws {
        guard !batches.isEmpty || !ratings.isEmpty else { return }
        try catalogue.store.writing { db in
            for batch in batches {
                let table = batch.table
                let columns = table.columns.map(\.name)
                let upsert = try db.cachedStatement(sql: """
                    INSERT INTO \(table.name) (\(table.columnList))
                    VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))
                    ON CONFLICT(id) DO UPDATE SET \(columns.dropFirst().map { "\($0) = excluded.\($0)" }.joined(separator: ", "))
                    """)
                for row in batch.rows { try upsert.execute(arguments: StatementArguments(row.map(\.databaseValue))) }
            }
            guard !ratings.isEmpty else { return }
            let remove = try db.cachedStatement(sql: "DELETE FROM rating_summaries WHERE beer_id = ?")
            let write = try db.cachedStatement(sql: """
                INSERT INTO rating_summaries (beer_id, raters, stars_total) VALUES (?, ?, ?)
                ON CONFLICT(beer_id) DO UPDATE SET raters = excluded.raters, stars_total = excluded.stars_total
                """)
            for rating in ratings {
                if rating.raters > 0 {
                    try write.execute(arguments: [rating.beerID, rating.raters, rating.starsTotal])
                } else {
                    try remove.execute(arguments: [rating.beerID])
                }
            }
            // The triggers that move it watch `ratings`, which a mirror does not hold.
            try db.execute(sql: "UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = ?",
                           arguments: [MetaKey.ratingRevision])
        }
        if !batches.isEmpty { catalogue.prepareSearch() }
    }

    /// Loads the search index now (the app's and the servers' searches do it in the background).
    public func prepareSearch() throws {
        try catalogue.store.prepareSearch()
    }

    // MARK: Its folder

    private static let folderPrefix = "taproom-search-"

    /// `<temporary>/taproom-search-<pid>-<random>`, readable by this user only.
    private static func makeFolder(in temporaryDirectory: String) throws -> String {
        var template = Array((temporaryDirectory + "/" + folderPrefix + "\(getpid())-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw StoreError.cannotOpen(path: temporaryDirectory, reason: String(cString: strerror(errno)))
        }
        return String(cString: made)
    }

    /// Removes the mirrors of processes that ended without removing theirs (killed, say).
    private static func removeAbandonedFolders(in temporaryDirectory: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: temporaryDirectory) else { return }
        for name in names where name.hasPrefix(folderPrefix) {
            guard let pid = name.dropFirst(folderPrefix.count).split(separator: "-").first.flatMap({ pid_t($0) }),
                  pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: temporaryDirectory + "/" + name)
        }
    }
}
