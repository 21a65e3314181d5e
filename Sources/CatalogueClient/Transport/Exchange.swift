import CCurl
import Foundation
import Locking

/// One request on a libcurl handle: the options set, the callbacks that gather the answer (or
/// pass its chunks on), and the flag that aborts it. libcurl calls the callbacks on the thread
/// that runs `perform`, with this object as their context.
final class Exchange: @unchecked Sendable {  // the answer's parts are touched only by the thread running `perform` (libcurl calls back on it); the handlers are set before it starts; `aborted` is locked
    let request: HTTPRequest
    let streamed: Bool
    var headArrived: (@Sendable (HTTPHead) -> Void)?
    var chunkArrived: (@Sendable (Data) -> Void)?
    var finished: (@Sendable (Result<HTTPReply, Error>) -> Void)?
    private let aborted = Locked<AbortReason?>(nil)
    private var status = 0
    private var headers: [String: String] = [:]
    private var headDelivered = false
    private var body = Data()

    private enum AbortReason {
        case cancelled
        case tooLarge
    }

    init(request: HTTPRequest, streamed: Bool) {
        self.request = request
        self.streamed = streamed
    }

    /// Aborts the exchange at libcurl's next call back (at once while data flows, within about a
    /// second while the connection is silent).
    func cancel() {
        aborted.withLock { if $0 == nil { $0 = .cancelled } }
    }

    func perform(on handle: CurlHandle) -> Result<HTTPReply, Error> {
        if aborted.withLock({ $0 }) != nil { return .failure(CancellationError()) }
        let curl = handle.pointer
        curl_easy_reset(curl)
        var headerList: UnsafeMutablePointer<curl_slist>?
        // No "Expect: 100-continue" wait before a body: the server answers at once.
        for line in request.headers.map({ "\($0.0): \($0.1)" }) + ["Expect:"] {
            headerList = curl_slist_append(headerList, line)
        }
        defer { curl_slist_free_all(headerList) }
        let errors = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
        errors.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        defer { errors.deallocate() }
        let context = Unmanaged.passUnretained(self).toOpaque()
        let payload = request.body ?? Data()
        let code = payload.withUnsafeBytes { bytes -> CURLcode in
            _ = taproom_curl_set_string(curl, CURLOPT_URL, request.url)
            _ = taproom_curl_set_long(curl, CURLOPT_NOSIGNAL, 1)
            _ = taproom_curl_set_long(curl, CURLOPT_FOLLOWLOCATION, 0)
            _ = taproom_curl_set_long(curl, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(HTTPTransport.connectTimeout))
            if let timeout = request.timeout { _ = taproom_curl_set_long(curl, CURLOPT_TIMEOUT_MS, Self.milliseconds(timeout)) }
            _ = taproom_curl_set_pointer(curl, CURLOPT_ERRORBUFFER, errors)
            _ = taproom_curl_set_headers(curl, headerList)
            switch request.method {
            case "GET": break
            case "POST": _ = taproom_curl_set_long(curl, CURLOPT_POST, 1)
            default: _ = taproom_curl_set_string(curl, CURLOPT_CUSTOMREQUEST, request.method)
            }
            if request.body != nil || request.method == "POST" {
                _ = taproom_curl_set_pointer(curl, CURLOPT_POSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
                _ = taproom_curl_set_offset(curl, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(bytes.count))
            }
            _ = taproom_curl_set_header_function(curl, Self.headerLine)
            _ = taproom_curl_set_pointer(curl, CURLOPT_HEADERDATA, context)
            _ = taproom_curl_set_write_function(curl, Self.bodyBytes)
            _ = taproom_curl_set_pointer(curl, CURLOPT_WRITEDATA, context)
            _ = taproom_curl_set_long(curl, CURLOPT_NOPROGRESS, 0)
            _ = taproom_curl_set_progress_function(curl, Self.progress)
            _ = taproom_curl_set_pointer(curl, CURLOPT_XFERINFODATA, context)
            return curl_easy_perform(curl)
        }
        switch (code, aborted.withLock { $0 }) {
        case (CURLE_OK, _):
            guard status > 0 else { return .failure(CurlFailure.noAnswer) }
            // libcurl takes a connection closed inside the head for the end of an answer.
            guard headDelivered else { return .failure(CurlFailure.cutShort) }
            return .success(HTTPReply(status: status, headers: headers, body: body))
        case (_, .cancelled?):
            return .failure(CancellationError())
        case (_, .tooLarge?):
            return .failure(AnswerTooLarge())
        default:
            var osError = 0
            _ = taproom_curl_get_long(curl, CURLINFO_OS_ERRNO, &osError)
            let words = String(cString: errors)
            return .failure(CurlFailure(code: code, message: words.isEmpty ? String(cString: curl_easy_strerror(code)) : words,
                                        osError: Int32(osError)))
        }
    }

    // MARK: Callbacks

    /// A line of the answer's head ("HTTP/1.1 200 OK", "Content-Type: …", or the blank line that
    /// ends it). An interim answer (100 Continue) starts over.
    private func receive(headerLine line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("HTTP/") {
            let parts = trimmed.split(separator: " ", maxSplits: 2)
            status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
            headers = [:]
        } else if trimmed.isEmpty {
            guard status >= 200, !headDelivered else { return }
            headDelivered = true
            if streamed { headArrived?(HTTPHead(status: status, headers: headers)) }
        } else if let colon = trimmed.firstIndex(of: ":") {
            let name = trimmed[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
    }

    /// Body bytes: kept (whole answers, up to the limit) or passed on (streams). False aborts.
    private func receive(body bytes: UnsafeRawBufferPointer) -> Bool {
        if aborted.withLock({ $0 }) != nil { return false }
        if streamed {
            chunkArrived?(Data(bytes))
            return true
        }
        guard body.count + bytes.count <= HTTPTransport.maximumBodyBytes else {
            aborted.withLock { $0 = .tooLarge }
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }

    private static let headerLine: taproom_curl_data_callback = { data, size, count, context in
        guard let data, let context else { return 0 }
        let exchange = Unmanaged<Exchange>.fromOpaque(context).takeUnretainedValue()
        let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
        exchange.receive(headerLine: String(decoding: bytes, as: UTF8.self))
        return size * count
    }

    private static let bodyBytes: taproom_curl_data_callback = { data, size, count, context in
        guard let data, let context else { return 0 }
        let exchange = Unmanaged<Exchange>.fromOpaque(context).takeUnretainedValue()
        return exchange.receive(body: UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
    }

    private static let progress: taproom_curl_progress_callback = { context, _, _, _, _ in
        guard let context else { return 0 }
        return Unmanaged<Exchange>.fromOpaque(context).takeUnretainedValue().aborted.withLock { $0 } == nil ? 0 : 1
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return max(1, Int(seconds) * 1_000 + Int(attoseconds / 1_000_000_000_000_000))
    }
}
