import ComponentKit

extension EBCounter {
    /// Counts 0, 1, 9, 10, 99, 100, 247 × limit none / 10 × light / dark, with zero shown
    /// (`hideWhenZero: false`; a hidden counter renders nothing and is covered by unit tests),
    /// plus the `maxDisplay` override and the four legacy Figma variants.
    public static var matrix: VariantMatrix<EBCounter> {
        VariantMatrix(base: EBCounter(count: 0, hideWhenZero: false))
            .axis("count", \.count, [0, 1, 9, 10, 99, 100, 247])
            .axis("limit", \.limit, [nil, 10])
            .themes(\.theme)
            .pruning("over the limit every count renders \"10+ / 10\"; count=99 shows it") {
                $0.limit == 10 && $0.count >= 100
            }
            .sample(EBCounter(count: 1000, maxDisplay: 999, hideWhenZero: false))
            // The seed's accessibility example: the same pixels as count 247, read as "247 unread messages".
            .sample(EBCounter(count: 247, hideWhenZero: false, accessibilityNoun: .init("unread message")))
            .legacy("18482:71322", EBCounter(count: 0, limit: 10, hideWhenZero: false))
            .legacy("18482:71324", EBCounter(count: 10, limit: 10, hideWhenZero: false))
            .legacy("18482:71326", EBCounter(count: 0, hideWhenZero: false))
            // The legacy "filled" single-integer variant shows the text "0": only the state override reproduces it.
            .legacy("18482:71328", EBCounter(count: 0, state: .filled, hideWhenZero: false))
    }
}
