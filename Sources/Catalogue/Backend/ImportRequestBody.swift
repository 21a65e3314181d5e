import Foundation

/// Beers sent to the server in one request body (CSV with a header row, or JSON), read with the
/// same readers and normalisation as `taproom import`, and strict in the same way: a malformed
/// row fails the whole body with an `ImportError` naming its line and column.
public enum ImportRequestBody {
    /// The beers of `bytes`, ready for `CatalogueBackend.importBeers`, and what reading them skipped.
    public static func beers(from bytes: [UInt8], format: ImportFormat, name: String = "body") throws
        -> (beers: [NewBeer], batch: ImportBatch) {
        let table: RecordTable = switch format {
        case .json: try JSONRecordReader.table(bytes: bytes, file: name)
        case .csv: try RecordTable.csv(bytes, file: name)
        case .auto:
            try ImportFile.resolve(.auto, bytes: bytes, url: .init(fileURLWithPath: name)) == .json
                ? try JSONRecordReader.table(bytes: bytes, file: name)
                : try RecordTable.csv(bytes, file: name)
        }
        var batch = try ImportNormaliser.normalise([table])
        let beers = batch.beers.map { CatalogueImporter.newBeer($0, origin: .imported) }
        batch.beers = []
        return (beers, batch)
    }
}
