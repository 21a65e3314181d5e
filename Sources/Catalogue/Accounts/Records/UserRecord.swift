import Foundation
import GRDB

/// A row of `users`: an account with its password hash. Only `SQLiteCatalogue`'s sign-in reads the hash;
/// everything else gets the `User` it describes.
struct UserRecord: Codable, FetchableRecord, MutablePersistableRecord, Identifiable {
    static let databaseTableName = "users"

    var id: Int64?
    var name: String
    /// `name` in lower case: usernames are unique ignoring case.
    var nameKey: String
    /// A `PasswordHash` in its encoded form.
    var passwordHash: String
    var createdAt: Date

    enum CodingKeys: String, CodingKey {
        case id, name, nameKey = "name_key", passwordHash = "password_hash", createdAt = "created_at"
    }

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let nameKey = Column(CodingKeys.nameKey)
        static let passwordHash = Column(CodingKeys.passwordHash)
    }

    /// The schema keeps times as seconds since 1970 (REAL), not GRDB's default text form.
    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .timeIntervalSince1970 }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .timeIntervalSince1970 }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// The account without its password material; nil before the row is inserted.
    var user: User? {
        id.map { User(id: $0, name: name, createdAt: createdAt) }
    }
}

extension DerivableRequest<UserRecord> {
    /// The account with this name, ignoring case and Unicode normalisation.
    func named(_ name: String) -> Self {
        filter(UserRecord.Columns.nameKey == UserRecord.nameKey(for: name))
    }
}

extension UserRecord {
    /// The `name_key` of a typed username.
    static func nameKey(for name: String) -> String { name.precomposedNFC.lowercased() }
}
