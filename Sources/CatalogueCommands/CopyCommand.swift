import ArgumentParser
import Catalogue
import CommandLineSupport
import Foundation
import Locking

/// `taproom copy SOURCE DEST [--replace]`: a whole catalogue, everything people stored in it
/// included, from a file or PostgreSQL to a file or PostgreSQL (`CatalogueCopy`). A PostgreSQL
/// side makes it `taproom-server`'s, as every command on PostgreSQL is.
package struct CopyCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "copy", abstract: "Copy a whole catalogue, accounts and all, between files and PostgreSQL.",
        discussion: ExitStatus.discussion("""
            SOURCE and DEST are each a catalogue file or a postgres:// URL. Copies the beers, \
            breweries and styles with their ids, the accounts (password hashes and admins as they \
            are) and their favourites, ratings, notes and check-ins, in one transaction, from one \
            consistent snapshot of SOURCE (it may be in use meanwhile); then prints the counts of \
            both sides, which must agree. Sign-ins are not copied: people sign in again. A DEST \
            that holds beers or accounts is refused unless --replace is given; if anything fails, \
            DEST is left as it was (a new file is not made).
            """))

    @Argument(help: ArgumentHelp("The catalogue to copy: a file, or a PostgreSQL URL.", valueName: "source"))
    var source: String

    @Argument(help: ArgumentHelp("Where to copy it: a file (made if missing), or a PostgreSQL URL.", valueName: "dest"))
    var destination: String

    @Flag(help: "Replace what DEST holds (in the same transaction).")
    var replace = false

    package func validate() throws {
        for url in [source, destination] where Self.isPostgres(url) {
            do {
                try PostgresCatalogues.installedOpener?.check(url)
            } catch {
                throw ValidationError("\(url): \(error)")
            }
        }
        if Self.sameCatalogue(source, destination) {
            throw ValidationError("SOURCE and DEST are the same catalogue (\(destination)): copy to another file or database")
        }
    }

    package func run() throws {
        try reportingFailures {
            defer { RemovedOnSignal.disarm() }
            let from: any CatalogueCopySource = try Self.isPostgres(source)
                ? PostgresCatalogues.open(source) : SQLiteCatalogue(store: try Self.openFile(source), strategy: .sql)
            // A database without a catalogue is given Taproom's schema first; if the copy then
            // fails, that empty catalogue stays (as `init --empty` would leave it), and nothing else.
            let to: any CatalogueCopyDestination = try Self.isPostgres(destination)
                ? PostgresCatalogues.open(destination, making: true)
                : SQLiteCopyDestination(path: destination, busyTimeout: DatabaseOptions().busyTimeout,
                                        madeTemporaryFile: { RemovedOnSignal.arm($0) })
            let replace = replace
            let outcome: CatalogueCopy.Outcome
            do {
                outcome = try waitFor { try await CatalogueCopy.run(from: from, to: to, replacing: replace) }
            } catch let error as CatalogueCopyError {
                if case .countsDiffer(let source, let destination) = error {
                    print(Self.table(CatalogueCopy.Outcome(source: source, destination: destination)))
                }
                throw CommandFailure(message: "\(error)", status: .failure)
            } catch let error as StoreError {
                if case .alreadyExists = error { throw CommandFailure(message: "\(error)", status: .failure) }
                throw error
            } catch let failure as CommandFailure {
                throw failure
            } catch {
                throw CommandFailure(message: "\(error)", status: .database)
            }
            print(Self.table(outcome))
            print("copied \(from.location.terminalSafe) to \(to.location.terminalSafe)")
        }
    }

    /// Both sides' counts, a row per kind of data.
    private static func table(_ outcome: CatalogueCopy.Outcome) -> String {
        TextTable(headers: ["", "source", "destination"], rightAligned: [1, 2], maximumWidth: 40).render(
            CatalogueCounts.labels.map { table, label in
                [label, String(outcome.source[table]), String(outcome.destination[table])]
            })
    }

    static func isPostgres(_ argument: String) -> Bool {
        argument.hasPrefix("postgres://") || argument.hasPrefix("postgresql://")
    }

    /// Two URLs that are the same text, or two paths to the same file (or to where it would be).
    static func sameCatalogue(_ one: String, _ other: String) -> Bool {
        guard isPostgres(one) == isPostgres(other) else { return false }
        if isPostgres(one) { return one == other }
        func resolved(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        return resolved(one) == resolved(other)
    }

    /// The source file: never made, and never given the bundled beers (it is copied as it is).
    private static func openFile(_ path: String) throws -> CatalogueStore {
        do {
            let store = try CatalogueStore(path: path, access: .existing, busyTimeout: DatabaseOptions().busyTimeout)
            StoresClosedAtExit.add(store)
            return store
        } catch StoreError.missing(let path) {
            throw CommandFailure(message: "no catalogue at \(path)", status: .database)
        } catch let error as StoreError {
            throw CommandFailure(message: "\(error)", status: .database)
        }
    }
}

extension CopyCommand: PostgresCapableCommand {
    package var postgresURL: String? { [source, destination].first(where: Self.isPostgres) }
}
