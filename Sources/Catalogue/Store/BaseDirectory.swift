import Foundation

/// Taproom's folders under the XDG base directories: `$XDG_DATA_HOME/taproom` (the catalogue),
/// `$XDG_CONFIG_HOME/taproom` (the settings) and `$XDG_STATE_HOME/taproom` (the log, sign-ins,
/// the remembered list), each under `$HOME` by the specification's default when its variable is
/// not an absolute path.
public enum BaseDirectory: Sendable {
    case data, config, state

    private var variable: String {
        switch self {
        case .data: "XDG_DATA_HOME"
        case .config: "XDG_CONFIG_HOME"
        case .state: "XDG_STATE_HOME"
        }
    }

    private var underHome: String {
        switch self {
        case .data: ".local/share"
        case .config: ".config"
        case .state: ".local/state"
        }
    }

    /// Taproom's folder of this kind, or nil when neither the variable nor an absolute `HOME` says where.
    public func folder(environment: [String: String]) -> String? {
        if let base = environment[variable], base.hasPrefix("/") { return base + "/taproom" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/" + underHome + "/taproom"
    }

    /// The same, under the user's home directory from the system when `HOME` does not say.
    public func folderOrUnderHomeDirectory(environment: [String: String]) -> String {
        folder(environment: environment) ?? NSHomeDirectory() + "/" + underHome + "/taproom"
    }
}
