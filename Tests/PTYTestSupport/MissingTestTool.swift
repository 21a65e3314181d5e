/// What an end-to-end test needs and cannot find (a built binary, tmux, a pseudo-terminal): the
/// test fails with the reason, rather than skipping, so CI cannot pass without running it.
public struct MissingTestTool: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
