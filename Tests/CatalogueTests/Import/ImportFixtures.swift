import Foundation
import Catalogue

/// Locates the hand-made import files under Tests/CatalogueTests/Fixtures.
enum ImportFixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    static func table(_ relative: String) throws -> RecordTable { try ImportFile.table(path: path(relative)) }

    static func batch(_ relatives: String...) throws -> ImportBatch {
        try ImportNormaliser.normalise(relatives.map { try table($0) })
    }
}

extension ImportBatch {
    func beer(_ name: String) -> ImportedBeer? { beers.first { $0.name == name } }
}
