import CNcursesw
import RxCore

public enum TerminalUIVersion { public static let string = "0.1.0" }
