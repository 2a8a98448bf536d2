/// What an option names is unusable, found when the command runs rather than when it parses
/// (a `--tokens` folder that replaces no table): printed as `Error: <message>`, without the
/// usage text, and the command exits 2.
struct OptionProblem: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
