import RxCore

/// The five scenarios written the way an RxSwift user would write them. (Placeholder bodies until
/// RxCore's operators land: each does nothing yet.)
enum RxCoreScenarios {
    static func subjectMapFilter(_ events: Int) {}
    static func justChain(_ chains: Int) {}
    static func combineLatest(_ updates: Int) {}
    static func zip(_ updates: Int) {}
    static func flatMapLatest(_ events: Int) {}
}
