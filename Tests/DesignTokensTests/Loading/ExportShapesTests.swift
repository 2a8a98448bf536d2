import Foundation
import Testing

@testable import DesignTokens

/// Two shapes real exports have, written here as fixtures: shadows without `spread`
/// (`Fixtures/style-dictionary-shadows.json`, as Style Dictionary's documentation demo writes
/// them) and, as Primer's tokens do, a group with a tool's own `$type`, dimensions in `em`
/// outside typography, and typography whose size, line height and letter spacing are in `em`
/// (`Fixtures/primer-shapes.json`, written by hand in Primer's shapes). Read leniently each loads, with a warning
/// per reading; strict reading refuses each with the errors it always gave.
@Suite struct ExportShapesTests {
    static func loadFixture(_ name: String, _ strictness: TokenStrictness) throws -> TokenLoadResult {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json"))
        return TokenTable.load([TokenSource(name: "\(name).json", bytes: Array(try Data(contentsOf: url)))], strictness: strictness)
    }

    // MARK: Shadows without spread

    @Test func shadowsWithoutSpreadAreRefusedStrictlyAsBefore() throws {
        let strict = try Self.loadFixture("style-dictionary-shadows", .strict)
        #expect(strict.table == nil)
        #expect(
            strict.errors.map(\.description) == [
                "style-dictionary-shadows.json: shadow.card: missing-property: a shadow needs 'spread'",
                "style-dictionary-shadows.json: shadow.raised: missing-property: a shadow needs 'spread'",
            ])
    }

    @Test func aMissingSpreadIsZeroWhenLenientWithAWarningPerToken() throws {
        let lenient = try Self.loadFixture("style-dictionary-shadows", .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        let shadow = Color(red: 0, green: 0, blue: 0, alpha: 51)
        #expect(try tokens.value("shadow/card") == .shadow([Shadow(color: shadow, offsetX: 0, offsetY: 2, blur: 4, spread: 0)]))
        #expect(
            try tokens.value("shadow/raised")
                == .shadow([
                    Shadow(color: shadow, offsetX: 0, offsetY: 1, blur: 2, spread: 0),
                    Shadow(color: shadow, offsetX: 0, offsetY: 8, blur: 16, spread: -4),
                ]))
        #expect(try tokens.value("shadow/focus") == .shadow([Shadow(color: shadow, offsetX: 0, offsetY: 0, blur: 0, spread: 3)]))
        #expect(
            lenient.warnings.map(\.description) == [
                "style-dictionary-shadows.json: shadow.card: warning: missing-property: a shadow without 'spread' (as Style Dictionary writes it) read with spread 0 (--lenient)",
                "style-dictionary-shadows.json: shadow.raised: warning: missing-property: a shadow without 'spread' (as Style Dictionary writes it) read with spread 0 (--lenient)",
            ])
    }

    /// Only a missing spread is read as 0: a shadow without its blur is refused even when lenient.
    @Test func otherMissingShadowMembersStayErrorsWhenLenient() {
        let json = ##"{"s": {"$type": "shadow", "$value": {"color": \##(srgb("#000000")), "offsetX": \##(px(0)), "offsetY": \##(px(1))}}}"##
        #expect(load(json, .lenient).errors.map(\.detail) == ["a shadow needs 'blur'"])
    }

    // MARK: A group with a tool's own type; em outside typography

    @Test func primersShapesAreRefusedStrictlyAsBefore() throws {
        let strict = try Self.loadFixture("primer-shapes", .strict)
        #expect(strict.table == nil)
        let errors = strict.errors.map { "\($0.token?.dotted ?? ""): \($0.rule.rawValue)" }
        #expect(
            errors == [
                "icon: unknown-type", "icon.check: missing-type", "icon.small.arrow: missing-type", "icon.x: missing-type",
                "text.codeBlock.size: value", "text.codeInline.size: value", "text.quote.shorthand: value",
            ])
        let inline = try #require(strict.errors.first { $0.token == "text/codeInline/size" })
        #expect(inline.detail == #"a dimension's unit is "px" or "rem", found "em""#)
    }

    @Test func aGroupWithAToolsOwnTypeIsLeftOutWithItsTokensAndOneWarning() throws {
        let lenient = try Self.loadFixture("primer-shapes", .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        #expect(!tokens.paths.contains { $0.segments.first == "icon" }, "\(tokens.paths)")
        #expect(try tokens.dimension("base/size/16") == 16)
        let icon = lenient.diagnostics.filter { $0.token?.segments.first == "icon" }
        #expect(
            icon.map(\.description) == [
                "primer-shapes.json: icon: warning: unknown-type: 'link' is not a type of the 2025.10 format: left out of the table (--lenient)"
            ])
    }

    /// An alias to a token of a left-out group fails as an alias to a left-out token does: the
    /// aliasing token is not in the table, and no `missing-type` is reported for the group's tokens.
    @Test func anAliasIntoALeftOutGroupLeavesTheAliasOut() throws {
        let json = ##"""
            {"icon": {"$type": "link", "check": {"$value": "icons/check.svg"}},
             "button": {"icon": {"$value": "{icon.check}"}},
             "size": {"$type": "dimension", "gap": {"$value": {"value": 4, "unit": "px"}}}}
            """##
        let lenient = load(json, .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        #expect(tokens.paths == ["size/gap"])
        #expect(lenient.diagnostics.map(\.rule) == [.unknownType])
    }

    @Test func emDimensionsOutsideTypographyResolveAgainstTheRootWhenLenient() throws {
        let lenient = try Self.loadFixture("primer-shapes", .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        #expect(try tokens.dimension("text/codeInline/size") == 0.9285 * 16)
        #expect(try tokens.dimension("text/codeBlock/size") == 0.85 * 16)
        #expect(try tokens.dimension("text/body/lineHeight") == 20, "rem as always")
        let text = lenient.warnings.filter { $0.token?.segments.first == "text" && $0.rule == .value }.map(\.description)
        #expect(
            text == [
                "primer-shapes.json: text.codeBlock.size: warning: value: a dimension in em outside typography: the string \"0.85em\" read against the 16px root as rem (13.6px) (--lenient)",
                "primer-shapes.json: text.codeInline.size: warning: value: a dimension in em outside typography: 0.9285em read against the 16px root as rem (14.856px) (--lenient)",
            ])
    }

    /// Primer's inline code: a typography whose font size aliases a size in em (read against the
    /// root by the size token, which warns), and whose line height and letter spacing are in em,
    /// multiples of that font size: one warning for the typography names both.
    @Test func emInsideATypographyIsReadAgainstItsFontSizeWithOneWarning() throws {
        let lenient = try Self.loadFixture("primer-shapes", .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        let size = 0.9285 * 16
        #expect(
            try tokens.typography("text/codeInline/shorthand")
                == Typography(fontFamily: ["monospace"], fontWeight: 400, fontSize: size, lineHeight: 1.5 * size, letterSpacing: 0))
        let warnings = lenient.warnings.filter { $0.token == "text/codeInline/shorthand" }.map(\.description)
        #expect(
            warnings == [
                "primer-shapes.json: text.codeInline.shorthand: warning: legacy-format: letterSpacing in em (0em × fontSize 14.856px = 0px), lineHeight in em (1.5em × fontSize 14.856px = 22.284px)"
            ])
    }

    /// A font size in em is relative to the size the text inherits: the 16 px root, as CSS reads
    /// it; its line height, a number, is then a multiple of 20 px.
    @Test func anEmFontSizeInATypographyIsReadAgainstTheRootWhenLenient() throws {
        let lenient = try Self.loadFixture("primer-shapes", .lenient)
        let tokens = try #require(lenient.table, "\(lenient.diagnostics)")
        let quote = try tokens.typography("text/quote/shorthand")
        #expect(quote.fontSize == 20)
        #expect(quote.lineHeight == 28)
        #expect(
            lenient.warnings.filter { $0.token == "text/quote/shorthand" }.map(\.detail) == [
                "fontSize in em (1.25em × the 16px root = 20px)"
            ])
    }

    /// Strict reading refuses em inside a typography as it always did.
    @Test func emInsideATypographyStaysAnErrorWhenStrict() {
        let json = ##"""
            {"t": {"$type": "typography", "$value": {"fontFamily": "X", "fontSize": {"value": 1.2, "unit": "em"},
              "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}
            """##
        let result = load(json, .strict)
        #expect(result.table == nil)
        #expect(result.errors.map(\.detail) == [#"a dimension's unit is "px" or "rem", found "em""#])
    }
}
