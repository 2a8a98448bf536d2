import Testing

@testable import ComponentKit

/// A prop's part of a variant's name: kept characters as they are, each run of others one `~`,
/// none at either end.
@Suite struct PropTests {
    /// The rule as first written: map each character, then collapse the `~` runs by splitting.
    func byMappingAndSplitting(_ text: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.")
        let mapped = text.map { allowed.contains($0) ? String($0) : "~" }.joined()
        return mapped.split(separator: "~", omittingEmptySubsequences: true).joined(separator: "~")
    }

    @Test(arguments: [
        "", "dark", "ar-EG", "~~a~~b~~", "  spaced out  ", "1.5x", "e\u{301}clair", "caf\u{E9}", "a\u{301}\u{302}b", "\r\nline\r\n",
        "مرحبا", "👩‍👩‍👧 family", "a/b\\c:d", "--", "~",
    ])
    func fileSafeKeepsRunsJoinedByOneTilde(text: String) {
        #expect(Prop.fileSafe(text) == byMappingAndSplitting(text), "\(text.unicodeScalars.map { $0.value })")
    }

    @Test func aNameFragmentNamesTheKeyAndTheValue() {
        #expect(Prop("theme", "dark").nameFragment == "theme-dark")
        #expect(Prop("label", "Hello, world!").nameFragment == "label-Hello~world")
        #expect(Prop("text", String(repeating: "ab ", count: 20)).nameFragment.hasPrefix("text-ab~ab~ab~ab~ab~ab~ab~ab~~"))
    }
}
