import Foundation
import Testing

@testable import DesignTokens

/// Many modes: each mode resolves only what its overrides reach, and every other token keeps its
/// base value there.
@Suite struct TokenModesTests {
    @Test func manyModesEachOverriddenByOneToken() throws {
        let count = 300
        let tokens = (0..<count).map {
            #""t\#($0)": {"$type": "number", "$value": \#($0), "$extensions": {"modes": {"m\#($0)": \#(-$0 - 1)}}}, "r\#($0)": {"$value": "{t\#($0)}"}"#
        }
        let table = try table("{" + tokens.joined(separator: ", ") + #", "plain": {"$type": "number", "$value": 7}}"#)
        #expect(table.modes == (0..<count).map { "m\($0)" }.sorted())
        for index in 0..<count {
            let mode = "m\(index)"
            #expect(try table.value(TokenPath(segments: ["t\(index)"]), mode: mode) == .number(Double(-index - 1)))
            #expect(try table.value(TokenPath(segments: ["r\(index)"]), mode: mode) == .number(Double(-index - 1)))
            #expect(try table.value(TokenPath(segments: ["r\(index)"]), mode: "m\((index + 1) % count)") == .number(Double(index)))
            #expect(table.tokens[TokenPath(segments: ["r\(index)"])]?.modes.keys.sorted() == [mode])
            #expect(table.tokens[TokenPath(segments: ["r\(index)"])]?.writtenModes[mode] == .number(Double(-index - 1)))
        }
        #expect(table.tokens["plain"]?.modes.isEmpty == true)
    }

    @Test func oneTokenWithManyModesAndAChainOfAliases() throws {
        let modes = (0..<500).map { #""m\#($0)": \#($0 * 2)"# }.joined(separator: ", ")
        let table = try table(
            #"{"base": {"$type": "number", "$value": 1, "$extensions": {"modes": {\#(modes)}}}, "a": {"$value": "{base}"}, "b": {"$value": "{a}"}, "c": {"$type": "number", "$value": "{b}", "$extensions": {"modes": {"m7": 0.5}}}}"#
        )
        #expect(table.modes.count == 500)
        for mode in [0, 1, 7, 250, 499] {
            #expect(try table.value("b", mode: "m\(mode)") == .number(Double(mode * 2)))
        }
        #expect(try table.value("c", mode: "m7") == .number(0.5))
        #expect(try table.value("c", mode: "m8") == .number(16))
        // A mode whose value equals the base value is not an override.
        #expect(table.tokens["b"]?.modes["m0"] == .number(0))
        #expect(table.tokens["b"]?.modes.count == 500)
    }

    @Test func aCycleOnlyAModeClosesIsReportedOnce() {
        let result = load(
            #"{"a": {"$type": "number", "$value": "{b}"}, "b": {"$type": "number", "$value": 1, "$extensions": {"modes": {"dark": "{a}", "light": 2}}}, "c": {"$value": "{a}"}}"#
        )
        #expect(result.errors.map(\.description) == ["test.tokens.json: a: cycle: reference chain loops: a → b → a"])
        #expect(result.table == nil)
    }

    @Test func aModeReachesTokensThroughMemberReferences() throws {
        let table = try table(
            #"{"size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}, "$extensions": {"modes": {"large": {"value": 8, "unit": "px"}}}}, "box": {"$type": "border", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "width": "{size}", "style": "solid"}}, "fixed": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}}"#
        )
        guard case .border(let large) = try table.value("box", mode: "large"), case .border(let base) = try table.value("box") else {
            Issue.record("box is a border")
            return
        }
        #expect(large.width == 8)
        #expect(base.width == 4)
        #expect(table.tokens["fixed"]?.modes.isEmpty == true)
    }
}
