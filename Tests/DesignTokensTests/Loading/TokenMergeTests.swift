import Foundation
import Testing

@testable import DesignTokens

/// Merging files with many sibling tokens: a later file wins, and the merged document keeps the
/// earlier file's order with new members after it.
@Suite struct TokenMergeTests {
    /// `{"t<i>": {"$type": "number", "$value": value(i)}, …}` for `indices`, as JSON text.
    private static func siblings(_ indices: some Sequence<Int>, prefix: String = "t", value: (Int) -> Int) -> String {
        indices.map { #""\#(prefix)\#($0)": {"$type": "number", "$value": \#(value($0))}"# }.joined(separator: ",\n")
    }

    private static func source(_ name: String, _ text: String) -> TokenSource {
        TokenSource(name: name, bytes: Array(text.utf8))
    }

    @Test func aLaterFileWinsForEachOfManySiblings() throws {
        let count = 3_000
        let first = "{" + Self.siblings(0..<count) { $0 } + #", "group": {"# + Self.siblings(0..<200, prefix: "g") { $0 } + "}}"
        let second =
            "{" + Self.siblings(stride(from: 0, to: count, by: 3)) { -$0 } + ", " + Self.siblings(0..<500, prefix: "new") { $0 + 1 }
            + #", "group": {"# + Self.siblings(stride(from: 0, to: 200, by: 2), prefix: "g") { -$0 } + "}}"
        let result = TokenTable.load([Self.source("first.json", first), Self.source("second.json", second)])
        #expect(result.diagnostics.isEmpty)
        #expect(result.tokenCount == count + 200 + 500)
        let table = try #require(result.table)
        for index in 0..<count {
            let overridden = index % 3 == 0
            #expect(table.tokens[TokenPath(segments: ["t\(index)"])]?.value == .number(Double(overridden ? -index : index)))
            #expect(table.tokens[TokenPath(segments: ["t\(index)"])]?.file == (overridden ? "second.json" : "first.json"))
        }
        for index in 0..<200 {
            let token = table.tokens[TokenPath(segments: ["group", "g\(index)"])]
            #expect(token?.value == .number(Double(index % 2 == 0 ? -index : index)))
            #expect(token?.file == (index % 2 == 0 ? "second.json" : "first.json"))
        }
        #expect(table.tokens["new499"]?.value == .number(500))
    }

    /// `text` parsed as an object.
    private static func object(_ text: String) throws -> JSONObject {
        try #require(try JSONParser.parse(Array(text.utf8)).value.object)
    }

    /// `first` merged into an empty document, then `second` over it.
    private static func merged(_ first: JSONObject, _ second: JSONObject) -> JSONObject {
        var loader = DocumentMerge(strictness: .strict)
        var merged = JSONObject()
        loader.merge(first, into: &merged, path: TokenPath(segments: []), file: "first.json")
        loader.merge(second, into: &merged, path: TokenPath(segments: []), file: "second.json")
        return merged
    }

    @Test(arguments: [10, 40, 2_000])
    func mergingKeepsTheEarlierOrderAndAddsNewMembersAfterIt(count: Int) throws {
        let first = try Self.object("{" + Self.siblings(0..<count) { $0 } + "}")
        // Every other sibling again (in reverse order), then new ones.
        let again = Self.siblings(stride(from: count - 1, through: 0, by: -2)) { -$0 }
        let second = try Self.object("{" + again + ", " + Self.siblings(0..<count, prefix: "n") { $0 } + "}")
        let merged = Self.merged(first, second)
        #expect(merged.keys == (0..<count).map { "t\($0)" } + (0..<count).map { "n\($0)" })
        for index in 0..<count {
            let expected = (count - 1 - index) % 2 == 0 ? -index : index
            #expect(merged["t\(index)"]?.object?["$value"] == .number(Double(expected)))
        }
    }

    @Test func groupsMergeInPlaceAndATokenReplacesAGroup() throws {
        let members = (0..<30).map { #""m\#($0)": {"$value": \#($0)}"# }.joined(separator: ", ")
        let first = try Self.object(#"{"a": {"$type": "number", \#(members)}, "b": {"x": {"$value": 1}}, "c": {"$value": 1}}"#)
        let second = try Self.object(#"{"c": {"$value": 2}, "a": {"m3": {"$value": -3}, "z": {"$value": 0}}, "b": {"$value": 5}}"#)
        let merged = Self.merged(first, second)
        #expect(merged.keys == ["a", "b", "c"])
        let group = try #require(merged["a"]?.object)
        #expect(group.keys == ["$type"] + (0..<30).map { "m\($0)" } + ["z"])
        #expect(group["m3"]?.object?["$value"] == .number(-3))
        #expect(merged["b"] == .object(JSONObject([("$value", .number(5))])))
        #expect(merged["c"]?.object?["$value"] == .number(2))
    }
}
