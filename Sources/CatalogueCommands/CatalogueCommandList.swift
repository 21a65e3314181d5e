import ArgumentParser

/// The subcommands both programs run: `taproom` lists them all, `taproom-server` those that a
/// PostgreSQL catalogue reaches it with.
package enum CatalogueCommandList {
    package static let all: [any ParsableCommand.Type] = [
        SearchCommand.self, StatsCommand.self, ExportCommand.self, AccountCommand.self, ImportCommand.self,
        InitCommand.self, BackupCommand.self, CopyCommand.self, BundledCommand.self,
    ]

    package static let postgresCapable: [any ParsableCommand.Type] = all.filter { ObjectIdentifier($0) != ObjectIdentifier(BackupCommand.self) }
}
