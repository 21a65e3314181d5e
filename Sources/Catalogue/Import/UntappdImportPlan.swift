import Foundation

/// An Untappd import's rows as every store writes them: each check-in validated as `checkIn`
/// validates one, and the beers they name in order of first appearance, each the catalogue's
/// beer of the same folded name and folded brewery name (the `sort_key`s of beers and breweries,
/// `sortForm`), so case and accents play no part.
package struct UntappdImportPlan: Sendable {
    package struct Row: Sendable {
        /// Validated: its `time` is set.
        package let checkIn: NewCheckIn
        package let time: Date
        /// Its beer's index in `beers`.
        package let beer: Int
        package let unlistedServing: String?
    }

    /// As the first row naming each gives it: what is added when the catalogue lacks it. A stored
    /// beer is matched by their `sortKey` and `brewerySortKey`.
    package let beers: [NormalisedBeer]
    package let rows: [Row]

    /// Throws `CheckInError` for a check-in `checkIn` would refuse (a nil time is `now`), and
    /// `StoreError.invalidValue` for a beer or brewery without a name, before anything is written.
    package init(_ checkIns: [UntappdCheckIn], now: () -> Date) throws {
        var beers: [NormalisedBeer] = []
        var indices: [String: Int] = [:]
        rows = try checkIns.map { row in
            let beer = try NormalisedBeer(row.beer)
            let key = beer.sortKey + "\u{0}" + beer.brewerySortKey
            let index = indices[key] ?? beers.count
            if index == beers.count {
                indices[key] = index
                beers.append(beer)
            }
            let checkIn = try row.checkIn.validated(now: now)
            return Row(checkIn: checkIn, time: checkIn.time ?? now(), beer: index, unlistedServing: row.unlistedServing)
        }
        self.beers = beers
    }

    /// The report once `added` (one per row) says which check-ins were new.
    package func report(added: [Bool], beersAdded: Int) -> UntappdImportReport {
        var report = UntappdImportReport(beersAdded: beersAdded)
        for (row, isNew) in zip(rows, added) {
            guard isNew else {
                report.alreadyImported += 1
                continue
            }
            report.checkInsAdded += 1
            if let type = row.unlistedServing { report.unlistedServings[type, default: 0] += 1 }
        }
        return report
    }
}
