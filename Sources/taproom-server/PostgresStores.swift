import Catalogue
import CatalogueCommands
import CataloguePostgres
import CommandLineSupport
import Locking

/// How this program's commands open a PostgreSQL catalogue (`PostgresCatalogues`): a command
/// that reads finds one there or fails as for a missing file; `making` and `create` make the
/// schema. Every catalogue opened is shut down when the command ends (`shutDownAll`).
final class PostgresStores: PostgresOpener {
    private let opened = Locked<[PostgresCatalogue]>([])

    func check(_ url: String) throws {
        _ = try PostgresURL(url)
    }

    func open(_ url: String, making: Bool) throws -> any CommandCatalogue {
        try opening(url) { catalogue, location in
            if !making, !(try await catalogue.hasCatalogue()) {
                throw CommandFailure(message: "no catalogue at \(location) (`taproom init --postgres` makes one)",
                                     status: .database)
            }
            try await catalogue.migrate()
        }
    }

    func create(_ url: String) throws -> any CommandCatalogue {
        try opening(url) { catalogue, location in
            if try await catalogue.hasCatalogue() {
                throw CommandFailure(message: "there is already a catalogue at \(location); nothing was changed", status: .failure)
            }
            try await catalogue.migrate()
        }
    }

    /// The catalogue at `url` once `prepare` has run on it (within `PostgresDatabase`'s deadline).
    private func opening(_ url: String, prepare: @escaping @Sendable (PostgresCatalogue, String) async throws -> Void) throws
        -> PostgresCatalogue {
        let url = try PostgresURL(url)
        let catalogue = try waitFor { try await PostgresDatabase.open(url, status: .database) { try await prepare($0, url.redacted) } }
        opened.withLock { $0.append(catalogue) }
        return catalogue
    }

    /// Closes every catalogue opened, so PostgreSQL sees its connections end cleanly.
    func shutDownAll() {
        let catalogues = opened.withLock { opened in
            defer { opened = [] }
            return opened
        }
        try? waitFor { for catalogue in catalogues { await catalogue.shutdown() } }
    }
}

/// What a file's commands do to the file itself, done in PostgreSQL.
extension PostgresCatalogue: CommandCatalogue {
    public func importFiles(_ paths: [String], format: ImportFormat, dryRun: Bool) async throws -> ImportSummary {
        do {
            return try await importFiles(paths, format: format, dryRun: dryRun, rowsPerChunk: 25_000)
        } catch {
            throw PostgresFailure.readable(error)
        }
    }
}
