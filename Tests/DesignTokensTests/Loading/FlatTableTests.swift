import Foundation
import Testing

@testable import DesignTokens

/// A flat table: tens of thousands of sibling tokens at the top level of one file.
@Suite struct FlatTableTests {
    @Test func twentyThousandSiblingsLoadAndResolve() throws {
        let count = 20_000
        let tokens = (0..<count).map { index -> String in
            switch index % 4 {
            case 0:
                #""t\#(index)": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [\#(Double(index % 256) / 255), 0.5, 0]}}"#
            case 1: #""t\#(index)": {"$type": "dimension", "$value": {"value": \#(index), "unit": "px"}}"#
            case 2: #""t\#(index)": {"$value": "{t\#(index - 2)}"}"#
            default: ##""t\##(index)": {"$type": "number", "$value": {"$ref": "#/t\##(index - 2)/$value/value"}}"##
            }
        }
        let result = load("{" + tokens.joined(separator: ",\n") + "}")
        #expect(result.diagnostics.isEmpty)
        #expect(result.tokenCount == count)
        let table = try #require(result.table)
        #expect(table.tokens.count == count)
        for index in stride(from: 0, to: count, by: 997) {
            let path = TokenPath(segments: ["t\(index)"])
            switch index % 4 {
            case 0: #expect(try table.color(path).red == UInt8(index % 256))
            case 1: #expect(try table.dimension(path) == Double(index))
            case 2: #expect(try table.value(path) == table.value(TokenPath(segments: ["t\(index - 2)"])))
            default: #expect(try table.value(path) == .number(Double(index - 2)))
            }
        }
        #expect(try table.dimension("t19997") == 19_997)
        #expect(try table.value("t19999") == .number(19_997))
    }
}
