import Foundation
import Hummingbird
import HummingbirdTesting

/// One keep-alive connection to a real server process on a loopback port (HummingbirdTesting's
/// `TestClient`), for tests that send many requests: far cheaper than a curl process each. A
/// request on a connection the server closed, or never accepted, throws; the caller connects
/// again. Every answer is checked against the OpenAPI document, as `APIClient`'s are.
struct LiveConnection: Sendable {
    let port: Int
    private let client: TestClient
    private let timeout: Duration

    init(port: Int, timeout: Duration = .seconds(15)) {
        self.port = port
        self.timeout = timeout
        // TestClient's own limit waits for an answer that may never come: `send` keeps the time.
        client = TestClient(host: "127.0.0.1", port: port, configuration: .init(timeout: timeout + .seconds(60)))
        client.connect()
    }

    /// Sends one request; `problems` are the answer's disagreements with the API document.
    func send(_ method: HTTPRequest.Method, _ uri: String, token: String? = nil, body: String? = nil,
              contentType: String = "application/json") async throws -> (response: APIResponse, problems: [String]) {
        var headers: HTTPFields = [.connection: "keep-alive"]
        if let token { headers[.authorization] = "Bearer \(token)" }
        if body != nil { headers[.contentType] = contentType }
        let request = TestClient.Request(uri, method: method, authority: "127.0.0.1", headers: headers,
                                         body: body.map { ByteBuffer(string: $0) })
        let (client, timeout) = (client, timeout)
        let answer = try await withThrowingTaskGroup(of: TestClient.Response?.self) { group in
            group.addTask { try await client.execute(request) }
            group.addTask {
                try await Task.sleep(for: timeout)
                // Closing the connection fails the request waiting on it.
                try? await client.close(mode: .all)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let answer = first else { throw NoAnswer(timeout: timeout) }
            return answer
        }
        let response = APIResponse(status: Int(answer.status.code), headers: answer.headers,
                                   bodyText: answer.body.map { String(buffer: $0) } ?? "")
        return (response, try OpenAPIDocument.shared().check(method: method.rawValue, uri: uri, response: response))
    }

    /// Runs `body` with a connection to `port`, closed afterwards.
    static func using<Value>(port: Int, _ body: (LiveConnection) async throws -> Value) async throws -> Value {
        let connection = LiveConnection(port: port)
        do {
            let value = try await body(connection)
            await connection.close()
            return value
        } catch {
            await connection.close()
            throw error
        }
    }

    func close() async {
        try? await client.shutdown()
    }

    /// No answer within the connection's time limit (the connection is closed).
    struct NoAnswer: Error, CustomStringConvertible {
        let timeout: Duration
        var description: String { "no answer within \(timeout)" }
    }
}
