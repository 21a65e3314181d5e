import RxCore

/// The scenarios written the way an RxSwift user would write them.
enum RxCoreScenarios {
    static func subjectMapFilter(_ events: Int) {
        let subject = PublishSubject<Int>()
        var sum = 0
        let subscription = subject.map { $0 + 1 }.filter { $0 % 2 == 0 }.subscribe(onNext: { sum &+= $0 })
        for value in 0..<events { subject.onNext(value) }
        subscription.dispose()
        blackHole(sum)
    }

    static func justChain(_ chains: Int) {
        var sum = 0
        for _ in 0..<chains {
            let subscription = Observable.just(1).map { $0 + 1 }.filter { $0 % 2 == 0 }
                .subscribe(onNext: { sum &+= $0 })
            subscription.dispose()
        }
        blackHole(sum)
    }

    static func combineLatest(_ updates: Int) {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        var sum = 0
        let subscription = Observable.combineLatest(left, right).map { $0 + $1 }
            .subscribe(onNext: { sum &+= $0 })
        for value in 0..<updates {
            if value & 1 == 0 { left.onNext(value) } else { right.onNext(value) }
        }
        subscription.dispose()
        blackHole(sum)
    }

    static func zip(_ updates: Int) {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        var sum = 0
        let subscription = Observable.zip(left, right).map { $0 + $1 }
            .subscribe(onNext: { sum &+= $0 })
        for value in 0..<updates {
            if value & 1 == 0 { left.onNext(value) } else { right.onNext(value) }
        }
        subscription.dispose()
        blackHole(sum)
    }

    static func flatMapLatest(_ events: Int) {
        let subject = PublishSubject<Int>()
        var sum = 0
        let subscription = subject.flatMapLatest { Observable.just($0) }.subscribe(onNext: { sum &+= $0 })
        for value in 0..<events { subject.onNext(value) }
        subscription.dispose()
        blackHole(sum)
    }

    static func behaviorSubjectMap(_ events: Int) {
        let subject = BehaviorSubject(value: 0)
        var sum = 0
        let subscription = subject.map { $0 + 1 }.subscribe(onNext: { sum &+= $0 })
        for value in 0..<events { subject.onNext(value) }
        subscription.dispose()
        blackHole(sum)
    }
}
