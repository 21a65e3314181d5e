/// Everything a sequence delivered: its elements, and how it ended.
@frozen
public enum MaterializedSequenceResult<T> {
    case completed(elements: [T])
    case failed(elements: [T], error: Swift.Error)
}
