/// What importing an Untappd export's check-ins did (in a dry run, would do): `importCheckIns`.
public struct UntappdImportReport: Hashable, Sendable {
    public var checkInsAdded: Int
    /// Check-ins the person had already (by their `untappd:<checkin_id>`), so not added again.
    public var alreadyImported: Int
    /// Beers the catalogue did not have, added with the check-ins.
    public var beersAdded: Int
    /// Serving types Taproom does not list, and how many of the check-ins added had each.
    public var unlistedServings: [String: Int]

    public init(checkInsAdded: Int = 0, alreadyImported: Int = 0, beersAdded: Int = 0, unlistedServings: [String: Int] = [:]) {
        self.checkInsAdded = checkInsAdded
        self.alreadyImported = alreadyImported
        self.beersAdded = beersAdded
        self.unlistedServings = unlistedServings
    }
}
