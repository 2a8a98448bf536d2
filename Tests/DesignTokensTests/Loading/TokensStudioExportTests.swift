import Foundation
import Testing

@testable import DesignTokens

/// `Fixtures/tokens-studio-export.json`: a Tokens Studio export written here in the plugin's
/// shape (two token sets, `value`/`type` without `$`, its own type names, typography and
/// boxShadow composites, CSS colours, a colour modifier, `$themes` and `$metadata`). Read
/// leniently it gives the values below, each reading said with the file and token; strictly it
/// is refused with errors, written either way.
@Suite struct TokensStudioExportTests {
    static let file = "tokens-studio-export.json"

    static func document() throws -> JSONValue {
        let url = try #require(Bundle.module.url(forResource: "tokens-studio-export", withExtension: "json"))
        return try JSONParser.parse(Array(Data(contentsOf: url))).value
    }

    static func load(_ document: JSONValue, _ strictness: TokenStrictness) -> TokenLoadResult {
        TokenTable.load([TokenSource(name: file, value: document)], strictness: strictness)
    }

    /// The same export as Tokens Studio's newer option writes it: `$value`, `$type` and
    /// `$description` on every token (a shadow layer's own `type` stays).
    static func prefixed(_ value: JSONValue) -> JSONValue {
        guard case .object(let object) = value else { return value }
        if object["value"] != nil, object["type"] != nil {
            let names = ["value": "$value", "type": "$type", "description": "$description"]
            return .object(JSONObject(object.members.map { (key: names[$0.key] ?? $0.key, value: $0.value) }))
        }
        return .object(JSONObject(object.members.map { (key: $0.key, value: $0.key.hasPrefix("$") ? $0.value : prefixed($0.value)) }))
    }

    @Test func theExportLoadsLenientlyWithTheExpectedValues() throws {
        let result = Self.load(try Self.document(), .lenient)
        let tokens = try #require(result.table, "\(result.errors)")
        #expect(result.tokenCount == 40)

        let heading = try tokens.typography("semantic/typography/heading")
        #expect(
            heading
                == Typography(fontFamily: ["Inter"], fontWeight: 700, fontSize: 24, lineHeight: 36, letterSpacing: heading.letterSpacing))
        #expect(abs(heading.letterSpacing - -0.48) < 1e-12, "-2% of 24px")
        #expect(try tokens.token("semantic/typography/heading").description == "Page and section titles")

        let display = try tokens.typography("semantic/typography/display")
        #expect(display.fontWeight == 800 && display.fontSize == 32, "ExtraBold Italic, through an alias")
        #expect(abs(display.lineHeight - 38.4) < 1e-9 && abs(display.letterSpacing - -0.64) < 1e-12, "120% and -2% of 32px")
        let body = try tokens.typography("semantic/typography/body")
        #expect(body.fontWeight == 400 && body.fontSize == 16 && abs(body.lineHeight - 19.2) < 1e-9 && body.letterSpacing == 0)
        let label = try tokens.typography("semantic/typography/label")
        #expect(label.fontWeight == 600 && label.lineHeight == 20 && label.letterSpacing == 0.5, "px through aliases")
        let caption = try tokens.typography("semantic/typography/caption")
        #expect(caption.fontWeight == 500 && caption.fontSize == 12 && abs(caption.lineHeight - 18) < 1e-9)
        #expect(abs(caption.letterSpacing - 0.24) < 1e-12)
        let code = try tokens.typography("semantic/typography/code")
        #expect(code.fontFamily == ["JetBrains Mono"] && code.fontWeight == 500 && abs(code.lineHeight - 16.8) < 1e-9)

