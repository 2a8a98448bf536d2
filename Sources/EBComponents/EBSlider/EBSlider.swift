import ComponentKit
import Foundation

/// A horizontal slider over a continuous value: the proposed EBSlider API.
///
/// ```swift
/// EBSlider(value: 50)                                              // "50%" tooltip while dragged
/// EBSlider(value: 1_200, range: 0...5_000, tooltip: .always, tooltipFormatter: .currency("$"))
/// EBSlider(value: 33, step: 10)                                    // snaps to 30
/// ```
public struct EBSlider: Hashable, Sendable {
    /// When the value tooltip shows.
    public enum TooltipVisibility: String, CaseIterable, Hashable, Sendable {
        case always, onDrag, never
    }

    /// Interaction state (display only: the harness renders each state).
    public enum Interaction: String, CaseIterable, Hashable, Sendable {
        case `default`, pressed, focused, disabled
    }

    /// The value the knob shows.
    package var value: Double
    /// The values the track spans.
    package var range: ClosedRange<Double>
    /// nil: continuous; otherwise values snap to `range.lowerBound + n × step`.
    package var step: Double?
    /// When the tooltip shows the value.
    package var tooltip: TooltipVisibility
    /// How the tooltip and the spoken value write the value.
    package var tooltipFormatter: SliderValueFormatter
    /// The interaction state the slider is drawn in.
    package var interaction: Interaction
    /// The track's width in points; nil: the `slider/width` token (366). In a layout the slider
    /// takes the width it is proposed, and the fill follows the track.
    package var width: Double?

    /// A slider at `value` in `range`; see the properties for the other props.
    public init(
        value: Double, range: ClosedRange<Double> = 0...100, step: Double? = nil, tooltip: TooltipVisibility = .onDrag,
        tooltipFormatter: SliderValueFormatter = .percent, interaction: Interaction = .default, width: Double? = nil
    ) {
        self.width = width
        self.value = value
        self.range = range
        self.step = step
        self.tooltip = tooltip
        self.tooltipFormatter = tooltipFormatter
        self.interaction = interaction
    }

    /// The value after clamping to `range` and snapping to `step`.
    package var effectiveValue: Double {
        let clamped = min(max(value, range.lowerBound), range.upperBound)
        guard let step, step > 0 else { return clamped }
        let snapped = range.lowerBound + ((clamped - range.lowerBound) / step).rounded() * step
        return min(snapped, range.upperBound)
    }

    /// Position of the value in the range, 0…1.
    package var fraction: Double {
        let span = range.upperBound - range.lowerBound
        return span > 0 ? (effectiveValue - range.lowerBound) / span : 0
    }

    /// The fill width for a track `width` wide: `fraction × width`, clamped so that the knob
    /// (`knob` wide, centred on the fill's end) stays inside the row: `knob/2 … width − knob/2`.
    ///
    /// For the audit's 366-wide row and 16-pt knob this gives 8, 37, 73, 110, 146, 183, 220, 256,
    /// 293, 329, 358 for 0 %, 10 %, … 100 %: each within 1 pt of the legacy table.
    package func fillWidth(trackWidth width: Double, knob: Double) -> Double {
        min(max(fraction * width, knob / 2), width - knob / 2)
    }

    /// Whether the tooltip shows: never when disabled; while pressed for `.onDrag`.
    package var showsTooltip: Bool {
        guard interaction != .disabled else { return false }
        switch tooltip {
        case .always: return true
        case .onDrag: return interaction == .pressed
        case .never: return false
        }
    }

    /// The tooltip text: the formatter applied to the effective value.
    package var tooltipText: String { tooltipFormatter.format(effectiveValue) }

    /// "50 percent" for the default formatter; otherwise the formatted value.
    package var accessibilityValue: String {
        tooltipFormatter == .percent ? "\(Int(effectiveValue.rounded())) percent" : tooltipText
    }

    /// ``accessibilityValue`` in `locale` for the percent formatter ("50 Prozent", "50 بالمئة").
    package func accessibilityValue(in locale: ContentLocale) -> String {
        guard tooltipFormatter == .percent else { return accessibilityValue }
        let amount = Int(effectiveValue.rounded())
        switch locale {
        case .english: return accessibilityValue
        case .german: return "\(amount) Prozent"
        case .arabic: return "\(amount) بالمئة"
        case .pseudo: return locale.pseudoLocalized(accessibilityValue)
        }
    }

    /// The value after a keyboard nudge: ←/→ by `step` (1 when continuous), Shift by 10 steps, Home/End to the bounds.
    ///
    /// The seed contract it implements: the EBSlider audit's keyboard rules ("←/→ step by step (or
    /// 1 if nil); Shift+←/→ by 10×step; Home/End jump to bounds"). An image shows a value, not a key
    /// press, so only the tests call it.
    package func nudged(_ key: Key) -> Double {
        let unit = step ?? 1
        switch key {
        case .left: return max(range.lowerBound, effectiveValue - unit)
        case .right: return min(range.upperBound, effectiveValue + unit)
        case .shiftLeft: return max(range.lowerBound, effectiveValue - 10 * unit)
        case .shiftRight: return min(range.upperBound, effectiveValue + 10 * unit)
        case .home: return range.lowerBound
        case .end: return range.upperBound
        }
    }

    package enum Key: Sendable { case left, right, shiftLeft, shiftRight, home, end }
}

/// Formats a slider value for its tooltip. Named presets keep props comparable and file-safe.
public struct SliderValueFormatter: Hashable, Sendable {
    /// A stable name for ids and equality: `percent`, `currency`, `km`.
    package let name: String
    private let body: @Sendable (Double) -> String

    /// A formatter named `name` (formatters compare by name) writing values with `body`.
    public init(name: String, _ body: @escaping @Sendable (Double) -> String) {
        self.name = name
        self.body = body
    }

    package func format(_ value: Double) -> String { body(value) }

    /// Whether two formatters have the same name.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    /// Hashes the formatter's name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// "50%": the default.
    public static let percent = SliderValueFormatter(name: "percent") { "\(Int($0.rounded()))%" }

    /// "$1,200": whole units with thousands separators after `symbol`.
    public static func currency(_ symbol: String) -> SliderValueFormatter {
        SliderValueFormatter(name: "currency") { value in
            let digits = String(Int(value.rounded()))
            var grouped = ""
            for (index, character) in digits.reversed().enumerated() {
                if index > 0, index % 3 == 0 { grouped.append(",") }
                grouped.append(character)
            }
            return symbol + String(grouped.reversed())
        }
    }

    /// "3.5 km": one decimal and the unit.
    public static func distance(_ unit: String) -> SliderValueFormatter {
        SliderValueFormatter(name: unit) { String(format: "%.1f", $0) + " " + unit }
    }
}
