import Foundation

/// An RFC 3339 time as the API takes it ("2019-05-04T19:45:12Z", "…12.5+02:00"), read strictly:
/// Foundation's ISO 8601 parsing rolls "12:99" over to the next hour and 30 February into
/// March, and a time a client did not mean must be refused, not stored.
enum ISO8601Time {
    /// The time `text` says, or nil when it is not one.
    static func date(from text: String) -> Date? {
        let shape = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
        guard let match = text.wholeMatch(of: shape), let year = Int(match.1), let month = Int(match.2),
              let day = Int(match.3), let hour = Int(match.4), let minute = Int(match.5), let second = Int(match.6)
        else { return nil }
        let zone = match.8
        var offset = 0
        if zone != "Z" {
            let sign = zone.hasPrefix("-") ? -1 : 1
            let parts = zone.dropFirst().split(separator: ":").compactMap { Int($0) }
            guard parts.count == 2, parts[0] <= 23, parts[1] <= 59 else { return nil }
            offset = sign * (parts[0] * 3_600 + parts[1] * 60)
        }
        // The fields are read as UTC and the offset taken off after: RFC 3339 allows offsets up
        // to 23:59, and Foundation's time zones stop at 18 hours.
        guard let utc = TimeZone(secondsFromGMT: 0) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let wanted = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        guard let date = calendar.date(from: wanted) else { return nil }
        // A field out of range (minute 99, 30 February) comes back as another time.
        let read = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        guard read.year == year, read.month == month, read.day == day, read.hour == hour, read.minute == minute,
              read.second == second else { return nil }
        let fraction = match.7.flatMap { Double("0" + $0) } ?? 0
        return date.addingTimeInterval(fraction - Double(offset))
    }
}
