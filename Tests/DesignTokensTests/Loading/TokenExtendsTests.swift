import Testing

@testable import DesignTokens

/// `$extends` chains: merging a chain's groups once gives what merging them link by link gave.
@Suite struct TokenExtendsTests {
    /// A small deterministic generator (a linear congruential one), so failures can be replayed.
    private struct Random {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// A random layer: tokens, nested groups, `$`-properties and (at the top) `$extends`/`$ref`.
    private static func layer(_ random: inout Random, depth: Int) -> JSONObject {
        var object = JSONObject()
        let names = ["a", "b", "c", "d", "$type", "$root", "$description"] + (depth == 0 ? ["$extends", "$ref"] : [])
        for _ in 0..<random.next(depth == 0 ? 24 : 6) {
            let name = names[random.next(names.count)] + (random.next(3) == 0 ? "\(random.next(30))" : "")
            switch random.next(depth < 2 ? 4 : 2) {
            case 0: object[name] = .object(JSONObject([("$value", .number(Double(random.next(9))))]))
            case 1: object[name] = .string("s\(random.next(9))")
            default: object[name] = .object(layer(&random, depth: depth + 1))
            }
        }
        return object
    }

    /// The layers merged link by link, as a chain was merged before: the innermost first, its
    /// `$extends` and `$ref` removed before each link's group is merged under it.
    private static func linkByLink(_ layers: [JSONObject]) -> JSONObject {
        var current = layers[layers.count - 1]
        for base in layers.dropLast().reversed() {
            current["$extends"] = nil
            current["$ref"] = nil
            var stripped = base
            stripped["$extends"] = nil
            stripped["$ref"] = nil
            current = GroupMerge.deepMerge(base: stripped, over: current)
        }
        current["$extends"] = nil
        current["$ref"] = nil
        return current
    }

    @Test(arguments: 0..<40)
    func mergingAChainAtOnceMatchesMergingItLinkByLink(seed: Int) {
        var random = Random(state: UInt64(seed) &* 2_654_435_761 &+ 1)
        let layers = (0..<(1 + random.next(6))).map { _ in Self.layer(&random, depth: 0) }
        let merged = GroupMerge.merged(layers, droppingReferences: true)
        let expected = Self.linkByLink(layers)
        #expect(merged == expected)
        #expect(merged.keys == expected.keys)
    }

    @Test func aGroupOverATokenOverAGroupStillMergesTheOuterGroup() {
        let outer = JSONObject([("x", .object(JSONObject([("p", .object(JSONObject([("$value", .number(1))])))])))])
        let middle = JSONObject([("x", .object(JSONObject([("$value", .number(2))])))])
        let inner = JSONObject([("x", .object(JSONObject([("q", .object(JSONObject([("$value", .number(3))])))])))])
        let merged = GroupMerge.merged([outer, middle, inner])
        #expect(merged == Self.linkByLink([outer, middle, inner]))
        #expect(merged["x"]?.object?.keys == ["p", "q"])
    }

    @Test func aLongChainOfExtendingGroupsResolves() throws {
        let count = 300
        let groups = (0..<count).map { index in
            index == 0
                ? #""g0": {"$type": "number", "x0": {"$value": 0}}"#
                : #""g\#(index)": {"$extends": "{g\#(index - 1)}", "x\#(index)": {"$value": \#(index)}, "x0": {"$value": -\#(index)}}"#
        }
        let result = load("{" + groups.joined(separator: ", ") + "}")
        #expect(result.diagnostics.isEmpty)
        #expect(result.tokenCount == count * (count + 1) / 2)
        let table = try #require(result.table)
        #expect(table.tokens[TokenPath(segments: ["g\(count - 1)", "x0"])]?.value == .number(Double(-(count - 1))))
        #expect(table.tokens[TokenPath(segments: ["g\(count - 1)", "x5"])]?.value == .number(5))
        #expect(table.tokens[TokenPath(segments: ["g7", "x8"])] == nil)
    }
}
