/// How a checked-in beer was served.
public enum Serving: String, CaseIterable, Codable, Sendable {
    case draught, bottle, can, cask, taster
}
