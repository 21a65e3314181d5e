import Foundation

/// One time a person drank a beer, with what they noted then. Times are whole seconds.
public struct CheckIn: Hashable, Codable, Sendable {
    public var id: Int64
    public var beerID: Int64
    public var time: Date
    public var serving: Serving?
    public var place: String?
    public var comment: String?
    /// The check-in's own rating, exactly as given (Untappd's quarter stars come back as they went in).
    public var rating: QuarterRating?
    /// Where the check-in came from, such as Untappd's `checkin_id`: a person's check-ins hold
    /// each at most once, so importing it again adds nothing.
    public var externalID: String?

    public init(id: Int64, beerID: Int64, time: Date, serving: Serving? = nil, place: String? = nil,
                comment: String? = nil, rating: QuarterRating? = nil, externalID: String? = nil) {
        self.id = id
        self.beerID = beerID
        self.time = time
        self.serving = serving
        self.place = place
        self.comment = comment
        self.rating = rating
        self.externalID = externalID
    }
}
