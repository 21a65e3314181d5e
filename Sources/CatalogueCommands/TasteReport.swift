import Catalogue
import Foundation

/// `taproom stats --user NAME` as text: one table per figure, each count with a bar of `#` so
/// the shape shows in any terminal, a pipe or a file.
enum TasteReport {
    static let barWidth = 30
    /// The styles and countries listed (the JSON has them all).
    static let topCount = 10

    static func render(_ statistics: TasteStatistics, user: String) -> String {
        var sections = ["\(user.terminalSafe): \(statistics.checkIns) check-in\(statistics.checkIns == 1 ? "" : "s"); "
            + "weeks in a row: \(statistics.currentStreakWeeks) now, \(statistics.longestStreakWeeks) at most"]
        if !statistics.months.isEmpty {
            sections.append(table(["Month", "Check-ins"], statistics.months.map { ($0.label, $0.checkIns) }))
        }
        if !statistics.styles.isEmpty {
            sections.append(table(["Style", "Check-ins"], statistics.styles.prefix(topCount).map { ($0.name.terminalSafe, $0.count) }))
        }
        if !statistics.countries.isEmpty {
            sections.append(table(["Country", "Check-ins"], statistics.countries.prefix(topCount).map { ($0.name.terminalSafe, $0.count) }))
        }
        sections.append(abv(statistics))
        sections.append(stars(statistics))
        return sections.joined(separator: "\n\n")
    }

    private static func table(_ headers: [String], _ rows: [(String, Int)]) -> String {
        let most = rows.map(\.1).max() ?? 0
        return TextTable(headers: headers + [""], rightAligned: [1], maximumWidth: 40)
            .render(rows.map { [$0.0, String($0.1), bar($0.1, of: most)] })
    }

    /// Each ABV bin as a share of the person's check-ins and of the catalogue's beers.
    private static func abv(_ statistics: TasteStatistics) -> String {
        let mine = statistics.checkInABV.reduce(0, +)
        let all = statistics.catalogueABV.reduce(0, +)
        func share(_ count: Int, _ total: Int) -> Double { total == 0 ? 0 : Double(count) / Double(total) }
        let most = zip(statistics.checkInABV, statistics.catalogueABV).map { max(share($0, mine), share($1, all)) }.max() ?? 0
        let rows = ABVBins.empty.indices.map { bin -> [String] in
            let (yours, catalogue) = (share(statistics.checkInABV[bin], mine), share(statistics.catalogueABV[bin], all))
            return [ABVBins.label(bin) + "%", percent(yours), bar(yours, of: most), percent(catalogue), bar(catalogue, of: most)]
        }
        return TextTable(headers: ["ABV", "Yours", "", "Catalogue", ""], rightAligned: [1, 3], maximumWidth: 40).render(rows)
    }

    private static func stars(_ statistics: TasteStatistics) -> String {
        let rows = statistics.starsAgainstOthers.map { row in
            [String(repeating: "★", count: row.stars), String(row.beers), row.othersAverage.map { String(format: "%.2f", $0) } ?? ""]
        }
        let table = TextTable(headers: ["You gave", "Beers", "Others' average"], rightAligned: [1, 2], maximumWidth: 40).render(rows)
        guard let difference = statistics.meanDifference else { return table + "\nNo beer you rated has anyone else's rating yet." }
        return table + "\n" + String(format: "On average %.2f stars %@ than everyone else: ", abs(difference), difference < 0 ? "harsher" : "kinder")
            + "harsher on \(statistics.harsher), kinder on \(statistics.kinder), within half a star on \(statistics.agreeing)."
    }

    /// Whole percents; "<1%" for a share that is there but rounds to none.
    private static func percent(_ share: Double) -> String {
        share > 0 && share < 0.005 ? "<1%" : String(format: "%.0f%%", share * 100)
    }

    private static func bar(_ value: Int, of most: Int) -> String { bar(Double(value), of: Double(most)) }

    private static func bar(_ value: Double, of most: Double) -> String {
        guard most > 0, value > 0 else { return "" }
        return String(repeating: "#", count: max(1, Int((value / most * Double(barWidth)).rounded())))
    }
}
