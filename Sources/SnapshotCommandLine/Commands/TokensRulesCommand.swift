import ArgumentParser
import DesignTokens

/// `snapshot tokens rules`: the rules `validate` enforces.
struct TokensRulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules", abstract: "List the rules `snapshot tokens validate` enforces.")

    func run() throws {
        let width = TokenRule.allCases.map(\.rawValue.count).max() ?? 0
        for rule in TokenRule.allCases {
            Console.out(rule.rawValue.padding(toLength: width + 2, withPad: " ", startingAt: 0) + rule.summary)
        }
    }
}
