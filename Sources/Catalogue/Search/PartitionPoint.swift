extension Range<Int> {
    /// The first position in the range where `isPast` holds, given that once it holds it holds to
    /// the end (binary search); `upperBound` when it never does.
    func partitionPoint(where isPast: (Int) throws -> Bool) rethrows -> Int {
        var low = lowerBound
        var high = upperBound
        while low < high {
            let middle = (low + high) / 2
            if try isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
