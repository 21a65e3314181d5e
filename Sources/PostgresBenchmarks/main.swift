import BenchmarkSupport
import Catalogue
import CataloguePostgres
import Foundation
import PostgresNIO
import PostgresTestSupport

// PostgreSQL beside SQLite, over the same 100,000 generated beers (seed 42): the import (one
// transaction each), then the first page of 50 plus the total for 20 typical queries, the
// median of 21 runs each. PostgreSQL runs on a private server started as the tests start it
// (durability off: a throw-away cluster); SQLite on a file in a temporary folder. Figures only:
// nothing here is asserted.

let beerCount = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 100_000
let runs = 21
let queries = ["pa", "sto", "hop", "kol", "bel", "tri", "zé", "wei abv>6", "ipa ibu>=60", "gol abv:5-7",
               "dor abv<5", "abv>9", "ip abv>6", "st ibu>=40", "pa country:be", "stout", "brauerei", "kö",
               "\"pale ale\"", "style:stout country:de"]

func say(_ text: String) { print(text) }

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func milliseconds(_ value: Double) -> String { String(format: "%8.2f ms", value * 1_000) }

let clock = ContinuousClock()
let beers = CatalogueGenerator.beers(count: beerCount, seed: 42)
say("PostgreSQL vs SQLite: \(beerCount) generated beers (seed 42), release build, median of \(runs) runs")

let server = try PostgresTestServer.running()
say(String(format: "start a private PostgreSQL server (initdb + pg_ctl start): %.2f s", server.startSeconds))
let configuration = PostgresClient.Configuration(
    unixSocketPath: server.socketPath, username: server.username, password: nil, database: try server.makeDatabase())
let postgres = PostgresCatalogue(configuration: configuration, passwords: .testing)
try await postgres.migrate()

let folder = NSTemporaryDirectory() + "/taproom-postgres-bench-\(getpid())"
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }
let sqlite = try CatalogueStore(path: folder + "/bench.sqlite")

let sqliteImport = try clock.measure { try sqlite.write { tx in for beer in beers { try tx.upsert(beer: beer) } } }
say("import, SQLite (row-by-row upserts, one transaction):  \(milliseconds(seconds(sqliteImport)))")
var changes = ChangeCount()
let postgresImport = try await clock.measure { changes = try await postgres.importBeers(beers) }
say("import, PostgreSQL (importBeers, one transaction):     \(milliseconds(seconds(postgresImport)))  (\(changes.beersAdded) added)")
let postgresReimport = try await clock.measure { changes = try await postgres.importBeers(beers) }
say("import again, PostgreSQL (every beer unchanged):       \(milliseconds(seconds(postgresReimport)))  (\(changes.beersUnchanged) unchanged)")
try sqlite.prepareSearch()
say("")
say("query                       total   SQLite in memory   SQLite SQL   PostgreSQL")
say(String(repeating: "-", count: 80))
var medians: (memory: [Double], sql: [Double], postgres: [Double]) = ([], [], [])
for text in queries {
    let request = SearchRequest(query: try QueryParser.parse(text), limit: 50)
    var memory: [Double] = [], sql: [Double] = [], remote: [Double] = []
    var total = 0
    for _ in 0..<runs {
        memory.append(seconds(try clock.measure { total = try sqlite.search(request).total }))
        sql.append(seconds(try clock.measure { _ = try sqlite.search(request, strategy: .sql) }))
        var postgresTotal = 0
        remote.append(seconds(try await clock.measure { postgresTotal = try await postgres.search(request, as: nil).total }))
        if postgresTotal != total { say("  (totals differ for \(text): \(total) vs \(postgresTotal))") }
    }
    medians.memory.append(median(memory))
    medians.sql.append(median(sql))
    medians.postgres.append(median(remote))
    say("\(text.padding(toLength: 24, withPad: " ", startingAt: 0)) \(String(format: "%7d", total))   "
        + "\(milliseconds(median(memory)))        \(milliseconds(median(sql)))  \(milliseconds(median(remote)))")
}
say(String(repeating: "-", count: 80))
say("median of the queries' medians:     \(milliseconds(median(medians.memory)))        "
    + "\(milliseconds(median(medians.sql)))  \(milliseconds(median(medians.postgres)))")
await postgres.shutdown()
try sqlite.close()
