import Catalogue
import Foundation

/// "Stay signed in" on a server: the bearer token in a file only its owner can read (mode 0600),
/// one file per server address under `$XDG_STATE_HOME/taproom/` (default
/// `~/.local/state/taproom/`). Without it the token lives in memory only.
public struct SavedSignIn: Hashable, Sendable {
    public let fileURL: URL

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// The file for `address` in the state folder; nil when neither XDG_STATE_HOME nor HOME says
    /// where that is.
    public init?(address: String, environment: [String: String]) {
        guard let folder = Self.folder(environment: environment) else { return nil }
        // Percent-encoded, so every address has its own name and none holds a "/".
        let name = address.addingPercentEncoding(withAllowedCharacters: Self.nameCharacters) ?? address
        fileURL = folder.appendingPathComponent("signin-\(name)")
    }

    /// `$XDG_STATE_HOME/taproom` (an absolute path), else `$HOME/.local/state/taproom`.
    public static func folder(environment: [String: String]) -> URL? {
        BaseDirectory.state.folder(environment: environment).map { URL(fileURLWithPath: $0) }
    }

    private static let nameCharacters = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-."))

    /// The saved token, or nil when there is none (or it cannot be read).
    public func load() -> BearerToken? {
        guard let data = FileManager.default.contents(atPath: fileURL.path),
              let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
              !text.isEmpty
        else { return nil }
        return BearerToken(text: text)
    }

    /// Writes the token, readable and writable by its owner only (also when the file was there).
    public func save(_ token: BearerToken) throws {
        try Folders.make(fileURL.deletingLastPathComponent().path)
        let descriptor = open(fileURL.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw SavedSignInError(path: fileURL.path, errno: errno) }
        defer { close(descriptor) }
        guard fchmod(descriptor, 0o600) == 0 else { throw SavedSignInError(path: fileURL.path, errno: errno) }
        let bytes = Array((token.text + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw SavedSignInError(path: fileURL.path, errno: errno) }
    }

    /// Forgets the saved token (nothing happens when there is none).
    public func delete() {
        unlink(fileURL.path)
    }
}

/// Why the token could not be kept.
public struct SavedSignInError: Error, Hashable, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String

    init(path: String, errno code: Int32) {
        self.path = path
        reason = String(cString: strerror(code))
    }

    public var description: String { "Cannot keep the sign-in in \(path): \(reason)" }
}
