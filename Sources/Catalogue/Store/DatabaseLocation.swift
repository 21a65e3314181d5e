/// Where the database lives when no path is given: `--database`, then `TAPROOM_DATABASE`, then
/// `$XDG_DATA_HOME/taproom/taproom.sqlite`, then `~/.local/share/taproom/taproom.sqlite`.
public enum DatabaseLocation {
    public static func resolve(explicit: String?, environment: [String: String]) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let path = environment["TAPROOM_DATABASE"], !path.isEmpty { return path }
        return BaseDirectory.data.folderOrUnderHomeDirectory(environment: environment) + "/taproom.sqlite"
    }
}
