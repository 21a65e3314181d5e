import Foundation

extension API {
    /// `POST /v1/me/journal/untappd`'s body: an Untappd export's rows as the client read them
    /// (`UntappdExport.read`), so a malformed file is refused by the client, naming its line.
    public struct UntappdImport: Codable, Sendable {
        public let checkIns: [UntappdCheckIn]

        public init(_ rows: [Catalogue.UntappdCheckIn]) {
            checkIns = rows.map(UntappdCheckIn.init)
        }

        /// The catalogue's rows; `InvalidField` names the first property that cannot be one
        /// (`checkIns[3].rating`), with the check-in validated as `checkIn` validates one.
        public func rows() throws -> [Catalogue.UntappdCheckIn] {
            try checkIns.enumerated().map { index, row in try row.row(path: "checkIns[\(index)]") }
        }
    }

    /// One row of an Untappd export: the beer (matched by name and brewery, or added) and the check-in.
    public struct UntappdCheckIn: Codable, Sendable {
        public let beerName: String
        public let brewery: String
        public let breweryCity: String?
        public let breweryRegion: String?
        public let breweryCountry: String?
        public let style: String?
        public let abv: Double?
        public let ibu: Double?
        /// Null: now, by the server's clock (as a check-in's).
        public let time: Date?
        /// draught, bottle, can, cask or taster; null when not said or not one of them.
        public let serving: String?
        public let place: String?
        public let comment: String?
        /// 0.25 to 5 stars in quarters; null when not rated.
        public let rating: Double?
        public let externalId: String?
        /// The export's serving type when Taproom does not list it (Crowler, Growler…), for the report.
        public let unlistedServing: String?

        /// Longest unlisted serving type a request may name, in characters.
        public static let maximumUnlistedServingLength = 100

        public init(_ row: Catalogue.UntappdCheckIn) {
            beerName = row.beer.name
            brewery = row.beer.brewery.name
            breweryCity = row.beer.brewery.city
            breweryRegion = row.beer.brewery.region
            breweryCountry = row.beer.brewery.country
            style = row.beer.style
            abv = row.beer.abv
            ibu = row.beer.ibu
            time = row.checkIn.time
            serving = row.checkIn.serving?.rawValue
            place = row.checkIn.place
            comment = row.checkIn.comment
            rating = row.checkIn.rating?.stars
            externalId = row.checkIn.externalID
            unlistedServing = row.unlistedServing
        }

        func row(path: String) throws -> Catalogue.UntappdCheckIn {
            func invalid(_ field: String, _ message: String) -> InvalidField {
                InvalidField(field: "\(path).\(field)", message: "\(path).\(field) \(message)")
            }
            // As a file's import refuses one: PostgreSQL's text cannot hold it.
            let texts = [("beerName", beerName), ("brewery", brewery), ("breweryCity", breweryCity),
                         ("breweryRegion", breweryRegion), ("breweryCountry", breweryCountry), ("style", style),
                         ("place", place), ("comment", comment), ("externalId", externalId), ("unlistedServing", unlistedServing)]
            for (name, text) in texts where text?.unicodeScalars.contains("\u{0}") == true {
                throw invalid(name, "holds a NUL character")
            }
            guard beerName.nonEmptyNormalised != nil else { throw invalid("beerName", "is empty") }
            guard brewery.nonEmptyNormalised != nil else { throw invalid("brewery", "is empty") }
            for (name, value) in [("abv", abv), ("ibu", ibu)] where value.map({ $0 < 0 }) == true {
                throw invalid(name, "must be 0 or more")
            }
            if let unlistedServing, unlistedServing.count > Self.maximumUnlistedServingLength {
                throw invalid("unlistedServing", "is longer than \(Self.maximumUnlistedServingLength) characters")
            }
            let checkIn: Catalogue.NewCheckIn
            do {
                checkIn = try NewCheckIn(time: time, serving: serving, place: place, comment: comment, rating: rating,
                                         externalId: externalId).checkIn()
            } catch let fault as InvalidField {
                throw fault.inside(path)
            }
            do {
                // Refused here to name the row; the store validates it again (a nil time is its clock's now).
                _ = try checkIn.validated(now: Date.init)
            } catch let error as CheckInError {
                throw InvalidField(field: "\(path).\(error.field.rawValue)", message: "\(path).\(error.description)")
            }
            let beer = NewBeer(name: beerName, brewery: NewBrewery(name: brewery, city: breweryCity, region: breweryRegion,
                                                                   country: breweryCountry),
                               style: style, abv: abv, ibu: ibu)
            return Catalogue.UntappdCheckIn(beer: beer, checkIn: checkIn, unlistedServing: unlistedServing)
        }

        enum CodingKeys: String, CodingKey {
            case beerName, brewery, breweryCity, breweryRegion, breweryCountry, style, abv, ibu, time, serving, place,
                 comment, rating, externalId, unlistedServing
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(beerName, forKey: .beerName)
            try container.encode(brewery, forKey: .brewery)
            try container.encode(breweryCity, forKey: .breweryCity)
            try container.encode(breweryRegion, forKey: .breweryRegion)
            try container.encode(breweryCountry, forKey: .breweryCountry)
            try container.encode(style, forKey: .style)
            try container.encode(abv, forKey: .abv)
            try container.encode(ibu, forKey: .ibu)
            try container.encode(time, forKey: .time)
            try container.encode(serving, forKey: .serving)
            try container.encode(place, forKey: .place)
            try container.encode(comment, forKey: .comment)
            try container.encode(rating, forKey: .rating)
            try container.encode(externalId, forKey: .externalId)
            try container.encode(unlistedServing, forKey: .unlistedServing)
        }
    }

    /// What an Untappd import did (or, with `dryRun=true`, would do).
    public struct UntappdImportReport: Codable, Sendable {
        public let checkInsAdded: Int
        public let alreadyImported: Int
        public let beersAdded: Int
        /// Serving types Taproom does not list, and how many of the check-ins added had each.
        public let unlistedServings: [String: Int]

        public init(_ report: Catalogue.UntappdImportReport) {
            checkInsAdded = report.checkInsAdded
            alreadyImported = report.alreadyImported
            beersAdded = report.beersAdded
            unlistedServings = report.unlistedServings
        }

        public var report: Catalogue.UntappdImportReport {
            Catalogue.UntappdImportReport(checkInsAdded: checkInsAdded, alreadyImported: alreadyImported,
                                          beersAdded: beersAdded, unlistedServings: unlistedServings)
        }
    }
}
