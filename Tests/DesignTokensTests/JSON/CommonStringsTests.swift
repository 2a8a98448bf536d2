import Testing

@testable import DesignTokens

/// The table of common strings answers exactly its literals, for any candidate length.
@Suite struct CommonStringsTests {
    private static func match(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { CommonStrings.match($0, 0..<bytes.count) }
    }

    @Test func literalsAreDistinctShortASCII() {
        let literals = CommonStrings.literals
        #expect(literals.count == 56)
        #expect(Set(literals).count == literals.count)
        #expect(literals.allSatisfy { $0.utf8.count >= 2 && $0.utf8.count <= 15 && $0.utf8.allSatisfy { $0 < 0x80 } })
    }

    @Test func everyLiteralMatchesItself() {
        for literal in CommonStrings.literals {
            #expect(Self.match(literal) == literal)
        }
    }

    @Test func nearMissesDoNotMatch() {
        for literal in CommonStrings.literals {
            #expect(Self.match(literal + "x") == nil)
            #expect(Self.match(String(literal.dropLast())) == nil || CommonStrings.literals.contains(String(literal.dropLast())))
            #expect(Self.match(String(literal.dropFirst())) == nil || CommonStrings.literals.contains(String(literal.dropFirst())))
            #expect(Self.match(literal.uppercased()) == nil)
        }
        for text in ["", "p", "pz", "hexx", "fontsize", "$valuE", "#ffaa00", "12px", "a-name-longer-than-any-literal"] {
            #expect(Self.match(text) == nil, "\(text)")
        }
    }

    @Test func matchesInsideABuffer() throws {
        let bytes = Array(#"{"$type":"dimension","$value":"px"}"#.utf8)
        let found = bytes.withUnsafeBufferPointer { buffer in
            [2..<7, 10..<19, 22..<28, 31..<33, 9..<20].map { CommonStrings.match(buffer, $0) }
        }
        #expect(found == ["$type", "dimension", "$value", "px", nil])
    }
}
