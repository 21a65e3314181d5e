import ArgumentParser
import CommandLineSupport
import Foundation
import TaproomApp

/// `taproom config --default` prints a commented example config (every setting at its default,
/// every theme and colour role, every remappable action with its keys); `--path` where the app
/// reads it from.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the example config file, or where the app reads it from.",
        discussion: ExitStatus.discussion("""
            The app reads its settings (theme, colours, keys, mouse, vi keys) from \
            $XDG_CONFIG_HOME/taproom/config.toml, else ~/.config/taproom/config.toml, or from \
            `taproom --config FILE`. `taproom config --default > FILE` writes an example that \
            changes nothing until edited. A file that cannot be used is named in the app's \
            status line, with its line, and the app starts on the defaults.
            """)
    )

    @Flag(name: .customLong("default"), help: "Print the commented example config, every value at its default.")
    var printDefault = false

    @Flag(name: .customLong("path"), help: "Print where the app reads its config file from.")
    var printPath = false

    func validate() throws {
        if printDefault == printPath { throw ValidationError("give one of --default or --path") }
    }

    func run() throws {
        if printDefault {
            print(SettingsFile.example, terminator: "")
        } else {
            print(SettingsFile.defaultPath(environment: ProcessInfo.processInfo.environment))
        }
    }
}
