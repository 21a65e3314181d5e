import Catalogue
import CatalogueServices
import Foundation
import Logging
import ViewModels

/// The list as the person left it, per catalogue, between starts: `$XDG_STATE_HOME/taproom/state.json`
/// (default `~/.local/state/taproom/`), keyed by the catalogue's location (its file's path or
/// the server's address). The file is replaced whole (a new file renamed over it), so a crash
/// leaves the old one or the new one; one that cannot be read or parsed is ignored, with a line
/// in the log, and replaced on the next change.
///
/// ```json
/// {"version": 1, "catalogues": {"/home/alice/.local/share/taproom/taproom.sqlite":
///   {"filter": "ipa", "sort": "abv", "descending": true, "favouritesOnly": false}}}
/// ```
public struct RememberedLists: Sendable {
    public let fileURL: URL

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// The file in the state folder the environment names, unless remembering is off
    /// (`remembers` false: `--no-remember`, or `TAPROOM_NO_STATE` set to anything but `0` or
    /// empty); nil then, or when neither XDG_STATE_HOME nor HOME says where the folder is.
    public static func file(remembers: Bool, environment: [String: String]) -> RememberedLists? {
        guard remembers, !isTurnedOff(environment: environment),
              let folder = SavedSignIn.folder(environment: environment) else { return nil }
        return RememberedLists(fileURL: folder.appendingPathComponent("state.json"))
    }

    /// Whether `TAPROOM_NO_STATE` turns remembering off.
    public static func isTurnedOff(environment: [String: String]) -> Bool {
        guard let value = environment["TAPROOM_NO_STATE"] else { return false }
        return !value.isEmpty && value != "0"
    }

    /// What was remembered for `location`, or nil (nothing yet, or a file that cannot be read).
    public func load(for location: String, logger: Logger) -> BeerListMemory? {
        (try? contents(logger: logger))?.catalogues[location]?.memory
    }

    /// Keeps `memory` for `location` beside what the file holds for other catalogues.
    public func save(_ memory: BeerListMemory, for location: String, logger: Logger) throws {
        var file = (try? contents(logger: logger)) ?? StateFile()
        file.catalogues[location] = StateFile.List(memory)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(file)
        try Folders.make(fileURL.deletingLastPathComponent().path)
        try data.write(to: fileURL, options: .atomic)
    }

    /// The file's contents; an empty file when there is none, and a thrown error (logged) when
    /// it cannot be read or is not a state file.
    private func contents(logger: Logger) throws -> StateFile {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return StateFile() }
        do {
            return try JSONDecoder().decode(StateFile.self, from: Data(contentsOf: fileURL))
        } catch {
            logger.warning("ignoring the remembered state in \(fileURL.path): \(error)")
            throw error
        }
    }
}

/// `state.json` as written.
private struct StateFile: Codable {
    struct List: Codable {
        var filter: String
        var sort: SortField
        var descending: Bool
        var favouritesOnly: Bool

        init(_ memory: BeerListMemory) {
            (filter, sort, descending, favouritesOnly)
                = (memory.filter, memory.sort.field, memory.sort.descending, memory.favouritesOnly)
        }

        var memory: BeerListMemory {
            BeerListMemory(filter: filter, sort: CatalogueSort(field: sort, descending: descending),
                           favouritesOnly: favouritesOnly)
        }
    }

    var version = 1
    var catalogues: [String: List] = [:]
}
