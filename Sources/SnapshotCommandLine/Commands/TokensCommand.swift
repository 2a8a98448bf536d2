import ArgumentParser

/// `snapshot tokens validate|resolve|rules`: check DTCG token files before anything renders.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Validate and resolve W3C Design Tokens (DTCG 2025.10) files.",
        subcommands: [TokensValidateCommand.self, TokensResolveCommand.self, TokensRulesCommand.self])
}
