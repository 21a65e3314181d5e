import Catalogue
import TerminalUI
import ViewModels

/// A person's statistics as chart lines for a width: check-ins per month (vertical bars of
/// eighth blocks), the styles and countries they drink most (horizontal bars), the ABV of what
/// they drink beside the catalogue's (blocks for theirs, braille for the catalogue's, so the two
/// tell apart without colour), and their stars beside everyone else's.
enum TasteCharts {
    static let eighths: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    static let leftEighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]
    static let brailleQuarters: [Character] = [" ", "⣀", "⣤", "⣶", "⣿"]
    /// Styles and countries shown.
    static let topCount = 5

    static func lines(_ statistics: TasteStatistics, width: Int, keys: KeyNames) -> [ChartLine] {
        guard width >= 20 else { return [] }
        var lines: [ChartLine] = []
        if statistics.checkIns == 0 {
            lines.append(ChartLine("No check-ins yet: open a beer and press \(keys.checkIn) when you have it", .muted))
        } else {
            lines += months(statistics, width: width)
            lines += [ChartLine()] + bars("Styles you drink most", statistics.styles, width: width)
            lines += [ChartLine()] + bars("Countries you drink most", statistics.countries, width: width)
            lines += [ChartLine()] + abv(statistics, width: width)
        }
        lines += [ChartLine()] + stars(statistics, width: width)
        return lines.map { cut($0, to: width) }
    }

    // MARK: Check-ins per month

    static func months(_ statistics: TasteStatistics, width: Int) -> [ChartLine] {
        let most = statistics.months.map(\.checkIns).max() ?? 0
        let label = String(most)
        let room = width - label.count - 1
        let columnWidth = statistics.months.count * 2 <= room ? 2 : 1
        let shown = Array(statistics.months.suffix(max(1, room / columnWidth)))
        let height = width >= 60 ? 6 : 4
        var lines = [ChartLine("Check-ins per month", .title)]
        for row in 0 ..< height {
            let axis = row == 0 ? label : String(repeating: " ", count: label.count)
            let bars = shown.map { month -> String in
                let level = level(Double(month.checkIns), of: Double(most), row: row, height: height)
                return String(eighths[level]) + (columnWidth == 2 ? " " : "")
            }.joined()
            lines.append(ChartLine(axis + " ", .muted) + (bars, .accent))
        }
        // The year under the first month and under each January, where it fits.
        var years = String(repeating: " ", count: label.count + 1)
        for (index, month) in shown.enumerated() where index == 0 || month.month == 1 {
            let x = label.count + 1 + index * columnWidth
            let text = String(month.year)
            guard x == label.count + 1 || x > years.count, x + text.count <= width else { continue }
            years += String(repeating: " ", count: x - years.count) + text
        }
        lines.append(ChartLine(years, .muted))
        let checkIns = statistics.checkIns == 1 ? "1 check-in" : "\(BeerFormatting.grouped(statistics.checkIns)) check-ins"
        lines.append(ChartLine(checkIns, .normal))
        lines.append(ChartLine("Weeks in a row: \(statistics.currentStreakWeeks) now, \(statistics.longestStreakWeeks) at most",
                               .normal))
        return lines
    }

    /// The eighths of a vertical bar's `row` (0 at the top) for `value` of `most` over `height` rows.
    static func level(_ value: Double, of most: Double, row: Int, height: Int) -> Int {
        guard most > 0, value > 0 else { return 0 }
        let total = max(1, Int((value / most * Double(height * 8)).rounded()))
        return min(8, max(0, total - (height - 1 - row) * 8))
    }

    // MARK: Styles and countries

    static func bars(_ title: String, _ counts: [NamedCount], width: Int) -> [ChartLine] {
        let shown = Array(counts.prefix(topCount))
        let most = shown.map(\.count).max() ?? 0
        let labelWidth = min(24, width / 3, shown.map(\.name.displayWidth).max() ?? 0)
        let countWidth = String(most).count
        let barWidth = max(1, width - labelWidth - countWidth - 2)
        return [ChartLine(title, .title)] + shown.map { entry in
            let name = DisplayWidth.truncate(entry.name, toWidth: labelWidth)
            let bar = horizontalBar(Double(entry.count), of: Double(most), width: barWidth)
            return ChartLine(name + String(repeating: " ", count: labelWidth - name.displayWidth) + " ", .normal)
                + (bar, .accent)
                + (String(repeating: " ", count: barWidth - bar.count + 1 + countWidth - String(entry.count).count)
                   + String(entry.count), .muted)
        }
    }

    /// Full blocks and a left eighth for the rest: at least an eighth for anything above none.
    static func horizontalBar(_ value: Double, of most: Double, width: Int) -> String {
        guard most > 0, value > 0 else { return "" }
        let total = max(1, Int((value / most * Double(width * 8)).rounded()))
        let partial = total % 8
        return String(repeating: "█", count: total / 8) + (partial > 0 ? String(leftEighths[partial - 1]) : "")
    }

    // MARK: ABV

    static func abv(_ statistics: TasteStatistics, width: Int) -> [ChartLine] {
        func shares(_ bins: [Int]) -> [Double] {
            let total = Double(bins.reduce(0, +))
            return bins.map { total > 0 ? Double($0) / total : 0 }
        }
        let (yours, catalogue) = (shares(statistics.checkInABV), shares(statistics.catalogueABV))
        let most = (yours + catalogue).max() ?? 0
        let columnWidth = ABVBins.count * 3 <= width ? 3 : 2
        let height = width >= 60 ? 5 : 3
        var lines = [ChartLine("ABV: yours ", .title) + ("█", .accent) + (" beside the catalogue ", .title) + ("⣿", .muted)]
        for row in 0 ..< height {
            var line = ChartLine()
            for bin in 0 ..< ABVBins.count {
                let mine = eighths[level(yours[bin], of: most, row: row, height: height)]
                // Braille in quarters: its own level from the same height in eighths, halved.
                let theirs = brailleQuarters[(level(catalogue[bin], of: most, row: row, height: height) + 1) / 2]
                line = line + (String(mine), .accent) + (String(theirs), .muted)
                if columnWidth == 3 { line = line + (" ", .normal) }
            }
            lines.append(line)
        }
        var labels = ""
        for bin in stride(from: 0, to: ABVBins.count, by: columnWidth == 3 ? 2 : 3) {
            let text = ABVBins.label(bin) + (bin == 0 ? "%" : "")
            let x = bin * columnWidth
            guard x >= labels.count else { continue }
            labels += String(repeating: " ", count: x - labels.count) + text
        }
        lines.append(ChartLine(labels, .muted))
        return lines
    }

    // MARK: Stars

    static func stars(_ statistics: TasteStatistics, width: Int) -> [ChartLine] {
        var lines = [ChartLine("Your stars beside everyone else's", .title)]
        guard let difference = statistics.meanDifference else {
            return lines + [ChartLine("None of the beers you rated has anyone else's rating yet", .muted)]
        }
        let beersWidth = String(statistics.starsAgainstOthers.map(\.beers).max() ?? 0).count
        for row in statistics.starsAgainstOthers.reversed() {
            let given = String(repeating: "★", count: row.stars) + String(repeating: "☆", count: 5 - row.stars)
            let beers = String(row.beers)
            let others = row.othersAverage.map { (width >= 60 ? "others gave them ★ " : "others ★ ") + BeerFormatting.average($0) } ?? ""
            lines.append(ChartLine(given, .accent)
                + ("  " + String(repeating: " ", count: beersWidth - beers.count) + beers + " beer" + (row.beers == 1 ? " " : "s"), .normal)
                + ("  " + others, .muted))
        }
        let stars = String(format: "%.2f", abs(difference))
        lines.append(ChartLine(stars == "0.00" ? "The same as everyone else on average"
                                   : "\(difference < 0 ? "Harsher" : "Kinder") by \(stars) stars on average", .normal))
        lines.append(ChartLine("harsher \(statistics.harsher) · kinder \(statistics.kinder) · within ½ star \(statistics.agreeing)",
                               .muted))
        return lines
    }

    /// The line cut at `width` columns.
    static func cut(_ line: ChartLine, to width: Int) -> ChartLine {
        var left = width
        var runs: [ChartLine.Run] = []
        for run in line.runs where left > 0 {
            let text = run.text.displayWidth <= left ? run.text : DisplayWidth.truncate(run.text, toWidth: left)
            runs.append(ChartLine.Run(text: text, role: run.role))
            left -= text.displayWidth
        }
        return ChartLine(runs)
    }
}
