import CNcursesw
#if canImport(Glibc)
import Glibc
#endif

/// Sets the process locale for a UTF-8 terminal. Curses needs this before it starts, or it
/// draws multi-byte characters as escapes.
enum TerminalLocale {
    /// `setlocale(LC_ALL, "")`; when that locale is not UTF-8, `C.UTF-8` instead.
    /// Returns the name of the locale in effect.
    @discardableResult
    static func configure() -> String {
        setlocale(LC_ALL, "")
        if !isUTF8 { setlocale(LC_ALL, "C.UTF-8") }
        return setlocale(LC_ALL, nil).map { String(cString: $0) } ?? "C"
    }

    /// Whether the current locale's character set is UTF-8.
    static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
