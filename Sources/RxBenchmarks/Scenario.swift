/// A benchmark scenario run the same way against RxCore and OpenCombine.
struct Scenario: Sendable {
    let key: String
    let title: String
    /// Operations per run at scale 1 (events, or subscribe/dispose cycles).
    let operations: Int
    let rxCore: @Sendable (Int) -> Void
    let openCombine: @Sendable (Int) -> Void
}

let scenarios: [Scenario] = [
    Scenario(
        key: "a", title: "subject -> map -> filter -> subscribe (per event)", operations: 10_000_000,
        rxCore: RxCoreScenarios.subjectMapFilter, openCombine: OpenCombineScenarios.subjectMapFilter),
    Scenario(
        key: "b", title: "just(1).map.filter subscribe + dispose (per chain)", operations: 1_000_000,
        rxCore: RxCoreScenarios.justChain, openCombine: OpenCombineScenarios.justChain),
    Scenario(
        key: "c", title: "combineLatest(2 subjects) + map (per update)", operations: 2_000_000,
        rxCore: RxCoreScenarios.combineLatest, openCombine: OpenCombineScenarios.combineLatest),
    Scenario(
        key: "c2", title: "zip(2 subjects) + map (per update)", operations: 2_000_000,
        rxCore: RxCoreScenarios.zip, openCombine: OpenCombineScenarios.zip),
    Scenario(
        key: "d", title: "flatMapLatest { just($0) } (per outer event)", operations: 200_000,
        rxCore: RxCoreScenarios.flatMapLatest, openCombine: OpenCombineScenarios.flatMapLatest),
    Scenario(
        key: "e", title: "value subject -> map -> subscribe (per event)", operations: 10_000_000,
        rxCore: RxCoreScenarios.behaviorSubjectMap, openCombine: OpenCombineScenarios.currentValueSubjectMap),
]
