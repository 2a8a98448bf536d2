import Testing

@testable import DesignTokens

@Suite struct ColorTests {
    @Test(arguments: [
        ("#EEF2F9", Color(red: 0xEE, green: 0xF2, blue: 0xF9)),
        ("#005ce5", Color(red: 0x00, green: 0x5C, blue: 0xE5)),
        ("#FFF", Color(red: 255, green: 255, blue: 255)),
        ("#00000080", Color(red: 0, green: 0, blue: 0, alpha: 0x80)),
    ])
    func parsesHex(hex: String, expected: Color) {
        #expect(Color(hex: hex) == expected)
    }

    @Test(arguments: ["EEF2F9", "#EEF2F", "#GGGGGG", "#", "#1234567", ""])
    func rejectsBadHex(hex: String) {
        #expect(Color(hex: hex) == nil)
    }

    @Test func formatsHexUppercaseWithAlphaOnlyWhenTranslucent() {
        #expect(Color(red: 0, green: 92, blue: 229).hexString == "#005CE5")
        #expect(Color(red: 1, green: 2, blue: 3, alpha: 4).hexString == "#01020304")
    }
}
