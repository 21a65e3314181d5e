import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Locking

/// One answer, read whole.
struct HTTPReply: Sendable {
    let status: Int
    /// Header names in lower case.
    let headers: [String: String]
    let body: Data

    func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// The HTTP every `CatalogueHTTPClient` speaks: Foundation's `URLSession` (libcurl underneath on
/// Linux), one session for the process. Redirects are not followed (a password must not travel on
/// to wherever a 3xx points), nothing is cached and no cookie is kept; an answer larger than
/// `maximumBodyBytes` is cut off as a failure. Each exchange is a data task whose delegate
/// callbacks feed either a whole answer or a stream of chunks (the live events).
final class HTTPTransport: Sendable {
    static let shared = HTTPTransport()

    /// The most an answer may hold: far above the API's largest (a personal export).
    static let maximumBodyBytes = 64 * 1024 * 1024

    private let session: URLSession
    private let delegate: ExchangeDelegate

    private init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        delegate = ExchangeDelegate()
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.name = "taproom.http"
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
    }

    /// One request and its whole answer; cancelling the task cancels the request.
    func send(_ request: URLRequest) async throws -> HTTPReply {
        let task = session.dataTask(with: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                delegate.begin(task.taskIdentifier, .whole(WholeExchange(continuation: continuation)))
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }

    /// A request whose answer is read as it arrives: its head, then its body's chunks until the
    /// server ends it. Ending the stream's iteration cancels the request.
    func open(_ request: URLRequest) async throws -> (status: Int, headers: [String: String], body: AsyncThrowingStream<Data, Error>) {
        let task = session.dataTask(with: request)
        let (body, chunks) = AsyncThrowingStream<Data, Error>.makeStream()
        chunks.onTermination = { _ in task.cancel() }
        let head = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                delegate.begin(task.taskIdentifier, .streamed(StreamedExchange(head: continuation, chunks: chunks)))
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
        return (head.status, head.headers, body)
    }
}

/// The head of an answer.
struct HTTPHead: Sendable {
    let status: Int
    let headers: [String: String]

    init(_ response: URLResponse) {
        let http = response as? HTTPURLResponse
        status = http?.statusCode ?? 0
        var headers: [String: String] = [:]
        for (name, value) in http?.allHeaderFields ?? [:] {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        self.headers = headers
    }
}

/// An answer being read whole.
struct WholeExchange: Sendable {
    let continuation: CheckedContinuation<HTTPReply, Error>
    var head: HTTPHead?
    var body = Data()
}

/// An answer being read as a stream: the head resumes `head`, the body goes to `chunks`.
struct StreamedExchange: Sendable {
    var head: CheckedContinuation<HTTPHead, Error>?
    let chunks: AsyncThrowingStream<Data, Error>.Continuation
}

enum Exchange: Sendable {
    case whole(WholeExchange)
    case streamed(StreamedExchange)
}

/// The session's delegate: routes each task's callbacks to its exchange, by task identifier.
/// URLSession calls it on its one delegate queue; the table is behind a lock as well.
final class ExchangeDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let exchanges = Locked<[Int: Exchange]>([:])

    func begin(_ task: Int, _ exchange: Exchange) {
        exchanges.withLock { $0[task] = exchange }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let head = HTTPHead(response)
        let started = exchanges.withLock { exchanges -> CheckedContinuation<HTTPHead, Error>? in
            switch exchanges[dataTask.taskIdentifier] {
            case .whole(var exchange):
                exchange.head = head
                exchanges[dataTask.taskIdentifier] = .whole(exchange)
                return nil
            case .streamed(var exchange):
                defer {
                    exchange.head = nil
                    exchanges[dataTask.taskIdentifier] = .streamed(exchange)
                }
                return exchange.head
            case nil:
                return nil
            }
        }
        started?.resume(returning: head)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = exchanges.withLock { exchanges -> Bool in
            switch exchanges[dataTask.taskIdentifier] {
            case .whole(var exchange):
                exchange.body.append(data)
                exchanges[dataTask.taskIdentifier] = .whole(exchange)
                return exchange.body.count > HTTPTransport.maximumBodyBytes
            case .streamed(let exchange):
                exchange.chunks.yield(data)
                return false
            case nil:
                return false
            }
        }
        if tooLarge {
            finish(dataTask.taskIdentifier, error: AnswerTooLarge())
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        finish(task.taskIdentifier, error: error)
    }

    private func finish(_ task: Int, error: (any Error)?) {
        switch exchanges.withLock({ $0.removeValue(forKey: task) }) {
        case .whole(let exchange):
            if let error {
                exchange.continuation.resume(throwing: error)
            } else if let head = exchange.head {
                exchange.continuation.resume(returning: HTTPReply(status: head.status, headers: head.headers, body: exchange.body))
            } else {
                exchange.continuation.resume(throwing: URLError(.badServerResponse))
            }
        case .streamed(let exchange):
            exchange.head?.resume(throwing: error ?? URLError(.badServerResponse))
            if let error { exchange.chunks.finish(throwing: error) } else { exchange.chunks.finish() }
        case nil:
            break
        }
    }
}

/// An answer larger than `HTTPTransport.maximumBodyBytes`.
struct AnswerTooLarge: Error {}
