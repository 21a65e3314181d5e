import Foundation

/// Where PostgreSQL's server programs are. Debian keeps them out of PATH, under
/// /usr/lib/postgresql/<major version>/bin; the newest installed version is taken.
/// `TAPROOM_POSTGRES_BIN` names another folder.
struct PostgresBinaries {
    let folder: String

    static func find() throws -> PostgresBinaries {
        if let folder = ProcessInfo.processInfo.environment["TAPROOM_POSTGRES_BIN"], !folder.isEmpty {
            return PostgresBinaries(folder: folder)
        }
        let root = "/usr/lib/postgresql"
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        let newest = versions
            .compactMap { name in Int(name.split(separator: ".").first ?? "").map { (major: $0, name: name) } }
            .filter { FileManager.default.isExecutableFile(atPath: "\(root)/\($0.name)/bin/initdb") }
            .max { $0.major < $1.major }
        guard let newest else {
            throw PostgresTestServerError(
                "PostgreSQL's server programs are not installed (no \(root)/<version>/bin/initdb): run `make deps`")
        }
        return PostgresBinaries(folder: "\(root)/\(newest.name)/bin")
    }

    func path(_ program: String) -> String { "\(folder)/\(program)" }
}
