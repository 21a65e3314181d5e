extension Credentials {
    /// The key usernames are unique by (NFC, lower case), for a store that keeps accounts
    /// elsewhere than in SQLite and must treat names exactly as `SQLiteCatalogue` does.
    public static func nameKey(for name: String) -> String { UserRecord.nameKey(for: name) }
}
