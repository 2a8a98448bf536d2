import ComponentKit

extension EBSlider {
    /// The audit's legacy table: value → node (fill widths are derived, not stored).
    package static let legacy: [(value: Double, node: String)] = [
        (0, "3235:60723"), (10, "3235:60734"), (20, "3235:60745"), (30, "3235:60756"), (40, "3235:60767"), (50, "3235:60778"),
        (60, "3235:60789"), (70, "3235:60800"), (80, "3235:60811"), (90, "3235:60822"), (100, "3235:60833"),
    ]

    /// interaction × tooltip visibility at 50, the legacy values 0…100 with the always-on tooltip
    /// they had, a snapping step, and the currency and distance formatters.
    public static var matrix: VariantMatrix<EBSlider> {
        var matrix = VariantMatrix<EBSlider>(base: EBSlider(value: 50))
        matrix = matrix.axis("interaction", \.interaction, Interaction.allCases)
        matrix = matrix.axis("tooltip", \.tooltip, TooltipVisibility.allCases)
        matrix = matrix.sample(EBSlider(value: 33, step: 10, tooltip: .always))
        matrix = matrix.sample(EBSlider(value: 1_200, range: 0...5_000, tooltip: .always, tooltipFormatter: .currency("$")))
        matrix = matrix.sample(EBSlider(value: 3.5, range: 0...10, step: 0.5, tooltip: .always, tooltipFormatter: .distance("km")))
        matrix = matrix.sample(EBSlider(value: 100, range: 0...5_000, tooltip: .always, tooltipFormatter: .currency("$")))
        for entry in legacy {
            matrix = matrix.legacy(entry.node, EBSlider(value: entry.value, tooltip: .always))
        }
        return matrix
    }
}
