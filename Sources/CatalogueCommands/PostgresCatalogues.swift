import Catalogue
import CommandLineSupport
import Locking

/// A PostgreSQL catalogue as the commands use it: the contract's administration, what a file's
/// commands do to the file itself (import files, the bundled beers), and both sides of a copy.
package protocol CommandCatalogue: CatalogueAdministration, CatalogueCopySource, CatalogueCopyDestination {
    /// Imports the files in one transaction, as strictly as into a file (a dry run rolls it back).
    func importFiles(_ paths: [String], format: ImportFormat, dryRun: Bool) async throws -> ImportSummary
    func removeBundledBeers(discardingPersonalData: Bool) async throws -> CatalogueStore.BundledRemoval
    /// Adds the bundled beers; the catalogue's own beers win where both have one.
    @discardableResult
    func addBundledBeers() async throws -> ChangeCount
}

/// How the commands open a PostgreSQL catalogue: only `taproom-server` links PostgreSQL, and it
/// sets `PostgresCatalogues.opener` before it runs a command (`taproom` runs `taproom-server`
/// instead, so its commands never open one).
package protocol PostgresOpener: Sendable {
    /// Throws what is wrong with `url` as a PostgreSQL URL.
    func check(_ url: String) throws
    /// The catalogue in the database at `url`. Without `making`, a database without Taproom's
    /// schema is a `CommandFailure` ("no catalogue at URL", `ExitStatus.database`); with it the
    /// schema is made (empty), and one already there is brought up to date.
    func open(_ url: String, making: Bool) throws -> any CommandCatalogue
    /// Makes a new catalogue (`taproom init`), refusing a database that has one.
    func create(_ url: String) throws -> any CommandCatalogue
}

package enum PostgresCatalogues {
    private static let installed = Locked<(any PostgresOpener)?>(nil)

    package static func install(_ opener: any PostgresOpener) {
        installed.withLock { $0 = opener }
    }

    /// The program's opener, if it has one.
    package static var installedOpener: (any PostgresOpener)? { installed.withLock { $0 } }

    /// The program's opener; a failure naming `taproom-server` in a program without one.
    package static var opener: any PostgresOpener {
        get throws {
            guard let opener = installed.withLock({ $0 }) else {
                throw CommandFailure(message: "PostgreSQL is taproom-server's: run the command with taproom", status: .failure)
            }
            return opener
        }
    }

    /// `open(url, making:)` of the program's opener.
    package static func open(_ url: String, making: Bool = false) throws -> any CommandCatalogue {
        try opener.open(url, making: making)
    }
}
