import GRDB

/// The columns every personal-data table shares: whose data, about which beer.
enum PersonalColumns {
    static let userID = Column("user_id")
    static let beerID = Column("beer_id")
}

extension DerivableRequest {
    /// One user's rows of a personal-data table.
    func owned(by userID: Int64) -> Self { filter(PersonalColumns.userID == userID) }

    /// One user's rows about one beer.
    func owned(by userID: Int64, about beerID: Int64) -> Self {
        filter(PersonalColumns.userID == userID && PersonalColumns.beerID == beerID)
    }
}
