import PTYTestSupport

extension TmuxSession {
    /// Opens the sign-in form with F2, fills it in, submits it once the whole (masked) password is
    /// in, and waits for the list to be back. The title changes while the form is still up: the
    /// list's status line is the sign that the list is back (a narrow hint bar has no room for
    /// "F2 Sign out").
    func signIn(as name: String, password: String) throws {
        try press("F2")
        try waitForText("Username", "Password")
        try type(name)
        try press("Tab")
        try type(password)
        try waitForText(String(repeating: "•", count: password.count))
        try press("Enter")
        try waitForText("signed in as \(name)", "· Sort: name")
    }
}
