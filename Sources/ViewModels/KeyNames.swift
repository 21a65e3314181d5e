/// How the screens' texts name the keys that do things: the person's keys, as their settings
/// bind them ("Not a favourite (v)", "Esc clears the filter"), so a text never names a key that
/// does nothing. Plain strings: the view models do not know the terminal's keys.
public struct KeyNames: Equatable, Sendable {
    public var signIn = "F2"
    /// The list's.
    public var clearFilter = "Esc"
    public var favouritesOnly = "F4"
    public var listFavourite = "Ctrl-F"
    /// The detail's.
    public var favourite = "f"
    public var rate = "1–5"
    public var unrate = "0"
    public var note = "e"
    public var checkIn = "i"
    public var keepNote = "Enter"
    public var cancelNote = "Esc"
    /// The sign-in form's.
    public var submit = "Enter"

    /// The keys as the app has them without settings.
    public init() {}
}
