import Components
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
        #expect {
            try VariantFilter("nope").apply(to: Catalog.eb.variants)
        } throws: { error in
            guard case .noVariantsMatch(let filter, let suggestion)? = error as? SnapshotError else { return false }
            return filter == "nope" && suggestion != nil
        }
    }

    @Test func suggestsTheNearestId() {
        let ids = Catalog.eb.variants.map(\.id)
        #expect(
            VariantFilter.nearest(to: "EBCounter/count-247_limit-none_theme-drak", in: ids) == "EBCounter/count-247_limit-none_theme-dark")
    }
}
