import Foundation

/// Reads beers from JSON: one array of objects, `{"beers": [...]}`, one object, objects one
/// after another (JSON Lines, as `taproom export --json` writes), or a folder of one-object
/// files (the Punk API layout). Scalar values become text; nested objects and arrays are ignored.
public enum JSONRecordReader {
    /// Keys put first in the header so tables read naturally; other keys follow sorted.
    static let preferredOrder = ["id", "name", "tagline", "first_brewed", "description", "abv", "ibu", "ebc", "srm"]

    public static func table(bytes: [UInt8], file: String) throws -> RecordTable {
        RecordTable.objects(try objects(bytes: bytes, file: file), keyOrder: preferredOrder, file: file)
    }

    /// Reads every `.json` file in `folder`, sorted by name, as one table. A row's messages name
    /// its file ("data/sink_the_bismarck.json", with ":2" for a file's second object).
    public static func table(folder: URL, displayName: String) throws -> RecordTable {
        let entries: [URL]
        do {
            entries = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension.lowercased() == "json" }
                .sorted { $0.lastPathComponent.localizedStandardCompare($1.lastPathComponent) == .orderedAscending }
        } catch {
            throw ImportError.unreadableFile(file: displayName, reason: error.localizedDescription)
        }
        guard !entries.isEmpty else {
            throw ImportError.unreadableFile(file: displayName, reason: "the folder holds no .json files")
        }
        var all: [[String: String]] = []
        var origins: [String] = []
        for entry in entries {
            let name = displayName + "/" + entry.lastPathComponent
            let found = try objects(bytes: try ImportFile.readBytes(entry, displayName: name), file: name)
            origins += found.count == 1 ? [name] : found.indices.map { "\(name):\($0 + 1)" }
            all += found
        }
        var table = RecordTable.objects(all, keyOrder: preferredOrder, file: displayName)
        table.origins = origins
        return table
    }

    static func objects(bytes: [UInt8], file: String) throws -> [[String: String]] {
        var objects: [[String: String]] = []
        var parser = JSONObjectParser(bytes: bytes, file: file)
        try parser.forEachObject { object, _ in objects.append(object) }
        return objects
    }
}
