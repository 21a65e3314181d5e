import ArgumentParser

@main
struct Taproom: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "taproom",
        abstract: "A terminal beer catalogue.",
        version: "0.1.0",
        subcommands: [
            SearchCommand.self,
            StatsCommand.self,
            ExportCommand.self,
            AccountCommand.self,
            ImportCommand.self,
        ]
    )

    func run() throws {
        print("taproom 0.1.0: the interactive catalogue is not built yet; see README.md.")
    }
}
