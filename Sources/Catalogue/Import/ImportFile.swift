import Foundation

/// The formats `taproom import` accepts.
public enum ImportFormat: String, Sendable, CaseIterable {
    case csv, json, auto
}

/// Turns a path given on the command line into a `RecordTable`, choosing CSV or JSON.
public enum ImportFile {
    public static func table(path: String, format: ImportFormat = .auto) throws -> RecordTable {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ImportError.unreadableFile(file: path, reason: "no such file or directory")
        }
        if isDirectory.boolValue {
            guard format != .csv else {
                throw ImportError.unreadableFile(file: path, reason: "is a directory; only JSON folders are supported")
            }
            return try JSONRecordReader.table(folder: url, displayName: name)
        }
        let bytes = try readBytes(url, displayName: name)
        switch try resolve(format, bytes: bytes, url: url) {
        case .json: return try JSONRecordReader.table(bytes: bytes, file: name)
        case .csv, .auto: return try RecordTable.csv(bytes, file: name)
        }
    }

    /// Like `table(path:format:)`, but a file is read a chunk at a time as its rows are asked
    /// for (a folder of JSON files, one small object each, is read whole).
    static func rows(path: String, format: ImportFormat = .auto) throws -> any ImportRows {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
        else { return try table(path: path, format: format) }
        switch try resolve(format, bytes: try leadingBytes(url), url: url) {
        case .json: return try JSONFileRows(url: url, file: url.lastPathComponent)
        case .csv, .auto: return try CSVFileRows(url: url, file: url.lastPathComponent)
        }
    }

    /// Enough of the file's start for `resolve` to tell CSV from JSON.
    private static func leadingBytes(_ url: URL) throws -> [UInt8] {
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            return [UInt8](try handle.read(upToCount: 4_096) ?? Data())
        } catch {
            throw ImportError.unreadableFile(file: url.lastPathComponent, reason: error.localizedDescription)
        }
    }

    static func readBytes(_ url: URL, displayName: String) throws -> [UInt8] {
        do {
            return [UInt8](try Data(contentsOf: url))
        } catch {
            throw ImportError.unreadableFile(file: displayName, reason: error.localizedDescription)
        }
    }

    /// `auto` goes by the extension, then by the first non-blank byte (`[` or `{` means JSON).
    public static func resolve(_ format: ImportFormat, bytes: [UInt8], url: URL) throws -> ImportFormat {
        guard format == .auto else { return format }
        switch url.pathExtension.lowercased() {
        case "csv", "txt": return .csv
        case "json": return .json
        default: break
        }
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { throw ImportError.emptyFile(file: url.lastPathComponent) }
        return bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "{") ? .json : .csv
    }
}
