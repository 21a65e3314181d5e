import OpenCombine
import Synchronization

/// OpenCombine 0.14.0 has no CombineLatest, so scenario c uses this minimal equivalent: it keeps the
/// latest value of each side under one lock and, once both have one, sends the pair downstream
/// (outside the lock) while demand lasts. Completion and failure handling are the minimum that
/// keeps the contract; it exists only to give the comparison a fair Combine-shaped opponent.
struct MinimalCombineLatest<Left: Publisher, Right: Publisher>: Publisher
where Left.Failure == Right.Failure {
    typealias Output = (Left.Output, Right.Output)
    typealias Failure = Left.Failure

    let left: Left
    let right: Right

    init(_ left: Left, _ right: Right) {
        self.left = left
        self.right = right
    }

    func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Failure {
        let inner = Inner<Downstream>(downstream: subscriber)
        subscriber.receive(subscription: inner)
        left.subscribe(LeftSide(inner: inner))
        right.subscribe(RightSide(inner: inner))
    }

    // Shared between the two upstreams' threads; every mutable field is guarded by `lock`.
    final class Inner<Downstream: Subscriber>: Subscription, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        let downstream: Downstream
        let lock = Mutex<Void>(())
        var latestLeft: Left.Output?
        var latestRight: Right.Output?
        var demand = Subscribers.Demand.none
        var subscriptions: [Subscription] = []
        var finished = 0
        var cancelled = false

        init(downstream: Downstream) { self.downstream = downstream }

        func attach(_ subscription: Subscription) {
            let isCancelled = lock.withLock { _ -> Bool in
                subscriptions.append(subscription)
                return cancelled
            }
            if isCancelled { subscription.cancel() } else { subscription.request(.unlimited) }
        }

        func receive(left value: Left.Output?, right other: Right.Output?) {
            var pair: Output?
            lock.withLock { _ in
                if let value { latestLeft = value }
                if let other { latestRight = other }
                guard !cancelled, demand > 0, let left = latestLeft, let right = latestRight else { return }
                demand -= 1
                pair = (left, right)
            }
            guard let pair else { return }
            let more = downstream.receive(pair)
            if more > 0 { lock.withLock { _ in demand += more } }
        }

        func finish(_ completion: Subscribers.Completion<Failure>) {
            let send = lock.withLock { _ -> Bool in
                if cancelled { return false }
                if case .failure = completion { cancelled = true; return true }
                finished += 1
                return finished == 2
            }
            if send { downstream.receive(completion: completion) }
        }

        func request(_ more: Subscribers.Demand) { lock.withLock { _ in demand += more } }

        func cancel() {
            let toCancel = lock.withLock { _ -> [Subscription] in
                cancelled = true
                defer { subscriptions = [] }
                return subscriptions
            }
            toCancel.forEach { $0.cancel() }
        }
    }

    struct LeftSide<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Left.Output
        let inner: Inner<Downstream>
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: Subscription) { inner.attach(subscription) }
        func receive(_ input: Left.Output) -> Subscribers.Demand {
            inner.receive(left: input, right: nil)
            return .none
        }
        func receive(completion: Subscribers.Completion<Failure>) { inner.finish(completion) }
    }

    struct RightSide<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Right.Output
        let inner: Inner<Downstream>
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: Subscription) { inner.attach(subscription) }
        func receive(_ input: Right.Output) -> Subscribers.Demand {
            inner.receive(left: nil, right: input)
            return .none
        }
        func receive(completion: Subscribers.Completion<Failure>) { inner.finish(completion) }
    }
}
