import Foundation

/// A new empty file only this user can read (0600), with a unique name beginning `prefix` in
/// `folder`: where a database is built before it is moved into place.
enum PrivateTemporaryFile {
    /// The new file's path; throws the `strerror` text when it cannot be made.
    static func make(in folder: String, prefix: String) throws(PrivateTemporaryFileError) -> String {
        var template = Array(((folder.isEmpty ? "." : folder) + "/" + prefix + "XXXXXX").utf8)
        template.append(0)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            // Never empty: it holds at least the X's and the terminating zero.
            buffer.withMemoryRebound(to: CChar.self) { characters in characters.baseAddress.map { mkstemp($0) } ?? -1 }
        }
        guard descriptor >= 0 else { throw PrivateTemporaryFileError(reason: String(cString: strerror(errno))) }
        Glibc.close(descriptor)
        return String(decoding: template.dropLast(), as: UTF8.self)
    }
}

struct PrivateTemporaryFileError: Error {
    let reason: String
}
