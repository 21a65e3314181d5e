import Foundation

/// Making a folder and its missing parents, with a reason a person can act on when that fails.
/// (Foundation's `createDirectory` reports "The operation could not be completed.
/// (NSCocoaErrorDomain error 512.)" on Linux, naming neither the folder in the way nor why.)
public enum Folders {
    /// Why a folder could not be made.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// The folder asked for.
        public let folder: String
        /// The part of its path that could not be made or used.
        public let blocker: String
        /// What is wrong with `blocker`, in words ("is a file, not a folder", "permission denied").
        public let reason: String

        public var description: String {
            "cannot create the folder \(folder): \(blocker) \(reason)"
        }
    }

    /// Makes `path` and every missing folder above it, each with `permissions`; does nothing
    /// when it is already a folder.
    public static func make(_ path: String, permissions: mode_t = 0o700) throws(Failure) {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var current = ""
        for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            current += "/" + component
            var status = stat()
            if stat(current, &status) == 0 {
                guard (status.st_mode & S_IFMT) == S_IFDIR else {
                    throw Failure(folder: path, blocker: current, reason: "is a file, not a folder")
                }
                continue
            }
            if errno == ENOTDIR {
                throw Failure(folder: path, blocker: current, reason: "is inside a file, not a folder")
            }
            if mkdir(current, permissions) != 0, errno != EEXIST {
                let reason = String(cString: strerror(errno)).lowercased()
                throw Failure(folder: path, blocker: current, reason: "cannot be made: \(reason)")
            }
        }
    }
}
