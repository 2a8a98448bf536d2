import Testing

@testable import DesignTokens

/// The expansion budget on resolved values: aliases that multiply a shadow, a gradient or a list
/// read through `$ref` are refused in words before the value is built; real tables never meet it.
@Suite struct TokenBudgetTests {
    /// A shadow layer as the format writes it.
    static let layer =
        ##"{"color": \##(srgb("#000000")), "offsetX": \##(px(0)), "offsetY": \##(px(1)), "blur": \##(px(2)), "spread": \##(px(0))}"##

    /// Tokens `s0` … `s<levels>` of `type`: `s0` holds `first`, every other one is two aliases of
    /// the one before, so `s<n>` holds 2ⁿ times what `s0` holds. `properties` writes a token's type
    /// and value (the format's `$type`/`$value`, or Tokens Studio's `type`/`value`).
    static func bomb(levels: Int, type: String, first: String, properties: (String, String) = ("$type", "$value")) -> String {
        let (typeKey, valueKey) = properties
        let tokens = (0...levels).map { level in
            let value = level == 0 ? "[\(first)]" : #"["{s\#(level - 1)}", "{s\#(level - 1)}"]"#
            return #""s\#(level)": {"\#(typeKey)": "\#(type)", "\#(valueKey)": \#(value)}"#
        }
        return "{" + tokens.joined(separator: ", ") + "}"
    }

    /// Loads `json`, keeping the loader to read what it spent.
    static func loader(_ json: String, _ strictness: TokenStrictness = .strict) -> (TokenLoader, TokenLoadResult) {
        var loader = TokenLoader(strictness: strictness)
        let result = loader.run([TokenSource(name: "test.tokens.json", bytes: Array(json.utf8))])
        return (loader, result)
    }

    /// s0 … s16 fit (6 × (2¹⁷ − 1) nodes spent); s17's 2¹⁷ layers would need 786432 of the
    /// 213574 left; every later level names a refused token and fails with it, unreported.
    static let refusal =
        "its 131072 shadow layers would make 786432 value nodes, past the budget of 1000000 value nodes a load may expand to "
        + "(213574 remain); the aliases multiplying it: s17 → s16 (2×) → s15 (2×) → s14 (2×) → … 13 more … → s0 (2×)"

    @Test(arguments: [30, 40])
    func aShadowThatDoublesAtEveryLevelIsRefusedNamingTheTokenAndItsAliases(levels: Int) throws {
        let (loader, result) = Self.loader(Self.bomb(levels: levels, type: "shadow", first: Self.layer))
        #expect(result.table == nil)
        let error = try #require(result.errors.first)
        #expect(result.errors.count == 1, "\(result.errors)")
        #expect(error.file == "test.tokens.json" && error.token == "s17" && error.rule == .expansion)
        #expect(error.detail == Self.refusal)
        // Nothing past the budget was built: what was spent is what s0 … s16 hold.
        #expect(loader.budget.spent == 6 * ((1 << 17) - 1))
        #expect(loader.resolvedValues.count == 17)
    }

    @Test func tokensStudiosBoxShadowThatDoublesIsRefusedWhenReadLeniently() throws {
        let studioLayer = ##"{"x": "0", "y": "1", "blur": "2", "spread": "0", "color": "#000000", "type": "dropShadow"}"##
        let json = Self.bomb(levels: 30, type: "boxShadow", first: studioLayer, properties: ("type", "value"))
        let (loader, result) = Self.loader(json, .lenient)
        #expect(result.table == nil)
        let error = try #require(result.errors.first)
        #expect(result.errors.count == 1, "\(result.errors)")
        #expect(error.token == "s17" && error.rule == .expansion && error.detail == Self.refusal)
        #expect(loader.budget.spent == 6 * ((1 << 17) - 1))
        #expect(!result.warnings.isEmpty, "the Tokens Studio forms are still said")
    }

