import Foundation

/// A person's figures as the statistics screen and `taproom stats --user` show them, made from a
/// store's `TasteFacts` in the reader's calendar.
public struct TasteStatistics: Hashable, Sendable {
    /// One calendar month's check-ins.
    public struct Month: Hashable, Sendable {
        public var year: Int
        public var month: Int
        public var checkIns: Int

        /// "2026-03".
        public var label: String { String(format: "%04d-%02d", year, month) }
    }

    /// The person's stars beside the others' average, for the beers they gave those stars.
    public struct StarsAgainstOthers: Hashable, Sendable {
        public var stars: Int
        public var beers: Int
        /// The others' average over those beers (nil when there are none).
        public var othersAverage: Double?
    }

    public var checkIns: Int
    /// Every month from the first check-in's to this one, empty months included.
    public var months: [Month]
    /// The most weeks in a row, each with at least one check-in.
    public var longestStreakWeeks: Int
    /// The weeks in a row up to this one or the last (0 when neither has a check-in).
    public var currentStreakWeeks: Int
    public var styles: [NamedCount]
    public var countries: [NamedCount]
    public var checkInABV: [Int]
    public var catalogueABV: [Int]
    /// One entry per whole star, 1 to 5.
    public var starsAgainstOthers: [StarsAgainstOthers]
    /// Beers the person rated at least half a star below, above, or within half a star of the others.
    public var harsher: Int
    public var kinder: Int
    public var agreeing: Int
    /// The mean of (the person's stars − the others' average); nil without rated beers.
    public var meanDifference: Double?

    public init(_ facts: TasteFacts, calendar: Calendar = .current, now: Date = Date()) {
        checkIns = facts.checkInTimes.count
        months = Self.months(facts.checkInTimes, calendar: calendar, now: now)
        (longestStreakWeeks, currentStreakWeeks) = Self.streaks(facts.checkInTimes, calendar: calendar, now: now)
        styles = facts.styles
        countries = facts.countries
        checkInABV = facts.checkInABV
        catalogueABV = facts.catalogueABV
        starsAgainstOthers = (1 ... 5).map { stars in
            let rated = facts.ratings.filter { $0.stars == stars }
            return StarsAgainstOthers(stars: stars, beers: rated.count, othersAverage: rated.isEmpty ? nil
                                          : rated.reduce(0) { $0 + $1.othersAverage } / Double(rated.count))
        }
        let differences = facts.ratings.map { Double($0.stars) - $0.othersAverage }
        harsher = differences.filter { $0 <= -0.5 }.count
        kinder = differences.filter { $0 >= 0.5 }.count
        agreeing = differences.count - harsher - kinder
        meanDifference = differences.isEmpty ? nil : differences.reduce(0, +) / Double(differences.count)
    }

    private static func months(_ times: [Date], calendar: Calendar, now: Date) -> [Month] {
        guard let first = times.min() else { return [] }
        func key(_ date: Date) -> Int {
            let parts = calendar.dateComponents([.year, .month], from: date)
            return (parts.year ?? 0) * 12 + (parts.month ?? 1) - 1
        }
        var counts: [Int: Int] = [:]
        for time in times { counts[key(time), default: 0] += 1 }
        let last = max(key(now), counts.keys.max() ?? key(first))
        return (key(first) ... last).map { Month(year: $0 / 12, month: $0 % 12 + 1, checkIns: counts[$0] ?? 0) }
    }

    /// Weeks as the calendar counts them (its first weekday), numbered by their start's day:
    /// calendar days, so a change of daylight saving time moves no week.
    private static func streaks(_ times: [Date], calendar: Calendar, now: Date) -> (longest: Int, current: Int) {
        let origin = calendar.startOfDay(for: Date(timeIntervalSinceReferenceDate: 0))
        func week(_ date: Date) -> Int? {
            guard let start = calendar.dateInterval(of: .weekOfYear, for: date)?.start,
                  let day = calendar.dateComponents([.day], from: origin, to: start).day else { return nil }
            return day >= 0 ? day / 7 : (day - 6) / 7
        }
        let weeks = Set(times.compactMap(week)).sorted()
        var longest = 0
        var run = 0
        var previous: Int?
        for week in weeks {
            run = previous.map { week == $0 + 1 } ?? false ? run + 1 : 1
            longest = max(longest, run)
            previous = week
        }
        guard let thisWeek = week(now), let latest = weeks.last, latest >= thisWeek - 1 else { return (longest, 0) }
        return (longest, run)
    }
}
