import Catalogue

/// Sign-in and account errors as the form shows them.
enum SignInMessages {
    static func error(_ error: Error) -> String {
        if let error = error as? RemoteCatalogueError { return error.description }
        guard let error = error as? AccountError else { return "Something went wrong: \(error)" }
        switch error {
        case .wrongCredentials: return "Wrong username or password"
        default:
            let text = error.description
            return text.prefix(1).uppercased() + text.dropFirst()
        }
    }
}
