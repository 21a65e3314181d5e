import Foundation

/// Runs work as operations on an `OperationQueue`, with the given priority.
public final class OperationQueueScheduler: ImmediateSchedulerType {
    public let operationQueue: OperationQueue
    public let queuePriority: Operation.QueuePriority

    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let work = OperationWork(state: state, action: action, cancel: SingleAssignmentDisposable())
        let operation = BlockOperation { @Sendable in work.run() }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return work.cancel
    }
}

/// One scheduled action: handed to the operation queue, which alone runs it, once; the
/// disposable it shares with the caller is thread-safe.
private struct OperationWork<StateType>: @unchecked Sendable {  // state and action are handed over, then touched only by `run`
    let state: StateType
    let action: (StateType) -> Disposable
    let cancel: SingleAssignmentDisposable

    func run() {
        if cancel.isDisposed { return }
        cancel.setDisposable(action(state))
    }
}
