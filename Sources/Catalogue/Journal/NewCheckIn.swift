import Foundation

/// What a check-in call gives: everything but the id. A nil `time` is now by the store's clock
/// (the app's check-ins); an import gives its own.
public struct NewCheckIn: Hashable, Sendable {
    public var time: Date?
    public var serving: Serving?
    public var place: String?
    public var comment: String?
    public var rating: QuarterRating?
    public var externalID: String?

    /// Longest texts a check-in keeps, in characters.
    public static let maximumPlaceLength = 200
    public static let maximumCommentLength = 2_000
    public static let maximumExternalIDLength = 100

    public init(time: Date? = nil, serving: Serving? = nil, place: String? = nil, comment: String? = nil,
                rating: QuarterRating? = nil, externalID: String? = nil) {
        self.time = time
        self.serving = serving
        self.place = place
        self.comment = comment
        self.rating = rating
        self.externalID = externalID
    }

    /// The check-in as every store keeps it: texts trimmed (blank is none), the time in whole
    /// seconds (`now` when none was given). Throws `CheckInError` naming the field that is too long.
    public func validated(now: () -> Date) throws -> NewCheckIn {
        func text(_ value: String?, _ field: CheckInError.Field, limit: Int) throws -> String? {
            guard let value = value?.nonEmptyNormalised else { return nil }
            guard value.count <= limit else { throw CheckInError.tooLong(field, limit: limit) }
            return value
        }
        let time = time ?? now()
        guard time.timeIntervalSince1970.isFinite else { throw CheckInError.invalidTime }
        return NewCheckIn(time: Date(timeIntervalSince1970: time.timeIntervalSince1970.rounded(.down)),
                          serving: serving,
                          place: try text(place, .place, limit: Self.maximumPlaceLength),
                          comment: try text(comment, .comment, limit: Self.maximumCommentLength),
                          rating: rating,
                          externalID: try text(externalID, .externalID, limit: Self.maximumExternalIDLength))
    }
}
