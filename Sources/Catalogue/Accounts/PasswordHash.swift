import Crypto
import CryptoExtras
import Foundation

/// A self-describing scrypt hash: `$scrypt$ln=15,r=8,p=1$<salt base64>$<hash base64>`.
/// Its `description` never shows the hash, so it cannot leak into a log by accident.
public struct PasswordHash: CustomStringConvertible, Sendable {
    public let parameters: ScryptParameters
    let salt: Data
    let hash: Data

    static let saltByteCount = 16
    static let hashByteCount = 32

    /// Hashes `password` with a fresh random salt.
    public static func make(password: String, parameters: ScryptParameters) throws -> PasswordHash {
        let salt = Data(SymmetricKey(size: SymmetricKeySize(bitCount: saltByteCount * 8)).withUnsafeBytes { Array($0) })
        return PasswordHash(parameters: parameters, salt: salt,
                            hash: try derive(password: password, salt: salt, parameters: parameters))
    }

    /// Parses an encoded hash; nil if it is not in the format above.
    public init?(encoded: String) {
        let fields = encoded.split(separator: "$", omittingEmptySubsequences: false)
        guard fields.count == 5, fields[0].isEmpty, fields[1] == "scrypt",
              let salt = Data(base64Encoded: String(fields[3])), salt.count >= 8,
              let hash = Data(base64Encoded: String(fields[4])), hash.count >= 16 else { return nil }
        var values: [Substring: Int] = [:]
        for pair in fields[2].split(separator: ",") {
            let parts = pair.split(separator: "=")
            guard parts.count == 2, let value = Int(parts[1]) else { return nil }
            values[parts[0]] = value
        }
        guard let logN = values["ln"], (1...30).contains(logN), let r = values["r"], (1...64).contains(r),
              let p = values["p"], (1...16).contains(p) else { return nil }
        self.init(parameters: ScryptParameters(logN: logN, blockSize: r, parallelism: p), salt: salt, hash: hash)
    }

    init(parameters: ScryptParameters, salt: Data, hash: Data) {
        self.parameters = parameters
        self.salt = salt
        self.hash = hash
    }

    public var encoded: String {
        "$scrypt$ln=\(parameters.logN),r=\(parameters.blockSize),p=\(parameters.parallelism)$"
            + salt.base64EncodedString() + "$" + hash.base64EncodedString()
    }

    public var description: String { "PasswordHash(scrypt, redacted)" }

    /// Recomputes the hash for `password` and compares in time independent of where bytes differ.
    public func matches(_ password: String) throws -> Bool {
        let candidate = try Self.derive(password: password, salt: salt, parameters: parameters, byteCount: hash.count)
        guard candidate.count == hash.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(candidate, hash) { difference |= a ^ b }
        return difference == 0
    }

    private static func derive(password: String, salt: Data, parameters: ScryptParameters,
                               byteCount: Int = hashByteCount) throws -> Data {
        let key = try KDF.Scrypt.deriveKey(
            from: Array(password.utf8), salt: salt, outputByteCount: byteCount,
            rounds: 1 << parameters.logN, blockSize: parameters.blockSize, parallelism: parameters.parallelism)
        return key.withUnsafeBytes { Data($0) }
    }
}