    @Test func aGradientThatDoublesIsRefusedToo() throws {
        let stop = ##"{"color": \##(srgb("#000000")), "position": 0}"##
        let result = load(Self.bomb(levels: 30, type: "gradient", first: stop))
        let error = try #require(result.errors.first)
        #expect(result.errors.count == 1, "\(result.errors)")
        // 2 nodes a stop: s0 … s17 fit (2 × (2¹⁸ − 1)); s18 would need 2 × 2¹⁸.
        #expect(error.token == "s18" && error.rule == .expansion)
        #expect(error.detail.hasPrefix("its 262144 gradient stops would make 524288 value nodes"), "\(error.detail)")
        #expect(error.detail.hasSuffix("s18 → s17 (2×) → s16 (2×) → s15 (2×) → … 14 more … → s0 (2×)"), "\(error.detail)")
    }

    /// A `$ref` reads the list it points at again for every token: 400 tokens × 4,000 names.
    @Test func aLongListReadThroughPointersByManyTokensIsRefused() throws {
        let names = Array(repeating: #""Inter""#, count: 4000).joined(separator: ", ")
        let tokens = (0..<400).map { ##""f\##($0)": {"$value": {"$ref": "#/$defs/names"}}"## }
        let json = #"{"$defs": {"names": [\#(names)]}, "fonts": {"$type": "fontFamily", \#(tokens.joined(separator: ", "))}}"#
        let (loader, result) = Self.loader(json)
        let error = try #require(result.errors.first)
        // 250 tokens fit exactly; each later one is refused on its own, in its own words.
        #expect(result.errors.count == 150 && result.errors.allSatisfy { $0.rule == .expansion })
        #expect(error.token == "fonts.f250" && error.detail.hasPrefix("its 4000 font names would make 4000 value nodes"), "\(error.detail)")
        #expect(loader.budget.spent == ExpansionBudget.limit)
    }

    /// Thousands of tokens sharing aliases, well under the budget, load whole.
    @Test func aLargeTableOfSharedAliasesLoads() throws {
        var groups = [
            ##""base": {"$type": "shadow", "one": {"$value": [\##(Self.layer), \##(Self.layer)]}, "two": {"$value": ["{base.one}", \##(Self.layer)]}}"##,
            ##""stops": {"$type": "gradient", "base": {"$value": [{"color": \##(srgb("#FFFFFF")), "position": 0}, {"color": \##(srgb("#000000")), "position": 1}]}}"##,
        ]
        let shadows = (0..<3000).map { #""s\#($0)": {"$value": ["{base.two}", "{base.one}", \#(Self.layer)]}"# }
        let gradients = (0..<1000).map { #""g\#($0)": {"$value": ["{stops.base}", "{stops.base}"]}"# }
        let fonts = (0..<1000).map { #""f\#($0)": {"$value": ["Inter", "Helvetica", "sans-serif"]}"# }
        let lines = (0..<100).map { ##""l\##($0)": {"$value": {"dashArray": [\##(px(4)), \##(px(2)), \##(px(1))], "lineCap": "round"}}"## }
        groups.append(#""shadows": {"$type": "shadow", \#(shadows.joined(separator: ", "))}"#)
        groups.append(#""gradients": {"$type": "gradient", \#(gradients.joined(separator: ", "))}"#)
        groups.append(#""fonts": {"$type": "fontFamily", \#(fonts.joined(separator: ", "))}"#)
        groups.append(#""lines": {"$type": "strokeStyle", \#(lines.joined(separator: ", "))}"#)
        let (loader, result) = Self.loader("{" + groups.joined(separator: ", ") + "}")
        let table = try #require(result.table, "\(result.diagnostics)")
        #expect(table.tokens.count == 5103)
        guard case .shadow(let layers)? = table.tokens["shadows/s2999"]?.value else {
            Issue.record("not a shadow")
            return
        }
        #expect(layers.count == 6)
        // Layers 6 nodes, stops 2, names and dashes 1: each value counted once, as it is built.
        #expect(loader.budget.spent == 6 * (2 + 3 + 3000 * 6) + 2 * (2 + 1000 * 4) + 1000 * 3 + 100 * 3)
    }
}
