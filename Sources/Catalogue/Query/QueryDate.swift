import Foundation

/// A year, a month or a day of the journal's `since:` and `until:` terms (`2026`, `2026-01`,
/// `2026-01-31`), in UTC as check-in times are kept.
public struct QueryDate: Hashable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int?
    public let day: Int?

    /// Nil unless the text is `YYYY`, `YYYY-MM` or `YYYY-MM-DD` naming a real date.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts[0].count == 4, parts.dropFirst().allSatisfy({ $0.count == 2 }),
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count else { return nil }
        year = numbers[0]
        month = numbers.count > 1 ? numbers[1] : nil
        day = numbers.count > 2 ? numbers[2] : nil
        if let month, !(1...12).contains(month) { return nil }
        if let day, Self.calendar.date(from: DateComponents(year: year, month: month, day: day))
            .map({ Self.calendar.component(.day, from: $0) }) != day { return nil }
    }

    /// The first second of the year, month or day.
    public var start: Date { Self.calendar.date(from: DateComponents(year: year, month: month ?? 1, day: day ?? 1)) ?? .distantPast }

    /// The first second after it.
    public var end: Date {
        let step = day != nil ? DateComponents(day: 1) : month != nil ? DateComponents(month: 1) : DateComponents(year: 1)
        return Self.calendar.date(byAdding: step, to: start) ?? .distantFuture
    }

    public var description: String {
        var text = String(format: "%04d", year)
        if let month { text += String(format: "-%02d", month) }
        if let day { text += String(format: "-%02d", day) }
        return text
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()
}
