import Foundation

/// A JSON beer file read an object at a time, as its rows are asked for: only its header (the
/// keys its objects use) is kept in memory. Its rows are what `RecordTable.objects` makes of the
/// same file: the header is every key, `JSONRecordReader.preferredOrder` first, then the others
/// as first met (each object's sorted), and a row is numbered by its object's position.
struct JSONFileRows: ImportRows {
    let file: String
    let header: [String]
    /// How many objects the file holds.
    let count: Int
    private let url: URL
    private let chunkSize: Int

    init(url: URL, file: String, chunkSize: Int = 1 << 20) throws {
        self.url = url
        self.file = file
        self.chunkSize = chunkSize
        let preferred = Set(JSONRecordReader.preferredOrder)
        var preferredFound = Set<String>()
        var others: [String] = []
        var seen = Set<String>()
        var count = 0
        try Self.forEachObject(url: url, file: file, chunkSize: chunkSize) { object in
            count += 1
            for key in object.keys.sorted() {
                if preferred.contains(key) {
                    preferredFound.insert(key)
                } else if seen.insert(key).inserted {
                    others.append(key)
                }
            }
        }
        header = JSONRecordReader.preferredOrder.filter(preferredFound.contains) + others
        self.count = count
    }

    var holdsNothing: Bool { header.isEmpty && count == 0 }

    func forEachRow(keepingOnly column: Int?, _ body: ([String], Int) throws -> Void) throws {
        var number = 0
        try Self.forEachObject(url: url, file: file, chunkSize: chunkSize) { object in
            number += 1
            if let column {
                try body(header.indices.map { $0 == column ? object[header[$0]] ?? "" : "" }, number)
            } else {
                try body(header.map { object[$0] ?? "" }, number)
            }
        }
    }

    private static func forEachObject(
        url: URL, file: String, chunkSize: Int, _ body: ([String: String]) throws -> Void
    ) throws {
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw ImportError.unreadableFile(file: file, reason: error.localizedDescription)
        }
        defer { try? handle.close() }
        var parser = JSONObjectParser(handle: handle, file: file, chunkSize: chunkSize)
        try parser.forEachObject { object, _ in try body(object) }
    }
}
