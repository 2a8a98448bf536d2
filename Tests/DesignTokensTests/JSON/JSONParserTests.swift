import Testing

@testable import DesignTokens

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws -> JSONParser.Document { try JSONParser.parse(Array(text.utf8)) }

    @Test func keepsMemberOrderAndTypes() throws {
        let value = try parse(#"{"z": 1, "a": [true, null, "x\u00e9\n"], "m": {"k": -2.5e1}}"#).value
        let object = try #require(value.object)
        #expect(object.keys == ["z", "a", "m"])
        #expect(object["a"] == .array([.bool(true), .null, .string("xé\n")]))
        #expect(object["m"]?.object?["k"] == .number(-25))
        #expect(JSONWriter.write(value) == #"{"z":1,"a":[true,null,"xé\n"],"m":{"k":-25}}"#)
    }

    @Test func overflowBecomesInfinityForTheLoaderToName() throws {
        #expect(try parse("1e999").value == .number(.infinity))
    }

    @Test func remembersDuplicateKeys() throws {
        let document = try parse(#"{"a": {"b": 1, "b": 2}}"#)
        #expect(document.duplicateKeys == [#""b" (line 1)"#])
        #expect(document.value.object?["a"]?.object?["b"] == .number(2))
    }

    @Test func namesTheLineOfEveryRepeatInTheOrderFound() throws {
        let text = """
            {
              "a": 1,
              "a": {
                "x": 1,
                "x": 2
              },
              "b": 0,
              "b":
                1
            }
            """
        // The repeat inside a's value is found before a's own (its value is read first).
        #expect(try parse(text).duplicateKeys == [#""x" (line 5)"#, #""a" (line 3)"#, #""b" (line 9)"#])
    }

    @Test func namesTheLinesOfManyRepeatsInALargeObject() throws {
        let count = 3_000
        let lines = (0..<count).map { #""k\#($0)": \#($0)"# } + stride(from: 0, to: count, by: 3).map { #""k\#($0)": -1"# }
        let document = try parse("{\n" + lines.joined(separator: ",\n") + "\n}")
        #expect(document.duplicateKeys == stride(from: 0, to: count, by: 3).enumerated().map { #""k\#($1)" (line \#(count + 2 + $0))"# })
        #expect(document.value.object?["k3"] == .number(-1))
        #expect(document.value.object?.keys.count == count)
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9), ("{\n  \"a\": tru\n}", 2, 8), ("[01]", 1, 3), ("\"abc", 1, 5), ("{} x", 1, 4), ("[1.]", 1, 4),
    ])
    func reportsLineAndColumn(text: String, line: Int, column: Int) {
        #expect {
            try parse(text)
        } throws: { error in
            guard let syntax = error as? JSONParser.SyntaxError else { return false }
            return syntax.line == line && syntax.column == column
        }
    }

    @Test func pointersUnescape() {
        #expect(JSONPointer("#/a~1b/c~0d/0")?.segments == ["a/b", "c~d", "0"])
        #expect(JSONPointer("#/bad~2") == nil)
        #expect(JSONPointer("other.json#/a") == nil)
    }
}
