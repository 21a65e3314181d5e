/// Reads the terminal mode a test prints with `stty -a` after the program under test exits.
public enum TerminalMode {
    /// Whether `stty -a` output shows a restored (cooked) terminal: canonical mode, echo and signals on.
    public static func sttyShowsCookedMode(_ screen: String) -> Bool {
        let flags = Set(screen.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        return flags.contains("icanon") && flags.contains("echo") && flags.contains("isig")
            && !flags.contains("-icanon") && !flags.contains("-echo")
    }
}
