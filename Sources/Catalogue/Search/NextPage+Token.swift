import Foundation

/// A `NextPage` as text a client can hand back (`GET /v1/beers?after=…`): URL-safe base64 of a
/// small tagged form. Opaque to clients: only `init?(token:)` reads it, and anything it did not
/// write (or a tampered copy) is refused rather than guessed at.
extension NextPage {
    /// URL-safe, unpadded: it goes into a query string as it is.
    public var token: String {
        let plain = switch start {
        case .offset(let offset): "o:\(offset)"
        case .after(let cursor):
            switch cursor.key {
            case .null: "z:\(cursor.id)"
            case .number(let number): "n:\(cursor.id):\(String(number.bitPattern, radix: 16))"
            case .text(let text): "t:\(cursor.id):\(text)"
            }
        }
        // One pass over the bytes rather than three `replacingOccurrences` (a search answers a token).
        let base64 = Data(plain.utf8).base64EncodedString()
        var urlSafe: [UInt8] = []
        urlSafe.reserveCapacity(base64.utf8.count)
        for byte in base64.utf8 {
            switch byte {
            case UInt8(ascii: "+"): urlSafe.append(UInt8(ascii: "-"))
            case UInt8(ascii: "/"): urlSafe.append(UInt8(ascii: "_"))
            case UInt8(ascii: "="): break
            default: urlSafe.append(byte)
            }
        }
        return String(decoding: urlSafe, as: UTF8.self)
    }

    /// The page a `token` names; nil when the text is not a token this type wrote.
    public init?(token: String) {
        guard !token.isEmpty, token.utf8.count <= Self.maximumTokenLength,
              token.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { return nil }
        var base64 = token.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64), let plain = String(data: data, encoding: .utf8) else { return nil }
        let parts = plain.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        switch (parts.first, parts.count) {
        case ("o", 2):
            guard let offset = Int(parts[1]), offset >= 0 else { return nil }
            self.init(offset: offset)
        case ("z", 2):
            guard let id = Int64(parts[1]) else { return nil }
            self.init(after: PageCursor(key: .null, id: id))
        case ("n", 3):
            guard let id = Int64(parts[1]), let bits = UInt64(parts[2], radix: 16) else { return nil }
            let number = Double(bitPattern: bits)
            guard number.isFinite else { return nil }
            self.init(after: PageCursor(key: .number(number), id: id))
        case ("t", 3):
            guard let id = Int64(parts[1]) else { return nil }
            self.init(after: PageCursor(key: .text(String(parts[2])), id: id))
        default:
            return nil
        }
    }

    /// Sort keys are short names; anything much longer was not written by `token`.
    static let maximumTokenLength = 2_048
}
