import ComponentKit
import EBComponents
import SnapshotCore
import Testing

@testable import SnapshotHarness

@Suite struct VariantFilterTests {
    @Test(arguments: [
        ("limit-10", "EBCounter/count-0_limit-10_theme-light", true),
        ("limit-10", "EBCounter/count-0_limit-none_theme-light", false),
        ("EBCounter/*dark", "EBCounter/count-0_limit-none_theme-dark", true),
        ("EBCounter/*dark", "EBCounter/count-0_limit-none_theme-darker", false),
        ("*count-1?_*", "EBCounter/count-10_limit-none_theme-dark", false),
        ("*", "anything", true),
    ])
    func matchesSubstringsAndGlobs(pattern: String, id: String, expected: Bool) {
        #expect(VariantFilter(pattern).matches(id) == expected)
    }

    @Test func noMatchIsAnErrorNamingTheFilter() {
        #expect(throws: SnapshotError.noVariantsMatch(filter: "nope", suggestion: nil), "no id is near enough to suggest") {
            try VariantFilter("nope").apply(to: Catalog.eb.variants)
        }
        #expect(
            throws: SnapshotError.noVariantsMatch(
                filter: "EBCounter/count-9_limit-none_theme-lihgt", suggestion: "EBCounter/count-9_limit-none_theme-light")
        ) {
            try VariantFilter("EBCounter/count-9_limit-none_theme-lihgt").apply(to: Catalog.eb.variants)
        }
    }

    /// A filter or id longer than every id is refused before matching: a 100,000-character id
    /// used to spend minutes in the suggestion's edit distances.
    @Test func aPatternLongerThanEveryIdIsRefusedBeforeMatching() {
        let ids = Catalog.eb.variants.map(\.id)
        let longest = ids.map(\.count).max() ?? 0
        let long = String(repeating: "EBCounter/", count: 10_000)
        #expect(throws: SnapshotError.idTooLong(length: long.count, longest: longest)) {
            try VariantFilter(long).apply(to: Catalog.eb.variants)
        }
        // Stars match anything, so only the other characters count.
        #expect(throws: Never.self) {
            try VariantFilter("EBCounter/*" + String(repeating: "*", count: 5_000)).apply(to: Catalog.eb.variants)
        }
        #expect(VariantFilter.nearest(to: long, in: ids) == nil)
    }

    /// The bounded edit distance agrees with the plain one wherever it answers, and answers
    /// exactly when the plain distance is within its limit.
    @Test func theBoundedDistanceMatchesThePlainOne() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab-_/c".unicodeScalars)
        func word() -> [Unicode.Scalar] {
            (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
        }
        for _ in 0..<2_000 {
            let a = word(), b = word()
            let plain = plainDistance(a, b)
            for limit in 0...10 {
                #expect(VariantFilter.boundedDistance(a, b, limit: limit) == (plain <= limit ? plain : nil), "\(a) \(b) \(limit)")
            }
        }
    }

    /// Levenshtein distance by the full table: the reference for the bounded one.
    private func plainDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where i <= a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(1, b.count) where j <= b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    @Test func suggestsTheNearestId() {
        let ids = Catalog.eb.variants.map(\.id)
        #expect(
            VariantFilter.nearest(to: "EBCounter/count-247_limit-none_theme-drak", in: ids) == "EBCounter/count-247_limit-none_theme-dark")
    }
}
