import Foundation

extension ImportedFile {
    /// The file's beers, read with the same readers and normalisation as `taproom import`, and
    /// strict in the same way: a malformed row fails the whole file with an `ImportError`
    /// naming its line and column. Every store's `importFile` reads a file with this.
    public func beers() throws -> (beers: [NewBeer], batch: ImportBatch) {
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

    /// What importing `batch` made of `changes`.
    public static func report(_ batch: ImportBatch, _ changes: ChangeCount) -> ImportReport {
        ImportReport(rowsRead: batch.rowsRead, added: changes.beersAdded, updated: changes.beersUpdated,
                     unchanged: changes.beersUnchanged, breweriesAdded: changes.breweriesAdded,
                     skipped: batch.skippedCount)
    }
}
