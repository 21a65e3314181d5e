import Foundation

/// Untappd's check-in history export, as its supporters download it: CSV, or JSON (a flat
/// array of objects), recognised by its columns. Older exports lack some columns; only
/// `beer_name`, `brewery_name` and `created_at` must be there. A UTF-8 byte-order mark before
/// the header, comments over several lines and quotes inside them are read as CSV reads them.
///
/// - `created_at` (`2019-05-04 19:45:12`) is UTC: Untappd writes it without a zone, in UTC.
/// - `serving_type` maps case-insensitively (Draft and Draught, Bottle, Can, Cask, Taster); any
///   other (Crowler, Growler, Nitro…) leaves the check-in without a serving, and the import says how many.
/// - `rating_score` is 0.25 to 5 in quarters; blank (or 0) is not rated.
/// - `checkin_id` (or the end of `checkin_url`) becomes the external id `untappd:<id>`.
/// - `venue_name` is the place; the beer's brewery takes `brewery_city`, `brewery_state` and `brewery_country`.
public enum UntappdExport {
    static let required = ["beer_name", "brewery_name", "created_at"]

    /// Whether a header is an Untappd export's.
    public static func recognises(header: [String]) -> Bool {
        let names = Set(header.map { $0.trimmingCharacters(in: .whitespaces).lowercased() })
        return required.allSatisfy(names.contains) && (names.contains("checkin_id") || names.contains("rating_score"))
    }

    /// Whether the file at `path` is an Untappd export, by its header or its first object's keys:
    /// only the file's start is read, so asking costs nothing beside a large import.
    public static func recognises(path: String) -> Bool {
        // A regular file only: a folder is JSON beers, and a pipe must be left for the import to read.
        guard (try? FileManager.default.attributesOfItem(atPath: path)[.type]) as? FileAttributeType == .typeRegular,
              let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let start = [UInt8]((try? handle.read(upToCount: 65_536)) ?? Data())
        let url = URL(fileURLWithPath: path)
        guard let format = try? ImportFile.resolve(.auto, bytes: start, url: url) else { return false }
        if format == .json {
            let text = String(decoding: start, as: UTF8.self)
            return recognises(header: (required + ["checkin_id", "rating_score"]).filter { text.contains("\"\($0)\"") })
        }
        let header = try? CSVReader(contentsOf: url, fileName: url.lastPathComponent).header()
        return header.map { recognises(header: $0) } ?? false
    }

    /// Every row of the export at `path`, in file order. Throws `ImportError` for a file that is
    /// not CSV or JSON, `UntappdImportError` naming the row and column of a value that is wrong.
    public static func read(path: String) throws -> [UntappdCheckIn] {
        let rows = try ImportFile.rows(path: path)
        let header = rows.header.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        for name in required where !header.contains(name) {
            throw ImportError.missingColumn(file: rows.file, column: name)
        }
        let columns = Dictionary(header.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var checkIns: [UntappdCheckIn] = []
        try rows.forEachRow { fields, line in
            checkIns.append(try Row(fields: fields, columns: columns, origin: rows.origin(of: line)).checkIn())
        }
        return checkIns
    }

    /// One row's fields by column name.
    private struct Row {
        let fields: [String]
        let columns: [String: Int]
        let origin: String

        func text(_ name: String) -> String? {
            guard let index = columns[name], index < fields.count else { return nil }
            let value = fields[index].trimmingCharacters(in: .whitespacesAndNewlines)
            return value.isEmpty ? nil : value
        }

        func required(_ name: String) throws -> String {
            guard let value = text(name) else {
                throw UntappdImportError.missingValue(origin: origin, column: (columns[name] ?? 0) + 1, name: name)
            }
            return value
        }

        func invalid(_ name: String, _ value: String, expected: String) -> UntappdImportError {
            .invalidValue(origin: origin, column: (columns[name] ?? 0) + 1, name: name, value: value, expected: expected)
        }

        func number(_ name: String) throws -> Double? {
            guard let value = text(name) else { return nil }
            guard let number = Double(value), number.isFinite, number >= 0 else { throw invalid(name, value, expected: "a number") }
            return number
        }

        func checkIn() throws -> UntappdCheckIn {
            let createdAt = try required("created_at")
            guard let time = UntappdExport.time(createdAt) else {
                throw invalid("created_at", createdAt, expected: "a time such as 2019-05-04 19:45:12")
            }
            var rating: QuarterRating?
            if let score = text("rating_score"), Double(score) != 0 {
                guard let value = Double(score), let quarters = QuarterRating(stars: value) else {
                    throw invalid("rating_score", score, expected: "0.25 to 5 in steps of 0.25")
                }
                rating = quarters
            }
            let servingType = text("serving_type")
            let serving = servingType.flatMap(UntappdExport.serving)
            let externalID = (text("checkin_id") ?? text("checkin_url").flatMap { $0.split(separator: "/").last.map(String.init) })
                .map { "untappd:\($0)" }
            let abv = try number("beer_abv")
            // Untappd writes 0 for an IBU it does not know.
            let ibu = try number("beer_ibu").flatMap { $0 == 0 ? nil : $0 }
            let brewery = NewBrewery(name: try required("brewery_name"), city: text("brewery_city"),
                                     region: text("brewery_state"), country: text("brewery_country"))
            let beer = NewBeer(name: try required("beer_name"), brewery: brewery, style: text("beer_type"), abv: abv, ibu: ibu)
            let checkIn: NewCheckIn
            do {
                checkIn = try NewCheckIn(time: time, serving: serving, place: text("venue_name"),
                                         comment: text("comment"), rating: rating, externalID: externalID).validated(now: Date.init)
            } catch let error as CheckInError {
                let name = switch error.field {
                case .place: "venue_name"
                case .comment: "comment"
                case .externalID: columns["checkin_id"] == nil ? "checkin_url" : "checkin_id"
                case .time, .serving, .rating: "created_at"
                }
                throw UntappdImportError.invalidValue(origin: origin, column: (columns[name] ?? 0) + 1, name: name,
                                                      value: String(text(name)?.prefix(40) ?? ""), expected: error.description)
            }
            return UntappdCheckIn(beer: beer, checkIn: checkIn,
                                  unlistedServing: serving == nil ? servingType : nil)
        }
    }

    /// Untappd's serving types, by their lower-cased name.
    static func serving(_ type: String) -> Serving? {
        switch type.lowercased() {
        case "draft", "draught", "tap", "on tap": .draught
        case "bottle": .bottle
        case "can": .can
        case "cask", "cask/real ale", "firkin": .cask
        case "taster", "flight": .taster
        default: nil
        }
    }

    /// `2019-05-04 19:45:12` (or with a `T`, and a `Z` or no zone) as UTC.
    static func time(_ text: String) -> Date? {
        var text = Substring(text)
        if text.hasSuffix("Z") { text = text.dropLast() }
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "T" })
        guard parts.count == 2 else { return nil }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false).compactMap { Int($0) }
        let clock = parts[1].split(separator: ":", omittingEmptySubsequences: false).compactMap { Int($0) }
        guard date.count == 3, clock.count == 3, (1...12).contains(date[1]), (1...31).contains(date[2]),
              (0...23).contains(clock[0]), (0...59).contains(clock[1]), (0...60).contains(clock[2]) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let components = DateComponents(year: date[0], month: date[1], day: date[2], hour: clock[0], minute: clock[1],
                                        second: clock[2])
        guard let time = calendar.date(from: components), calendar.component(.day, from: time) == date[2] else { return nil }
        return time
    }
}
