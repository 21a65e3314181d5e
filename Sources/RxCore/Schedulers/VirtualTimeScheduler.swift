import Foundation

/// A scheduler with a virtual clock: work runs in time order when `start()` or
/// `advanceTo(_:)` moves the clock. Use it from one thread.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
    public typealias VirtualTime = Converter.VirtualTimeUnit
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private struct Item {
        let time: VirtualTime
        let id: Int
        let run: () -> Disposable
        let disposable: CompositeDisposable
    }

    /// Latest first: the next item to run is the last one (so taking it is O(1)); among items
    /// due at the same time, the one scheduled first is nearer the end.
    private var items: [Item] = []
    private var nextId = 0
    private var running = false
    private let converter: Converter

    /// The current virtual time.
    public private(set) var clock: VirtualTime

    public var now: RxTime { converter.convertFromVirtualTime(clock) }

    /// `true` while `start()`/`advanceTo(_:)` is running work.
    public var isEnabled: Bool { running }

    public init(initialClock: VirtualTime, converter: Converter) {
        self.clock = initialClock
        self.converter = converter
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                            action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelativeVirtual(state, dueTime: converter.convertToVirtualTimeInterval(dueTime.convertToSecondsInterval), action: action)
    }

    /// Schedules after a virtual interval; the time is adjusted by `adjustScheduledTime(_:)`.
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval,
                                                   action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = adjustScheduledTime(converter.offsetVirtualTime(clock, offset: dueTime))
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules at exactly `time`, as RxSwift: only relative scheduling is adjusted, so work
    /// placed at the current time (e.g. `start(created: 0, subscribed: 0, ...)`) runs now.
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime,
                                                   action: @escaping (StateType) -> Disposable) -> Disposable {
        let disposable = CompositeDisposable()
        let item = Item(time: time, id: nextId, run: { action(state) }, disposable: disposable)
        nextId += 1
        items.insert(item, at: insertionIndex(for: time))
        return disposable
    }

    /// Lets subclasses move relative work due now or in the past (RxTest runs it at clock + 1).
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime { time }

    /// Runs all scheduled work in time order, advancing the clock.
    public func start() {
        guard !running else { return }
        running = true
        while running, let item = popNext(notAfter: nil) {
            if converter.compareVirtualTime(item.time, clock) == .greaterThan { clock = item.time }
            invoke(item)
        }
        running = false
    }

    /// Stops `start()`/`advanceTo(_:)` after the current work item.
    public func stop() { running = false }

    /// Runs work scheduled up to `virtualTime`, then sets the clock to it.
    public func advanceTo(_ virtualTime: VirtualTime) {
        guard !running else { return }
        guard converter.compareVirtualTime(virtualTime, clock) != .lessThan else { return }
        running = true
        while running, let item = popNext(notAfter: virtualTime) {
            if converter.compareVirtualTime(item.time, clock) == .greaterThan { clock = item.time }
            invoke(item)
        }
        running = false
        clock = virtualTime
    }

    /// Moves the clock forward without running work.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        clock = converter.offsetVirtualTime(clock, offset: virtualInterval)
    }

    /// Where an item due at `time` goes: after every item due later (binary search), before
    /// those due at the same time or earlier.
    private func insertionIndex(for time: VirtualTime) -> Int {
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if converter.compareVirtualTime(items[middle].time, time) == .greaterThan {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    private func popNext(notAfter limit: VirtualTime?) -> Item? {
        while let next = items.last {
            if next.disposable.isDisposed { items.removeLast(); continue }
            if let limit, converter.compareVirtualTime(next.time, limit) == .greaterThan { return nil }
            return items.removeLast()
        }
        return nil
    }

    private func invoke(_ item: Item) {
        item.disposable.insert(item.run())
    }
}

extension VirtualTimeScheduler: CustomDebugStringConvertible {
    public var debugDescription: String { "VirtualTimeScheduler(clock: \(clock), pending: \(items.count))" }
}
