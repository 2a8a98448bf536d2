import EBTestSupport
import Rendering
import Testing

@testable import ComponentKit
@testable import EBComponents

/// The audit's table: value → fill width at scale 1 (not used by the renderer).
private let auditFill: [(value: Double, fill: Double)] = [
    (0, 7), (10, 37), (20, 74), (30, 110), (40, 147), (50, 183), (60, 220), (70, 256), (80, 293), (90, 329), (100, 358),
]

@Suite struct EBSliderModelTests {
    @Test(arguments: auditFill.map(\.value))
    func fillFormulaMatchesTheAuditWithinOnePoint(value: Double) throws {
        let expected = try #require(auditFill.first { $0.value == value }).fill
        let fill = EBSlider(value: value).fillWidth(trackWidth: 366, knob: 16)
        #expect(abs(fill - expected) <= 1, "value \(value): \(fill) vs \(expected)")
    }

    @Test func valuesSnapToTheStepAndClampToTheRange() {
        #expect(EBSlider(value: 33, step: 10).effectiveValue == 30)
        #expect(EBSlider(value: 35, step: 10).effectiveValue == 40)
        #expect(EBSlider(value: 3.4, range: 0...10, step: 0.5).effectiveValue == 3.5)
        #expect(EBSlider(value: 140).effectiveValue == 100)
        #expect(EBSlider(value: -5).fraction == 0)
        #expect(EBSlider(value: 37.25).effectiveValue == 37.25, "continuous without a step")
        #expect(EBSlider(value: 1_200, range: 0...5_000).fraction == 0.24)
    }

    @Test func tooltipVisibility() {
        #expect(!EBSlider(value: 50).showsTooltip, "onDrag by default: hidden at rest")
        #expect(EBSlider(value: 50, interaction: .pressed).showsTooltip)
        #expect(EBSlider(value: 50, tooltip: .always).showsTooltip)
        #expect(!EBSlider(value: 50, tooltip: .always, interaction: .disabled).showsTooltip, "no tooltip when disabled")
        #expect(!EBSlider(value: 50, tooltip: .never, interaction: .pressed).showsTooltip)
    }

    @Test func formatters() {
        #expect(EBSlider(value: 50).tooltipText == "50%")
        #expect(EBSlider(value: 1_200, range: 0...5_000, tooltipFormatter: .currency("$")).tooltipText == "$1,200")
        #expect(SliderValueFormatter.currency("$").format(1_234_567) == "$1,234,567")
        #expect(EBSlider(value: 3.5, range: 0...10, tooltipFormatter: .distance("km")).tooltipText == "3.5 km")
        #expect(EBSlider(value: 50).accessibilityValue == "50 percent")
    }

    @Test func keyboardNudges() {
        let slider = EBSlider(value: 50, step: 5)
        #expect(slider.nudged(.right) == 55)
        #expect(slider.nudged(.shiftLeft) == 0)
        #expect(slider.nudged(.end) == 100)
        #expect(EBSlider(value: 99.5).nudged(.right) == 100, "continuous nudges by 1, clamped")
    }
}

@Suite struct EBSliderRenderTests {
    @Test(arguments: EBSlider.legacy.map(\.node))
    func legacyRowIs366By28WithTheKnobAtTheAuditFill(node: String) throws {
        let variant = try #require(EBSlider.variants.first { $0.figmaNode == node && $0.environment == .standard })
        let slider = try #require(variant.instance as? EBSlider)
        let expected = try #require(auditFill.first { $0.value == slider.value }).fill
        #expect(try sharedSystem.frameSize(of: slider) == Size(width: 366, height: 28))
        // The knob is the only pure white on the row's centre line; its centre is the fill's end.
        let image = try sharedSystem.render(slider, scale: 1)
        let y = image.height - 14
        let white = (0..<image.width).filter { image[$0, y] == (255, 255, 255, 255) }
        let center = Double(try #require(white.first) + (try #require(white.last)) + 1) / 2
        #expect(abs(center - expected) <= 1, "knob centre \(center) vs audit fill \(expected)")
    }

    @Test func imageAddsATooltipBandOnlyWhenATooltipShows() throws {
        #expect(try sharedSystem.size(of: EBSlider(value: 50)) == Size(width: 366, height: 28))
        let withTooltip = try sharedSystem.size(of: EBSlider(value: 50, tooltip: .always))
        #expect(withTooltip.width == 366 && withTooltip.height > 28)
    }

    @Test func everyStateAndFormatterHasAVariant() {
        let sliders = EBSlider.variants.compactMap { $0.instance as? EBSlider }
        #expect(Set(sliders.map(\.interaction)) == Set(EBSlider.Interaction.allCases))
        #expect(Set(sliders.map(\.tooltip)) == Set(EBSlider.TooltipVisibility.allCases))
        #expect(Set(sliders.map(\.tooltipFormatter.name)) == ["percent", "currency", "km"])
        #expect(EBSlider.variants.filter { $0.environment == .standard }.compactMap(\.figmaNode).count == 11)
    }
}
