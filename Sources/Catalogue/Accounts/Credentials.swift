import Foundation

/// Rules for usernames and passwords.
public enum Credentials {
    static let usernameLength = 1...32
    static let passwordLength = 8...1024

    /// The username in NFC, or an error saying what is wrong with it.
    public static func validUsername(_ name: String) throws(AccountError) -> String {
        let normalised = name.precomposedNFC
        guard usernameLength.contains(normalised.count) else {
            throw .invalidUsername("use 1 to 32 characters")
        }
        guard normalised.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-" }) else {
            throw .invalidUsername("use only letters, digits, '.', '_' and '-'")
        }
        return normalised
    }

    /// The password in NFC (so the same typed text always hashes alike), or an error.
    public static func validPassword(_ password: String) throws(AccountError) -> String {
        let normalised = password.precomposedNFC
        guard passwordLength.contains(normalised.count) else {
            throw .invalidPassword("use 8 to 1024 characters")
        }
        return normalised
    }
}

extension String {
    /// NFC without trimming (unlike `catalogueNormalised`): passwords keep their spaces.
    var precomposedNFC: String { precomposedStringWithCanonicalMapping }
}
