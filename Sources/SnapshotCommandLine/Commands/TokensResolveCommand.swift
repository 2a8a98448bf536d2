import ArgumentParser
import DesignTokens
import Foundation

/// `snapshot tokens resolve FILE… [--mode M] [--lenient] [--json]`
struct TokensResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Print every token's resolved value (one table; later files override earlier ones).",
        discussion: """
            One line per token: `path  type  value`, colours as sRGB #RRGGBB[AA] followed by the
            original colour object, a value computed by Tokens Studio's math (--lenient) followed by
            `= expression = result with alias = value, …`, so a diff of two runs shows what a token
            change does.
            Exit 2 when the files are invalid (the problems are printed as by validate).
            """)

    @Argument(help: "Token files (or a resolver document), in override order.") var paths: [String]
    @Option(name: .long, help: "The mode to resolve (a name from $extensions.modes or a resolver context).") var mode: String?
    @Flag(name: .long, help: "Accept pre-2025.10 forms as warnings.") var lenient = false
    @Flag(name: .long, help: "Print one JSON object of tokens: {path: {type, value, sRGB, original, …}}.") var json = false

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("name at least one token file") }
        for path in paths where !FileManager.default.fileExists(atPath: SnapshotCommand.url(path).path) {
            throw ValidationError("no such file: \(path)")
        }
    }

    func run() throws {
        let files = TokenFiles.expand(paths.map(SnapshotCommand.url))
        let result = TokenTable.load(files: files, strictness: lenient ? .lenient : .strict)
        for diagnostic in result.diagnostics { Console.error(diagnostic.description) }
        guard let table = result.table else { throw ExitCode(2) }
        if let mode, !table.modes.contains(mode) {
            throw OptionProblem(
                "--mode \(mode): the table declares \(table.modes.isEmpty ? "no modes" : "modes " + table.modes.joined(separator: ", "))")
        }
        let tokens = table.paths.compactMap { table.tokens[$0] }
        if json {
            let members = tokens.map { token in (token.path.dotted, TokenFiles.json(token, mode: mode)) }
            Console.outJSON(JSONWriter.write(.object(JSONObject(members)), pretty: true))
        } else {
            for token in tokens {
                let value = token.value(for: mode)
                var line = "\(token.path.dotted)  \(value.typeName)  \(TokenFiles.text(value))"
                if case .color = value, token.written(for: mode).object != nil {
                    line += "  " + JSONWriter.write(token.written(for: mode))
                }
                let computations = token.computations(for: mode)
                if !computations.isEmpty { line += "  = " + computations.map(\.description).joined(separator: "; ") }
                if let note = token.conversionNote, mode == nil || token.modes[mode ?? ""] == nil { line += "  (\(note))" }
                if let reason = token.deprecated { line += reason.isEmpty ? "  (deprecated)" : "  (deprecated: \(reason))" }
                Console.out(line)
            }
        }
    }
}
