import Foundation

/// The curated catalogue shipped inside the library (Resources/catalogue.csv).
///
/// Its first line is a version stamp, `# taproom-catalogue-version: N`. `install(into:)` loads the
/// file when the database has never seen version N: on first open of an empty database, and
/// again after an upgrade ships a newer file. Bundled rows are written with origin `.bundled`, so
/// they never overwrite an imported beer, and nothing is ever deleted, so favourites, ratings and
/// notes survive.
public enum BundledCatalogue {
    static let versionPrefix = "# taproom-catalogue-version:"

    public struct Contents: Sendable {
        public let version: Int
        public let batch: ImportBatch
    }

    public enum InstallResult: Equatable, Sendable {
        /// The database already has this version (or a newer one).
        case upToDate(version: Int)
        /// The bundled beers were written; `previous` is the version found before, if any.
        case installed(version: Int, previous: Int?, summary: ImportSummary)
    }

    /// Parses the copy shipped in the bundle.
    public static func load() throws -> Contents {
        guard let url = Bundle.module.url(forResource: "catalogue", withExtension: "csv") else {
            throw ImportError.unreadableFile(file: "catalogue.csv", reason: "missing from the Catalogue bundle")
        }
        return try parse(try ImportFile.readBytes(url, displayName: "catalogue.csv"), file: "catalogue.csv")
    }

    /// Parses catalogue bytes: the version line, then CSV with a header.
    public static func parse(_ bytes: [UInt8], file: String) throws -> Contents {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")),
              let firstLine = String(validating: bytes[..<newline], as: UTF8.self),
              firstLine.hasPrefix(versionPrefix),
              let version = Int(FieldText.trimmed(String(firstLine.dropFirst(versionPrefix.count))))
        else {
            throw ImportError.missingColumn(file: file, column: "version stamp (\(versionPrefix) N)")
        }
        let table = try RecordTable.csv(Array(bytes[(newline + 1)...]), file: file)
        // Line numbers in messages should match the file, which has the stamp line above the CSV.
        let shifted = RecordTable(file: table.file, header: table.header, rows: table.rows, lines: table.lines.map { $0 + 1 })
        var batch = try ImportNormaliser.normalise([shifted])
        for index in batch.beers.indices {
            if let code = batch.beers[index].brewery.country, let name = Country.name(for: code) {
                batch.beers[index].brewery.country = name
            }
        }
        return Contents(version: version, batch: batch)
    }

    /// Loads the bundled catalogue into `store` unless it already holds this version.
    @discardableResult
    public static func install(into store: CatalogueStore, contents: Contents? = nil) throws -> InstallResult {
        let previous = try store.meta(forKey: MetaKey.bundledCatalogueVersion).flatMap { Int($0) }
        let bundled = try contents ?? load()
        if let previous, previous >= bundled.version { return .upToDate(version: previous) }
        // Checked outside the transaction: two processes racing here both upsert the same rows,
        // which is harmless.
        let summary = try CatalogueImporter.write(
            bundled.batch, into: store, origin: .bundled, dryRun: false, progress: nil,
            finish: { try $0.setMeta(String(bundled.version), forKey: MetaKey.bundledCatalogueVersion) })
        return .installed(version: bundled.version, previous: previous, summary: summary)
    }
}
