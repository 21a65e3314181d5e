import CCurl
import Dispatch
import Foundation
import Locking

/// One request to a server: what `HTTPTransport` sends.
struct HTTPRequest: Sendable {
    var method: String
    var url: String
    /// Header name and value, in order.
    var headers: [(String, String)] = []
    var body: Data?
    /// The whole exchange's limit, nil for an answer read as a stream (the live events).
    var timeout: Duration?
}

/// One answer, read whole.
struct HTTPReply: Sendable {
    let status: Int
    /// Header names in lower case.
    let headers: [String: String]
    let body: Data

    func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// The head of an answer.
struct HTTPHead: Sendable {
    let status: Int
    /// Header names in lower case.
    let headers: [String: String]
}

/// The HTTP every `CatalogueHTTPClient` speaks: libcurl, the system's (OpenSSL for TLS, the
/// system's certificates), called directly rather than through Foundation's URLSession, whose
/// Linux implementation stops the whole process when a server closes a connection halfway
/// through an answer's head. Each exchange runs `curl_easy_perform` on a thread of its own (a
/// stream for as long as it lasts); finished handles are kept for the next request, so a
/// connection to the server is reused. Redirects are not followed (a password must not travel on
/// to wherever a 3xx points), no cookie is kept, and an answer larger than `maximumBodyBytes` is
/// cut off as a failure.
final class HTTPTransport: Sendable {
    static let shared = HTTPTransport()

    /// The most an answer may hold: far above the API's largest (a personal export).
    static let maximumBodyBytes = 64 * 1024 * 1024
    /// How long connecting may take (the whole exchange has its own limit).
    static let connectTimeout: Duration = .seconds(10)

    private let threads = DispatchQueue(label: "taproom.http", attributes: .concurrent)
    private let idleHandles = Locked<[CurlHandle]>([])

    private init() {
        curl_global_init(Int(CURL_GLOBAL_DEFAULT))
    }

    /// One request and its whole answer; cancelling the task aborts the exchange.
    func send(_ request: HTTPRequest) async throws -> HTTPReply {
        let exchange = Exchange(request: request, streamed: false)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                exchange.finished = { result in continuation.resume(with: result) }
                start(exchange)
            }
        } onCancel: {
            exchange.cancel()
        }
    }

    /// A request whose answer is read as it arrives: its head, then its body's chunks until the
    /// server ends it. Ending the stream's iteration aborts the exchange.
    func open(_ request: HTTPRequest) async throws -> (head: HTTPHead, body: AsyncThrowingStream<Data, Error>) {
        let exchange = Exchange(request: request, streamed: true)
        let (body, chunks) = AsyncThrowingStream<Data, Error>.makeStream()
        chunks.onTermination = { _ in exchange.cancel() }
        let head = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPHead, Error>) in
                let headArrived = Locked(false)
                exchange.headArrived = { head in
                    headArrived.withLock { $0 = true }
                    continuation.resume(returning: head)
                }
                exchange.chunkArrived = { chunks.yield($0) }
                exchange.finished = { result in
                    let before = !headArrived.withLock { $0 }
                    switch result {
                    case .success: if before { continuation.resume(throwing: CurlFailure.noAnswer) } else { chunks.finish() }
                    case .failure(let error): if before { continuation.resume(throwing: error) } else { chunks.finish(throwing: error) }
                    }
                }
                start(exchange)
            }
        } onCancel: {
            exchange.cancel()
        }
        return (head, body)
    }

    private func start(_ exchange: Exchange) {
        threads.async { [self] in
            let handle = idleHandles.withLock { $0.popLast() } ?? CurlHandle()
            guard let handle else {
                exchange.finished?(.failure(CurlFailure(code: CURLE_FAILED_INIT, message: "cannot start libcurl", osError: 0)))
                return
            }
            let result = exchange.perform(on: handle)
            idleHandles.withLock { if $0.count < 4 { $0.append(handle) } }
            exchange.finished?(result)
        }
    }
}

/// A libcurl easy handle, cleaned up when released.
final class CurlHandle: @unchecked Sendable {  // used by one exchange at a time: taken from and returned to the pool under its lock
    let pointer: UnsafeMutableRawPointer

    init?() {
        guard let pointer = curl_easy_init() else { return nil }
        self.pointer = pointer
    }

    deinit { curl_easy_cleanup(pointer) }
}

/// What libcurl reported when an exchange failed, with the system's error number where it has one.
struct CurlFailure: Error, Sendable {
    let code: CURLcode
    /// libcurl's own words (its error buffer), or its description of `code`.
    let message: String
    let osError: Int32

    /// The exchange ended without an answer's head.
    static let noAnswer = CurlFailure(code: CURLE_GOT_NOTHING, message: "no answer", osError: 0)
    /// The connection closed before the answer's head was whole.
    static let cutShort = CurlFailure(code: CURLE_PARTIAL_FILE, message: "the head was cut short", osError: 0)
}

/// An answer larger than `HTTPTransport.maximumBodyBytes`.
struct AnswerTooLarge: Error {}
