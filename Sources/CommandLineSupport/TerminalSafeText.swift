/// Text from the catalogue (names, notes, paths, whatever a file brought in) made safe to print
/// for a person at a terminal: a character that a terminal would obey rather than show, the C0
/// controls (tab and line breaks included), DEL, the C1 controls and the bidirectional overrides
/// and isolates (U+202A–U+202E, U+2066–U+2069), is written as a Swift-style escape such as
/// `\u{1B}`. Everything else, backslashes included, is left as it is. Only human-readable output
/// goes through this; JSON and CSV output keep the data exact.
extension String {
    package var terminalSafe: String {
        guard unicodeScalars.contains(where: Self.drivesTerminal) else { return self }
        var result = ""
        result.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars {
            if Self.drivesTerminal(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func drivesTerminal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