        #expect(
            try tokens.value("semantic/shadows/sm")
                == .shadow([Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 13), offsetX: 0, offsetY: 1, blur: 2, spread: 0)]))
        guard case .shadow(let medium) = try tokens.value("semantic/shadows/md") else {
            Issue.record("semantic.shadows.md is not a shadow")
            return
        }
        #expect(medium.map(\.offsetY) == [1, 4] && medium.map(\.spread) == [0, -2] && medium.allSatisfy { !$0.inset })
        #expect(
            try tokens.value("semantic/shadows/lg")
                == .shadow([Shadow(color: Color(red: 17, green: 24, blue: 39, alpha: 38), offsetX: 0, offsetY: 8, blur: 16, spread: -4)]))
        #expect(
            try tokens.value("semantic/shadows/inner")
                == .shadow([
                    Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 13), offsetX: 0, offsetY: 2, blur: 4, spread: 0, inset: true)
                ]))
        #expect(
            try tokens.value("semantic/shadows/focus")
                == .shadow([
                    Shadow(color: Color(red: 0x25, green: 0x63, blue: 0xeb, alpha: 0x59), offsetX: 0, offsetY: 0, blur: 0, spread: 3)
                ]))

        #expect(try tokens.color("core/colors/overlay") == Color(red: 17, green: 24, blue: 39, alpha: 153))
        #expect(try tokens.color("semantic/surface/scrim") == Color(red: 17, green: 24, blue: 39, alpha: 153))
        #expect(try tokens.color("semantic/surface/pressed") == Color(hex: "#1d4ed8"), "the modifier is not applied")
        #expect(try tokens.value("core/lineHeights/tight") == .number(1.2))
        #expect(try tokens.value("core/lineHeights/fixed") == .dimension(20))
        #expect(try tokens.value("core/letterSpacing/tight") == .number(-0.02))
        #expect(try tokens.value("core/fontWeights/semibold") == .fontWeight(600))
        #expect(try tokens.value("core/fontFamilies/mono") == .fontFamily(["JetBrains Mono"]))
    }

    /// Each reading Tokens Studio's forms need is a warning naming the file and the token.
    @Test(arguments: [
        ("core.colors.overlay", "the CSS colour \"rgba(17, 24, 39, 0.6)\" read as #11182799"),
        ("core.colors.focus", "\"rgba({core.colors.blue.500}, 0.35)\" read as #2563EB59"),
        ("core.fontFamilies.inter", "'fontFamilies' (a Tokens Studio type) read as fontFamily"),
        ("core.fontWeights.regular", "the weight name \"Regular\" read as 400"),
        ("core.fontWeights.semibold", "the weight name \"Semi Bold\" read as 600"),
        ("core.fontWeights.bold", "the string \"700\" as a font weight"),
        ("core.fontWeights.display", "\"ExtraBold Italic\" read as 800: the italic style is not part of a weight"),
        ("core.fontSize.16", "'fontSizes' (a Tokens Studio type) read as dimension"),
        ("core.lineHeights.tight", "the line height \"120%\" read as the number 1.2"),
        ("core.lineHeights.auto", "1.2 is the multiple taken for auto"),
        ("core.lineHeights.fixed", "the string \"20\" as a line height in px"),
        ("core.letterSpacing.tight", "the letter spacing \"-2%\" read as the number -0.02"),
        ("semantic.typography.heading", "the line height \"150%\" read as 1.5 × fontSize 24px = 36px"),
        ("semantic.typography.heading", "letterSpacing \"-2%\" as a share of the font size (-0.02 × fontSize 24px = -0.48px)"),
        ("semantic.typography.heading", "the weight name \"Bold\" read as 700"),
        ("semantic.typography.heading", "paragraphSpacing, textCase, textDecoration are not members of the format's typography"),
        ("semantic.typography.body", "the line height \"AUTO\" read as 1.2 × fontSize 16px = 19.2px"),
        ("semantic.typography.display", "letterSpacing {core.letterSpacing.tight} is a number: read as a share of the font size"),
        ("semantic.typography.caption", "\"Medium Italic\" read as 500"),
        ("semantic.shadows.sm", "'boxShadow' (a Tokens Studio type) read as shadow"),
        ("semantic.shadows.md", "{x, y, blur, spread, color, type: dropShadow} read as the format's {offsetX, offsetY"),
        ("semantic.shadows.inner", "type: innerShadow} read as the format's {offsetX, offsetY, blur, spread, color, inset: true}"),
        ("semantic.surface.pressed", "colour modifier $extensions.studio.tokens.modify (alpha) is not applied"),
    ])
    func eachLenientReadingIsAWarningNamingTheFileAndToken(path: String, fragment: String) throws {
        let result = Self.load(try Self.document(), .lenient)
        let said = result.warnings.filter { $0.file == Self.file && $0.token?.dotted == path }
        #expect(said.contains { $0.detail.contains(fragment) }, "\(said.map(\.detail))")
    }

    @Test func strictLoadingRefusesTheExportWithErrorsWrittenEitherWay() throws {
        let legacy = Self.load(try Self.document(), .strict)
        #expect(legacy.table == nil && !legacy.errors.isEmpty)
        #expect(legacy.errors.allSatisfy { $0.file == Self.file })

        let prefixed = Self.prefixed(try Self.document())
        let strict = Self.load(prefixed, .strict)
        #expect(strict.table == nil)
        let refused: [(String, TokenRule)] = [
            ("core.colors.overlay", .value), ("core.fontWeights.regular", .unknownType), ("core.lineHeights.tight", .unknownType),
            ("core.letterSpacing.tight", .unknownType), ("core.fontSize.16", .unknownType), ("semantic.shadows.sm", .unknownType),
            ("semantic.shadows.md", .unknownType), ("semantic.typography.heading", .unknownProperty),
            ("semantic.typography.heading", .value), ("semantic.typography.caption", .value),
        ]
        for (path, rule) in refused {
            #expect(strict.errors.contains { $0.token?.dotted == path && $0.rule == rule }, "\(path): \(rule)")
        }

        // Lenient, the newer form reads as the older one does.
        let lenient = try #require(Self.load(prefixed, .lenient).table)
        let legacyTable = try #require(Self.load(try Self.document(), .lenient).table)
        #expect(lenient.paths.count == 40)
        for path in legacyTable.paths {
            #expect(try lenient.value(path) == legacyTable.value(path), "\(path.dotted)")
        }
    }
}
