import Testing

@testable import DesignTokens

/// What `$extends` copies is weighed once per group before the walk: a fan-out that doubles at
/// every level is refused in a step per group; copies that loop through each other are cycles.
@Suite struct TokenCopiesTests {
    /// `g0` holds one token; each `g<i>` holds two groups that each extend `g<i-1>`, so `g<n>`
    /// would hold 2ⁿ copies of it (and the load 2ⁿ⁺¹ − 1 tokens).
    static func fanOut(levels: Int) -> String {
        let groups = (1...levels).map { #""g\#($0)": {"a": {"$extends": "{g\#($0 - 1)}"}, "b": {"$extends": "{g\#($0 - 1)}"}}"# }
        return #"{"g0": {"$type": "number", "x": {"$value": 1}}, "# + groups.joined(separator: ", ") + "}"
    }

    /// The tokens and groups `g<i>.a` gets from `g<i-1>`: 1, 4, 10, 22, … (3 × 2ⁱ⁻¹ − 2).
    static func copies(level: Int) -> Int { 3 * (1 << (level - 1)) - 2 }

    static func loader(_ json: String) -> (TokenLoader, TokenLoadResult) {
        var loader = TokenLoader(strictness: .strict)
        let result = loader.run([TokenSource(name: "test.tokens.json", bytes: Array(json.utf8))])
        return (loader, result)
    }

    @Test func aFanOutOfTwentyFourLevelsIsRefusedAfterOneEstimatePerGroup() throws {
        let (loader, result) = Self.loader(Self.fanOut(levels: 24))
        #expect(result.table == nil)
        let error = try #require(result.errors.first)
        #expect(result.errors.count == 1, "\(result.errors)")
        #expect(error.file == "test.tokens.json" && error.token == "g24.a" && error.rule == .expansion)
        let total = (1...24).reduce(0) { $0 + 2 * Self.copies(level: $1) }
        #expect(
            error.detail
                == "$extends would copy up to 25165822 tokens and groups into this group (up to \(total) in the load), past the budget "
                + "of 1000000 value nodes a load may expand to (1000000 remain): g24.a extends g23 (up to 25165822), "
                + "g23.a extends g22 (up to 12582910), g22.a extends g21 (up to 6291454), g21.a extends g20 (up to 3145726), "
                + "… 19 more …, g1.a extends g0 (up to 1); no group was extended and no value resolved")
        // Linear: one estimate per group that extends another, and nothing copied.
        #expect(loader.copyEstimates.count == 2 * 24)
        #expect(loader.budget.spent == 0 && result.tokenCount == 1)
    }

    @Test func theWorkGrowsWithTheLevelsNotWithTheCopies() {
        for levels in [6, 12, 48] {
            let (loader, _) = Self.loader(Self.fanOut(levels: levels))
            #expect(loader.copyEstimates.count == 2 * levels)
        }
    }

    @Test func aFanOutUnderTheBudgetLoadsWhole() throws {
        let (loader, result) = Self.loader(Self.fanOut(levels: 10))
        let table = try #require(result.table, "\(result.diagnostics)")
        #expect(table.tokens.count == (1 << 11) - 1)
        #expect(try table.value("g10/b/a/b/a/b/a/b/a/b/a/x") == .number(1))
        // Every copy walked spent a node, exactly as estimated.
        #expect(loader.budget.spent == (1...10).reduce(0) { $0 + 2 * Self.copies(level: $1) })
    }

    /// g copies h, whose x extends k, whose y extends h: before, the walk recursed until the
    /// stack ran out (h.x.y → h was seen as a loop, g.x.y → h was not).
    @Test func copiesThatExtendWhatIsBeingCopiedAroundThemAreACycle() {
        let json = ##"""
            {"g": {"$extends": "{h}"}, "h": {"$type": "number", "t": {"$value": 1}, "x": {"$extends": "{k}"}},
             "k": {"y": {"$extends": "{h}"}}}
            """##
        let details = load(json).errors.filter { $0.rule == .cycle }.map { "\($0.token?.dotted ?? ""): \($0.detail)" }
        #expect(details.contains("g.x.y: $extends chain loops through copies: g extends h, g.x extends k, then g.x.y extends h again"))
        #expect(details.contains("h.x.y: $extends chain loops: h.x.y → h"))
        let button =
            ##"{"button": {"c": {"$type": "number", "$value": 1}, "secondary": {"$extends": "{button}"}}, "x": {"$extends": "{button}"}}"##
        let loops = load(button).errors.filter { $0.rule == .cycle }.map(\.detail)
        #expect(loops.contains("$extends chain loops: button.secondary → button"))
        #expect(loops.contains("$extends chain loops through copies: x extends button, then x.secondary extends button again"))
    }

    /// A group's own member may extend what the group extends: it is beside the copy, not in it.
    @Test func aMemberOfACopyMayExtendWhatItsGroupExtends() throws {
        let json =
            ##"{"b": {"$type": "number", "t": {"$value": 1}}, "a": {"$extends": "{b}", "x": {"$extends": "{b}", "y": {"$extends": "{b}"}}}}"##
        let table = try table(json)
        #expect(table.paths.map(\.description) == ["a/t", "a/x/t", "a/x/y/t", "b/t"])
    }

    @Test func copiesNestedDeeperThanTheLimitAreRefused() throws {
        let groups = (1...600).map { #""g\#($0)": {"t": {"$value": \#($0)}, "c": {"$extends": "{g\#($0 - 1)}"}}"# }
        let result = load(#"{"$type": "number", "g0": {"t": {"$value": 0}}, "# + groups.joined(separator: ", ") + "}")
        let error = try #require(result.errors.first)
        #expect(result.errors.count == 1 && error.token == "g514.c" && error.rule == .expansion)
        #expect(
            error.detail.hasPrefix("$extends would nest copies more than 512 groups deep: g514.c extends g513 (up to "), "\(error.detail)")
    }

    /// Should the estimate fall short, copying stops where the budget does.
    @Test func theWalkStopsCopyingWhereTheBudgetEnds() throws {
        let json = ##"{"b": {"$type": "number", "t1": {"$value": 1}, "t2": {"$value": 2}, "t3": {"$value": 3}}, "a": {"$extends": "{b}"}}"##
        let root = try #require(try JSONParser.parse(Array(json.utf8)).value.object)
        var loader = TokenCollector(strictness: .strict, root: root, provenance: [:], fallbackFile: "test.tokens.json")
        let spent = loader.budget.spend(ExpansionBudget.limit - 2)
        #expect(spent)
        loader.walkGroup(
            loader.root, path: TokenPath(segments: []), groupType: nil, deprecated: nil, file: "test.tokens.json", isRoot: true)
        #expect(loader.tokenList.map(\.path.dotted) == ["b.t1", "b.t2", "b.t3", "a.t1", "a.t2"])
        #expect(loader.extendsRefused)
        #expect(
            loader.diagnostics.map(\.description) == [
                "test.tokens.json: a: expansion: $extends copies past the budget of 1000000 value nodes a load may expand to, here: "
                    + "a extends b; no group was extended further and no value resolved"
            ])
    }
}
