public enum RxCoreVersion { public static let string = "0.1.0" }
