import Catalogue
import Dispatch
import Foundation
import Locking

/// Paging a long journal: a person with 10,000 check-ins signs in, opens the journal (F5) and
/// presses PgDn until the oldest check-in shows. Each press is timed from the key to the frame
/// once the app is settled (any page it asked for loaded and drawn): what the person waits.
@MainActor
struct JournalBenchmark {
    nonisolated static let checkIns = 10_000
    nonisolated static let user = "journal-bench"
    nonisolated static let password = "journal bench password"
    /// The oldest check-in's day, the only one in 2020: seeing it means the end was reached.
    nonisolated static let oldestDay = "2020-01-01"

    struct Result {
        var pageDown = Samples()
        var open: Duration
        var presses: Int
    }

    let store: CatalogueStore

    /// Makes the account and its check-ins, spread over the catalogue's beers, an hour apart.
    static func stage(_ store: CatalogueStore) throws {
        let catalogue = SQLiteCatalogue(store: store, work: .callersThread)
        try waitFor {
            _ = try await catalogue.createAccount(name: user, password: password)
            let session = try await catalogue.acting(asUserNamed: user)
            let beers = try await catalogue.search(SearchRequest(limit: 1_000), as: nil).beers.map(\.id)
            let newest = Date(timeIntervalSince1970: 1_767_225_600) // 2026-01-01
            for index in 1 ..< checkIns {
                let time = newest.addingTimeInterval(-Double(index) * 3_600)
                _ = try await catalogue.checkIn(beerID: beers[index % beers.count], NewCheckIn(time: time), session: session)
            }
            _ = try await catalogue.checkIn(beerID: beers[0], NewCheckIn(time: Date(timeIntervalSince1970: 1_577_880_000)),
                                            session: session) // 2020-01-01 12:00 UTC
        }
    }

    func run() throws -> Result {
        let harness = HeadlessApp(store: store)
        harness.start()
        try harness.settle("the first rows")
        harness.app.handle(.function(2))
        harness.type(Self.user)
        harness.app.handle(.tab)
        harness.type(Self.password)
        harness.app.handle(.enter)
        try MainQueue.run(until: { harness.terminal.text().contains("signed in as \(Self.user)") }, waitingFor: "the sign-in")
        try harness.settle("the list, signed in")
        let opened = ContinuousClock.now
        harness.app.handle(.function(5))
        try MainQueue.run(until: { harness.terminal.text().contains("10,000 check-ins") }, waitingFor: "the journal")
        try harness.settle("the journal's first page")
        var result = Result(open: ContinuousClock.now - opened, presses: 0)
        while !harness.terminal.text().contains(Self.oldestDay) {
            guard result.presses < 2 * Self.checkIns / max(1, harness.terminal.size.height - 5) else {
                throw BenchmarkError(description: "PgDn did not reach the oldest check-in in \(result.presses) presses")
            }
            harness.terminal.clearDraws()
            let key = ContinuousClock.now
            harness.app.handle(.pageDown)
            result.presses += 1
            try MainQueue.run(until: { !harness.terminal.draws.isEmpty }, waitingFor: "the frame of PgDn \(result.presses)")
            try harness.settle("PgDn \(result.presses)")
            if let last = harness.terminal.lastDraw { result.pageDown.append(last.time - key) }
        }
        return result
    }
}
