import OpenCombine

/// The scenarios written the way a Combine user would write them.
enum OpenCombineScenarios {
    static func subjectMapFilter(_ events: Int) {
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        let cancellable = subject.map { $0 + 1 }.filter { $0 % 2 == 0 }.sink { sum &+= $0 }
        for value in 0..<events { subject.send(value) }
        cancellable.cancel()
        blackHole(sum)
    }

    static func justChain(_ chains: Int) {
        var sum = 0
        for _ in 0..<chains {
            let cancellable = Just(1).map { $0 + 1 }.filter { $0 % 2 == 0 }.sink { sum &+= $0 }
            cancellable.cancel()
        }
        blackHole(sum)
    }

    static func combineLatest(_ updates: Int) {
        let left = PassthroughSubject<Int, Never>()
        let right = PassthroughSubject<Int, Never>()
        var sum = 0
        let cancellable = MinimalCombineLatest(left, right).map { $0 + $1 }.sink { sum &+= $0 }
        for value in 0..<updates {
            if value & 1 == 0 { left.send(value) } else { right.send(value) }
        }
        cancellable.cancel()
        blackHole(sum)
    }

    static func zip(_ updates: Int) {
        let left = PassthroughSubject<Int, Never>()
        let right = PassthroughSubject<Int, Never>()
        var sum = 0
        let cancellable = left.zip(right).map { $0 + $1 }.sink { sum &+= $0 }
        for value in 0..<updates {
            if value & 1 == 0 { left.send(value) } else { right.send(value) }
        }
        cancellable.cancel()
        blackHole(sum)
    }

    static func flatMapLatest(_ events: Int) {
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        let cancellable = subject.map { Just($0) }.switchToLatest().sink { sum &+= $0 }
        for value in 0..<events { subject.send(value) }
        cancellable.cancel()
        blackHole(sum)
    }

    static func currentValueSubjectMap(_ events: Int) {
        let subject = CurrentValueSubject<Int, Never>(0)
        var sum = 0
        let cancellable = subject.map { $0 + 1 }.sink { sum &+= $0 }
        for value in 0..<events { subject.send(value) }
        cancellable.cancel()
        blackHole(sum)
    }
}
