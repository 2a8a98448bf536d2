import DesignTokens
import EBComponents
import EndToEndSupport
import Foundation
import TestSupport
import Testing

/// `snapshot tokens validate|resolve|rules`, in process.
@Suite struct TokensCommandTests {
    static let corpus = packageRoot.appendingPathComponent("Tests/SnapshotCommandLineTests/TokenCorpus")

    @Test func validateSortsACorpusIntoValidAndInvalidFilesWithTheRightRule() throws {
        let output = try CLIRunner.run(["tokens", "validate", Self.corpus.path, "--json"])
        #expect(output.status == 2)
        let report = try #require(try JSONParser.parse(Array(output.stdout.utf8)).value.object)
        #expect(report["valid"] == .bool(false))
        let files = try #require(report["files"]?.array)
        #expect(files.count == 13)
        for file in files {
            let object = try #require(file.object)
            let path = try #require(object["file"]?.string)
            let name = URL(fileURLWithPath: path).lastPathComponent
            let problems = object["problems"]?.array ?? []
            let errorRules = Set(
                problems.compactMap { $0.object }.filter { $0["severity"] == .string("error") }.compactMap { $0["rule"]?.string })
            if path.contains("/valid/") {
                #expect(object["valid"] == .bool(true), "\(name): \(problems)")
            } else {
                let expected = name.components(separatedBy: "--")[0]
                #expect(object["valid"] == .bool(false), "\(name)")
                #expect(errorRules.contains(expected), "\(name): \(errorRules)")
            }
        }
    }

    @Test func validatePrintsOneLinePerProblemAndExitsZeroWhenValid() throws {
        let invalid = try CLIRunner.run([
            "tokens", "validate", Self.corpus.appendingPathComponent("invalid/legacy-format--style-dictionary-v3.json").path,
        ])
        #expect(invalid.status == 2)
        let lines = invalid.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains("style-dictionary-v3.json: ") && $0.contains(": legacy-format: ") })
        #expect(invalid.stderr.contains("--lenient"))
        let lenient = try CLIRunner.run(
            ["tokens", "validate", "--lenient", Self.corpus.appendingPathComponent("invalid/legacy-format--style-dictionary-v3.json").path])
        #expect(lenient.status == 0)
        #expect(lenient.stdout.contains("warning: legacy-format"))
    }

    @Test func theLenientHintComesOnlyWhenLenientReadingWouldHelp() throws {
        let folder = try temporaryFolder("tokens")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cycle = folder.appendingPathComponent("cycle.tokens.json")
        try Data(##"{"a": {"$type": "number", "$value": "{b}"}, "b": {"$type": "number", "$value": "{a}"}}"##.utf8).write(to: cycle)
        let output = try CLIRunner.run(["tokens", "validate", cycle.path])
        #expect(output.status == 2)
        #expect(output.stderr.contains("1 table, 2 tokens: 0 valid, 1 invalid (1 error, 0 warnings)"), "\(output.stderr)")
        #expect(!output.stderr.contains("--lenient"), "a cycle is not a legacy form")
    }

    @Test func theProjectsOwnTablesAreValidWhenStrict() throws {
        let output = try CLIRunner.run(["tokens", "validate", "Sources/EBComponents/Tokens"])
        #expect(output.status == 0, "\(output.stdout)")
        #expect(output.stdout.isEmpty)
    }

    @Test func resolvePrintsSRGBAndTheOriginalObjectPerMode() throws {
        let file = Self.corpus.appendingPathComponent("valid/terrazzo-composites.json").path
        let output = try CLIRunner.run(["tokens", "resolve", file])
        #expect(output.status == 0, "\(output.stderr)")
        let accent = try #require(output.stdout.split(separator: "\n").first { $0.hasPrefix("base.p3-accent  color  #") })
        #expect(accent.contains(#"{"colorSpace":"display-p3","components":[0,0.8,0.3]}"#))
        #expect(accent.contains("mapped"), "an out-of-sRGB colour says how it was mapped: \(accent)")
        #expect(output.stdout.contains("elevation.high  shadow  0px 1px 2px 0px #00000033, 0px 8px 24px -4px #00000033"))

        let counter = try CLIRunner.run([
            "tokens", "resolve", "Sources/EBComponents/Tokens/EBCounter.tokens.json", "--mode", "dark", "--json",
        ])
        #expect(counter.status == 0)
        let tokens = try #require(try JSONParser.parse(Array(counter.stdout.utf8)).value.object)
        #expect(tokens["counter.color.empty.bg"]?.object?["sRGB"] == .string("#1E2A3B"))
        let original = tokens["counter.color.empty.bg"]?.object?["original"]?.object
        #expect(original?["hex"] == .string("#1e2a3b"), "the dark mode's own object, not the base one: \(String(describing: original))")
        let unknownMode = try CLIRunner.run(["tokens", "resolve", "Sources/EBComponents/Tokens/EBCounter.tokens.json", "--mode", "sepia"])
        #expect(unknownMode.status == 2)
        #expect(unknownMode.stderr.contains("modes dark"))
    }

    /// Tokens Studio's arithmetic, read with `--lenient`: the line of a computed value shows the
    /// expression, the tokens it read and what it came to, and `--json` keeps them.
    @Test func resolveShowsWhatArithmeticComputedAValueFrom() throws {
        let folder = try temporaryFolder("tokens")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("studio.json")
        try Data(
            ##"{"_size": {"unit": {"value": "16", "type": "sizing"}}, "spacing": {"md": {"value": "floor({_size.unit} * 1.5)", "type": "spacing"}}}"##
                .utf8
        ).write(to: file)
        let text = try CLIRunner.run(["tokens", "resolve", "--lenient", file.path])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("spacing.md  dimension  24px  = floor({_size.unit} * 1.5) = 24px with _size.unit = 16px\n"))
        #expect(text.stdout.contains("_size.unit  dimension  16px\n"))
        #expect(text.stderr.contains(#"spacing.md: warning: legacy-format: Tokens Studio's math "floor({_size.unit} * 1.5)" read as 24px"#))
        let json = try CLIRunner.run(["tokens", "resolve", "--lenient", "--json", file.path])
        let tokens = try #require(try JSONParser.parse(Array(json.stdout.utf8)).value.object)
        let computed = try #require(tokens["spacing.md"]?.object?["computed"]?.array?.first?.object)
        #expect(computed["expression"] == .string("floor({_size.unit} * 1.5)"))
        #expect(computed["operands"]?.object?["_size.unit"] == .string("16px"))
        #expect(computed["result"] == .string("24px"))
        #expect(try CLIRunner.run(["tokens", "resolve", file.path]).status == 2, "strict reading refuses it")
    }

    @Test func rulesListsEveryRule() throws {
        let output = try CLIRunner.run(["tokens", "rules"])
        #expect(output.stdout.split(separator: "\n").count == TokenRule.allCases.count)
    }
}
