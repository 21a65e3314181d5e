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
        /// The catalogue's owner keeps it without the bundled beers (see `removeBundledBeers`).
        case leftOut
    }

    /// Parses the copy shipped with the library.
    public static func load() throws -> Contents {
        try parse(try shippedBytes(), file: fileName)
    }

    /// The version stamp of the shipped copy, read without parsing the rest of the file.
    public static func shippedVersion() throws -> Int {
        try version(in: try shippedBytes(), file: fileName)
    }

    static let fileName = "catalogue.csv"

    private static func shippedBytes() throws -> [UInt8] {
        guard let url = BundledCatalogueFile.url() else {
            throw ImportError.unreadableFile(file: fileName, reason: "missing from the Catalogue resources")
        }
        return try ImportFile.readBytes(url, displayName: fileName)
    }

    private static func version(in bytes: [UInt8], file: String) throws -> Int {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")),
              let firstLine = String(validating: bytes[..<newline], as: UTF8.self),
              firstLine.hasPrefix(versionPrefix),
              let version = Int(FieldText.trimmed(String(firstLine.dropFirst(versionPrefix.count))))
        else {
            throw ImportError.missingColumn(file: file, column: "version stamp (\(versionPrefix) N)")
        }
        return version
    }

    /// Parses catalogue bytes: the version line, then CSV with a header.
    public static func parse(_ bytes: [UInt8], file: String) throws -> Contents {
        let version = try version(in: bytes, file: file)
        // version(in:) found the line break.
        let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        let table = try RecordTable.csv(Array(bytes[min(newline + 1, bytes.endIndex)...]), file: file)
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
    /// The stamp is compared before the file is parsed, so an up-to-date open stays cheap.
    @discardableResult
    public static func install(into store: CatalogueStore, contents: Contents? = nil) throws -> InstallResult {
        if try store.meta(forKey: MetaKey.bundledCatalogueLeftOut) != nil { return .leftOut }
        let previous = try store.meta(forKey: MetaKey.bundledCatalogueVersion).flatMap { Int($0) }
        let available = try contents?.version ?? shippedVersion()
        if let previous, previous >= available { return .upToDate(version: previous) }
        let bundled = try contents ?? load()
        // Checked outside the transaction: two processes racing here both upsert the same rows,
        // which is harmless.
        let summary = try CatalogueImporter.write(
            bundled.batch, into: store, origin: .bundled, dryRun: false, progress: nil,
            finish: { try $0.setMeta(String(bundled.version), forKey: MetaKey.bundledCatalogueVersion) })
        return .installed(version: bundled.version, previous: previous, summary: summary)
    }
}
