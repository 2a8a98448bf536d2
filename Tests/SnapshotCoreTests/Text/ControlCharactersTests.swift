import Testing

@testable import SnapshotCore

/// Control and bidirectional characters become visible escapes; their neighbours stay.
@Suite struct ControlCharactersTests {
    @Test func bidirectionalControlsAreEscapedAndTheirNeighboursKept() throws {
        for value: UInt32 in [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C] {
            let scalar = try #require(Unicode.Scalar(value))
            let hex = String(value, radix: 16, uppercase: true)
            #expect(ControlCharacters.visible("a\(scalar)b") == "a\\u{\(hex)}b")
            #expect(
                ControlCharacters.visibleInJSON("\"a\(scalar)b\"") == "\"a\\u" + String(repeating: "0", count: 4 - hex.count) + hex + "b\"")
        }
        for kept in ["→ ← … × ‐", "\u{2029}\u{202F}\u{2065}\u{206A}\u{061B}\u{061D}", "Überweisung", "مرحبا"] {
            #expect(ControlCharacters.visible(kept) == kept)
        }
    }
}
