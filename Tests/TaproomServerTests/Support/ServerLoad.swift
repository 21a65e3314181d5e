import Foundation
import Hummingbird
import Locking
import Synchronization

/// People using real servers at once, for the fault tests: each of `clients` sends, one after
/// another on a keep-alive connection, a search, a favourite (`PUT`) and a check-in carrying an
/// `externalId` (so sending it again is safe), over and over until `stop()`. Every request's
/// answer (or the lack of one) and its start and end are kept. A connection that fails is
/// replaced, after a short pause as a real client's retry would make.
final class ServerLoad: Sendable {
    struct Client: Sendable {
        let port: Int
        let token: String
    }

    /// A request a client sent; sending it again must change nothing.
    enum Request: Hashable, Sendable {
        case search(String)
        case favourite(beerID: Int64)
        case checkIn(beerID: Int64, externalID: String)

        var isWrite: Bool {
            if case .search = self { return false }
            return true
        }

        var method: HTTPRequest.Method {
            switch self {
            case .search: .get
            case .favourite: .put
            case .checkIn: .post
            }
        }

        var uri: String {
            switch self {
            case .search(let words): "/v1/beers?q=\(words)&sort=name"
            case .favourite(let beerID): "/v1/me/favourites/\(beerID)"
            case .checkIn(let beerID, _): "/v1/me/checkins/\(beerID)"
            }
        }

        var body: String? {
            guard case .checkIn(_, let externalID) = self else { return nil }
            return #"{"externalId":"\#(externalID)","serving":"draught"}"#
        }
    }

    struct Outcome: Sendable {
        let client: Int
        let port: Int
        let request: Request
        let started: ContinuousClock.Instant
        let finished: ContinuousClock.Instant
        /// Nil when no answer came (the connection was refused, closed or timed out).
        let status: Int?
        let retryAfter: String?
        /// A refusal's body (a success's is not kept).
        let body: String
        let failure: String?
        let problems: [String]

        var succeeded: Bool { status.map { (200..<300).contains($0) } ?? false }
        var duration: Duration { finished - started }
    }

    let clients: [Client]
    private let state = State()
    private let running: Task<Void, Never>

    /// What the clients' tasks and the test share.
    private final class State: Sendable {
        let outcomes = Locked<[Outcome]>([])
        let stopping = Atomic<Bool>(false)
        let arrivals: AsyncStream<Void>
        let arrived: AsyncStream<Void>.Continuation

        init() {
            let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
            arrivals = stream
            arrived = continuation
        }

        func record(_ outcome: Outcome) {
            outcomes.withLock { $0.append(outcome) }
            arrived.yield()
        }
    }

    /// Starts sending at once.
    init(clients: [Client], beerIDs: [Int64], words: [String] = ["fault", "ale", "stout"], requestTimeout: Duration = .seconds(15)) {
        self.clients = clients
        let state = state
        running = Task {
            await withTaskGroup(of: Void.self) { group in
                for (index, client) in clients.enumerated() {
                    group.addTask {
                        var connection = LiveConnection(port: client.port, timeout: requestTimeout)
                        var sent = 0
                        while !state.stopping.load(ordering: .relaxed) {
                            let beer = beerIDs[(index + sent / 3) % beerIDs.count]
                            let request: Request = switch sent % 3 {
                            case 0: .search(words[(sent / 3) % words.count])
                            case 1: .favourite(beerID: beer)
                            default: .checkIn(beerID: beer, externalID: "load-\(index)-\(sent)")
                            }
                            sent += 1
                            let started = ContinuousClock.now
                            do {
                                let (response, problems) = try await connection.send(request.method, request.uri, token: client.token,
                                                                                     body: request.body)
                                state.record(Outcome(client: index, port: client.port, request: request, started: started,
                                                     finished: .now, status: response.status,
                                                     retryAfter: response.headers[.retryAfter],
                                                     body: response.status < 300 ? "" : response.bodyText,
                                                     failure: nil, problems: problems))
                                // Told to retry (at once, once postgres-nio's pool gives up waiting
                                // for a connection), a client pauses, as after a refused connection.
                                if response.status == 503 { try? await Task.sleep(for: .milliseconds(50)) }
                            } catch {
                                state.record(Outcome(client: index, port: client.port, request: request, started: started,
                                                     finished: .now, status: nil, retryAfter: nil, body: "",
                                                     failure: "\(error)", problems: []))
                                await connection.close()
                                // A refused connection fails at once: pace the next try as a client would.
                                try? await Task.sleep(for: .milliseconds(50))
                                connection = LiveConnection(port: client.port, timeout: requestTimeout)
                            }
                        }
                        await connection.close()
                    }
                }
            }
        }
    }

    /// Every outcome so far, in the order they ended.
    var all: [Outcome] { state.outcomes.withLock { $0 } }

    /// Waits for the outcomes to satisfy `condition` (checked after each new one); false when
    /// `deadline` passes first. Requests end within their time limit, so the check comes in time.
    func waitUntil(_ deadline: ContinuousClock.Instant, _ condition: ([Outcome]) -> Bool) async -> Bool {
        if condition(all) { return true }
        for await _ in state.arrivals {
            if condition(all) { return true }
            if ContinuousClock.now >= deadline { return false }
        }
        return condition(all)
    }

    /// Stops sending and waits for the requests in flight; every outcome.
    func stop() async -> [Outcome] {
        state.stopping.store(true, ordering: .relaxed)
        await running.value
        state.arrived.finish()
        return all
    }

    deinit {
        state.stopping.store(true, ordering: .relaxed)
    }
}
