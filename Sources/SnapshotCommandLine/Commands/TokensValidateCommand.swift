import ArgumentParser
import DesignTokens
import Foundation

/// `snapshot tokens validate FILE|FOLDER… [--lenient] [--merge] [--json]`
struct TokensValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check token files against the DTCG 2025.10 format; one line per problem.",
        discussion: """
            Each file is checked on its own (a folder: every .json file in it, recursively), or all of
            them as one table with --merge (later files override earlier ones). A resolver document
            (one with resolutionOrder) is checked with the files it names.
            Lines read `file: token.path: rule: detail`; `snapshot tokens rules` lists the rules.
            Exit 0 when every file is valid (warnings allowed), 2 otherwise.
            """)

    @Argument(help: "Token files or folders of them.") var paths: [String]
    @Flag(name: .long, help: "Accept pre-2025.10 forms (hex strings, \"8px\", unknown properties) as warnings.") var lenient = false
    @Flag(name: .long, help: "Check the files together as one table, later files overriding earlier ones.") var merge = false
    @Flag(name: .long, help: "Print one JSON object: {valid, files: [{file, valid, tokens, problems}]}.") var json = false

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("name at least one token file or folder") }
        for path in paths where !FileManager.default.fileExists(atPath: SnapshotCommand.url(path).path) {
            throw ValidationError("no such file or folder: \(path)")
        }
    }

    func run() throws {
        let files = TokenFiles.expand(paths.map(SnapshotCommand.url))
        guard !files.isEmpty else { throw ValidationError("no .json files in \(paths.joined(separator: ", "))") }
        let strictness: TokenStrictness = lenient ? .lenient : .strict
        let groups = merge ? [files] : files.map { [$0] }
        var reports: [(name: String, result: TokenLoadResult)] = []
        for group in groups {
            reports.append((group.map(\.path).joined(separator: " + "), TokenTable.load(files: group, strictness: strictness)))
        }
        let valid = reports.allSatisfy { $0.result.errors.isEmpty }
        if json {
            let objects: [JSONValue] = reports.map { report in
                .object(
                    JSONObject([
                        ("file", .string(report.name)), ("valid", .bool(report.result.errors.isEmpty)),
                        ("tokens", .number(Double(report.result.tokenCount))),
                        ("problems", .array(report.result.diagnostics.map(TokenFiles.json))),
                    ]))
            }
            Console.outJSON(JSONWriter.write(.object(JSONObject([("valid", .bool(valid)), ("files", .array(objects))])), pretty: true))
        } else {
            for report in reports {
                for diagnostic in report.result.diagnostics { Console.out(diagnostic.description) }
            }
            let invalid = reports.filter { !$0.result.errors.isEmpty }.count
            let errors = reports.reduce(0) { $0 + $1.result.errors.count }
            let warnings = reports.reduce(0) { $0 + $1.result.warnings.count }
            let tokens = reports.reduce(0) { $0 + $1.result.tokenCount }
            Console.error(
                "\(reports.count) \(reports.count == 1 ? "table" : "tables"), \(tokens) \(tokens == 1 ? "token" : "tokens"): \(reports.count - invalid) valid, "
                    + "\(invalid) invalid (\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings"))"
                    + (strictness == .strict && reports.contains { $0.result.errors.contains { $0.rule.isLegacy } }
                        ? "; --lenient accepts legacy forms as warnings" : ""))
        }
        if !valid { throw ExitCode(2) }
    }
}
