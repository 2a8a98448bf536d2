import Testing

@testable import ComponentKit
@testable import EBComponents

@Suite struct EBCounterMatrixTests {
    let variants = EBCounter.variants.filter { $0.environment == .standard }

    @Test func legacyFigmaVariantsAreReproduced() throws {
        let byNode = Dictionary(uniqueKeysWithValues: variants.compactMap { v in v.figmaNode.map { ($0, v) } })
        #expect(byNode.keys.sorted() == ["18482:71322", "18482:71324", "18482:71326", "18482:71328"])
        let expected: [String: EBCounter] = [
            "18482:71322": EBCounter(count: 0, limit: 10, hideWhenZero: false),
            "18482:71324": EBCounter(count: 10, limit: 10, hideWhenZero: false),
            "18482:71326": EBCounter(count: 0, hideWhenZero: false),
            "18482:71328": EBCounter(count: 0, state: .filled, hideWhenZero: false),
        ]
        for (node, counter) in expected {
            let variant = try #require(byNode[node])
            #expect(variant.props == counter.props, "\(node)")
        }
        #expect(byNode["18482:71322"]?.instance is EBCounter)
        #expect((byNode["18482:71324"]?.instance as? EBCounter)?.state == .filled)
        #expect((byNode["18482:71326"]?.instance as? EBCounter)?.state == .empty)
        #expect((byNode["18482:71328"]?.instance as? EBCounter)?.displayText == "0")
    }

    @Test func idsAreUniqueAndFileSafe() {
        let ids = variants.map(\.id)
        #expect(Set(ids).count == ids.count)
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_~")
        for variant in variants {
            #expect(variant.name.allSatisfy(allowed.contains), "\(variant.name)")
            #expect(variant.id == "EBCounter/\(variant.name)")
        }
    }

    @Test func namesUseTheProposedPropNames() {
        #expect(variants.contains { $0.name == "count-247_limit-none_theme-dark" })
        #expect(variants.contains { $0.name == "count-0_limit-none_state-filled_theme-light" })
        let keys = Set(variants.flatMap { $0.props.map(\.key) })
        #expect(keys == ["count", "limit", "maxDisplay", "state", "hideWhenZero", "theme", "accessibilityNoun"])
    }

    @Test func coversTheSampleCountsLimitsAndThemes() {
        let counters = variants.compactMap { $0.instance as? EBCounter }
        #expect(Set(counters.map(\.count)).isSuperset(of: [0, 1, 9, 10, 99, 100, 247]))
        #expect(Set(counters.map(\.limit)) == [nil, 10])
        #expect(Set(counters.map(\.theme)) == Set(Theme.lightAndDark))
    }

    @Test func prunedCombinationsCarryAReasonAndAreNotVariants() {
        let matrix = EBCounter.matrix
        #expect(!matrix.pruned.isEmpty)
        let names = Set(variants.map(\.name))
        for (instance, reason) in matrix.pruned {
            #expect(!reason.isEmpty)
            #expect(!names.contains(matrix.name(of: instance)))
        }
        #expect(matrix.product.count == 7 * 2 * 2)
    }
}
