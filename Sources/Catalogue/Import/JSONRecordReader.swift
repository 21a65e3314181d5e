import Foundation

/// Reads beers from JSON: one array of objects, one object, or a folder of one-object files
/// (the Punk API layout). Scalar values become text; nested objects and arrays are ignored.
public enum JSONRecordReader {
    /// Keys put first in the header so tables read naturally; other keys follow sorted.
    private static let preferredOrder = ["id", "name", "tagline", "first_brewed", "description", "abv", "ibu", "ebc", "srm"]

    public static func table(bytes: [UInt8], file: String) throws -> RecordTable {
        RecordTable.objects(try objects(bytes: bytes, file: file), keyOrder: preferredOrder, file: file)
    }

    /// Reads every `.json` file in `folder`, sorted by name, as one table.
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
        for entry in entries {
            let name = displayName + "/" + entry.lastPathComponent
            all += try objects(bytes: try ImportFile.readBytes(entry, displayName: name), file: name)
        }
        return RecordTable.objects(all, keyOrder: preferredOrder, file: displayName)
    }

    static func objects(bytes: [UInt8], file: String) throws -> [[String: String]] {
        if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            throw ImportError.invalidUTF8(file: file, byteOffset: offset)
        }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            throw ImportError.invalidJSON(file: file, reason: "not well-formed")
        }
        if let object = root as? [String: Any] { return [flatten(object)] }
        guard let array = root as? [Any] else {
            throw ImportError.invalidJSON(file: file, reason: "expected an object or an array of objects")
        }
        return try array.enumerated().map { index, element in
            guard let object = element as? [String: Any] else {
                throw ImportError.invalidJSON(file: file, reason: "element \(index + 1) is not an object")
            }
            return flatten(object)
        }
    }

    private static func flatten(_ object: [String: Any]) -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in object {
            if let text = text(value) { result[key] = text }
        }
        return result
    }

    private static func text(_ value: Any) -> String? {
        switch value {
        case let string as String: string
        case is NSNull: nil
        case let number as NSNumber: number.stringValue
        default: nil
        }
    }
}
