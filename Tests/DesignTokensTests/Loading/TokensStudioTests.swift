import Testing

@testable import DesignTokens

/// What Tokens Studio (the Figma plugin) writes for the format's composite types and their parts,
/// read with `--lenient`, each reading with a warning naming the file and token; strict reading
/// reports each as an error.
@Suite struct TokensStudioTests {
    /// A `fontWeight` token whose value is `value` (JSON text).
    static func weight(_ value: String) -> String {
        ##"{"w": {"$type": "fontWeight", "$value": \##(value)}}"##
    }

    @Test(arguments: [
        ("\"Thin\"", 100), ("\"ExtraLight\"", 200), ("\"Extra Light\"", 200), ("\"UltraLight\"", 200), ("\"Light\"", 300),
        ("\"Regular\"", 400), ("\"Normal\"", 400), ("\"Book\"", 400), ("\"Medium\"", 500), ("\"SemiBold\"", 600),
        ("\"Semi Bold\"", 600), ("\"DemiBold\"", 600), ("\"Bold\"", 700), ("\"ExtraBold\"", 800), ("\"Extra Bold\"", 800),
        ("\"UltraBold\"", 800), ("\"Black\"", 900), ("\"Heavy\"", 900), ("\"BOLD\"", 700), ("\"700\"", 700), ("\"350\"", 350),
    ])
    func figmaWeightNamesAndWeightsInStringsReadLeniently(value: String, expected: Int) throws {
        let lenient = load(Self.weight(value), .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        #expect(try tokens.value("w") == .fontWeight(expected))
        let warning = try #require(lenient.warnings.first, "a lenient reading is said")
        #expect(warning.file == "test.tokens.json" && warning.token == "w" && warning.rule == .legacyFormat)
        #expect(warning.detail.contains(value) && warning.detail.contains("\(expected)"), "\(warning.detail)")
        #expect(load(Self.weight(value)).errors.map(\.rule) == [.value], "strict: an error, as before")
    }

    @Test(arguments: [("\"Bold Italic\"", 700), ("\"SemiBold Italic\"", 600), ("\"Italic\"", 400), ("\"Light Oblique\"", 300)])
    func aStyleAfterTheWeightIsLeftOutWithAWarning(value: String, expected: Int) throws {
        let lenient = load(Self.weight(value), .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        #expect(try tokens.value("w") == .fontWeight(expected))
        #expect(lenient.warnings.contains { $0.token == "w" && $0.detail.contains("style is not part of a weight") })
        #expect(load(Self.weight(value)).table == nil)
    }

    @Test(arguments: ["\"heavy-ish\"", "\"Boldest\"", "\"1200\"", "\"Italic Bold\"", "\"\""])
    func otherWeightStringsStayErrors(value: String) {
        #expect(load(Self.weight(value), .lenient).errors.map(\.rule) == [.value])
    }
}
