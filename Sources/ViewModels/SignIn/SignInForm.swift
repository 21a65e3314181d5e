import Catalogue
import Foundation

/// The form's fields at one moment, and the rules checked before anything is sent.
struct SignInForm: Hashable {
    var mode: SignInMode
    var username: String
    var password: String
    var confirmation: String
    /// Whether the sign-in is to be kept for the next start.
    var staySignedIn = false

    static let minimumPasswordLength = 8

    /// Whether the submit button is enabled: a username, and a password long enough to be valid
    /// (and, when creating an account, a confirmation).
    var isSubmittable: Bool {
        let hasUsername = !username.trimmingCharacters(in: .whitespaces).isEmpty
        switch mode {
        case .signIn: return hasUsername && password.count >= Self.minimumPasswordLength
        case .createAccount: return hasUsername && !password.isEmpty && !confirmation.isEmpty
        }
    }

    /// Where the person carries on after switching mode: the first field still empty, else the
    /// submit button.
    var firstEmptyField: SignInField {
        if username.isEmpty { return .username }
        if password.isEmpty { return .password }
        if mode == .createAccount, confirmation.isEmpty { return .confirmation }
        return .submit
    }

    /// Why a new account's password is refused before it is sent, or nil.
    var accountProblem: String? {
        guard mode == .createAccount else { return nil }
        if password != confirmation { return "The passwords do not match" }
        if let weakness = Self.weakness(of: password) { return weakness }
        return nil
    }

    /// A password anyone would guess first, or one too short to be accepted.
    static func weakness(of password: String) -> String? {
        if password.count < minimumPasswordLength {
            return "The password is too weak: use at least \(minimumPasswordLength) characters"
        }
        if Set(password).count <= 2 || commonPasswords.contains(password.lowercased()) {
            return "The password is too weak: it is easy to guess"
        }
        return nil
    }

    private static let commonPasswords: Set<String> = [
        "password", "password1", "12345678", "123456789", "1234567890", "qwertyuiop", "qwerty123",
        "iloveyou", "sunshine", "princess", "football", "baseball", "welcome1", "abcdefgh", "letmein1",
        "trustno1", "passw0rd", "taproom1",
    ]
}
