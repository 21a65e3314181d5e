import Foundation

/// Writes the seeded generator's catalogue as a CSV file (name, brewery, country, style, abv,
/// ibu, description), row by row, so a million-row file never has to fit in memory.
public enum CatalogueCSVFile {
    public static let header = "name,brewery,country,style,abv,ibu,description"

    /// Writes `rows` beers from `seed` to `path` (replacing it): `CatalogueGenerator.beers`'
    /// catalogue, its breweries' cities in the descriptions; about 100 bytes a row.
    public static func write(rows: Int, seed: UInt64 = 42, to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
        }
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? file.close() }
        var random = SeededGenerator(seed: seed)
        // Drawn in `CatalogueGenerator.beers`' order, so the file holds the same catalogue.
        let breweries: [(name: String, city: String, country: String)] = (0..<max(1, rows / 20)).map { index in
            let name = "\(CatalogueGenerator.word(&random)) \(CatalogueGenerator.suffixes.randomElement(using: &random) ?? "Brewing") \(index)"
            return (name, CatalogueGenerator.word(&random), CatalogueGenerator.countries.randomElement(using: &random) ?? "BE")
        }
        var buffer = header + "\n"
        buffer.reserveCapacity(1 << 20)
        for index in 0..<rows {
            let style = CatalogueGenerator.styles.randomElement(using: &random) ?? "Lager"
            let abv = Int.random(in: 0..<20, using: &random) == 0 ? "" : String(Double(Int.random(in: 25...140, using: &random)) / 10)
            let ibu = Int.random(in: 0..<4, using: &random) == 0 ? "" : String(Int.random(in: 5...110, using: &random))
            let name = "\(CatalogueGenerator.word(&random)) \(CatalogueGenerator.word(&random)) \(index)"
            let brewery = breweries[Int.random(in: 0..<breweries.count, using: &random)]
            let fields = [name, brewery.name, brewery.country, style, abv, ibu, "A synthetic \(style.lowercased()) from \(brewery.city)."]
            buffer += fields.map(escaped).joined(separator: ",")
            buffer += "\n"
            if buffer.utf8.count >= 1 << 20 {
                try file.write(contentsOf: Data(buffer.utf8))
                buffer.removeAll(keepingCapacity: true)
            }
        }
        try file.write(contentsOf: Data(buffer.utf8))
    }

    /// RFC 4180 quoting, only where a field needs it.
    static func escaped(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
