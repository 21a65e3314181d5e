extension API {
    /// Every refusal's body: `{"error": {"code", "message", "field", …}}`. `message` is written
    /// for people, `code` is stable for programs, `field` names the parameter or property at
    /// fault; `line` and `column` place a fault in an imported body (and `importFault` says
    /// exactly what it is), `retryAfter` says how long to wait (429, also sent as `Retry-After`).
    public struct ErrorBody: Codable, Sendable {
        public struct Detail: Codable, Sendable {
            public let code: String
            public let message: String
            public let field: String?
            public let line: Int?
            public let column: Int?
            public let retryAfter: Int?
            public let importFault: ImportFault?

            public init(code: String, message: String, field: String? = nil, line: Int? = nil, column: Int? = nil,
                        retryAfter: Int? = nil, importFault: ImportFault? = nil) {
                self.code = code
                self.message = message
                self.field = field
                self.line = line
                self.column = column
                self.retryAfter = retryAfter
                self.importFault = importFault
            }
        }

        public let error: Detail

        public init(error: Detail) { self.error = error }
    }
}
