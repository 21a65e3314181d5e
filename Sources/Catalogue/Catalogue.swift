public enum CatalogueVersion { public static let string = "0.1.0" }
