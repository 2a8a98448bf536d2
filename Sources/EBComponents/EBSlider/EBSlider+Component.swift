import ComponentKit
import DesignTokens
import Foundation
import Rendering

extension EBSlider: Component {
    /// The EB token table, in this module's bundle.
    public static var tokenTableURL: URL? { EBTokens.url(for: tokenFile) }
    /// The largest text size, right-to-left Arabic and the pseudo-locale, on the default and the 11 legacy variants.
    public static let stressEnvironments: [RenderEnvironment] = [.largestText, .arabic, .pseudo]

    /// The props that name this variant's files, in the API's order.
    public var props: [Prop] {
        var props = [Prop("value", Size.format(value))]
        if range != 0...100 { props.append(Prop("range", "\(Size.format(range.lowerBound))..\(Size.format(range.upperBound))")) }
        if let step { props.append(Prop("step", Size.format(step))) }
        props.append(Prop("tooltip", tooltip.rawValue))
        props.append(Prop("tooltipFormatter", tooltipFormatter.name))
        props.append(Prop("interaction", interaction.rawValue))
        if let width { props.append(Prop("width", Size.format(width))) }
        return props
    }

    /// Where things go, in image coordinates: the row frame sits below the tooltip's overflow band.
    public struct Layout: ComponentLayout {
        var tokens: EBSliderTokens
        var image: Size
        var row: Rect
        /// The fill's length from the leading edge.
        var fill: Double
        var knob: Double
        /// How far the pressed halo reaches, as a share of its token (1 when pressed, 0 otherwise;
        /// between them in a frame of the press motion).
        var halo = 0.0
        /// Right to left the track fills from the right edge.
        var rightToLeft = false
        /// The knob's centre, from the left edge.
        var knobX: Double { rightToLeft ? row.width - fill : fill }
        /// The filled part of the track, from the left edge.
        var fillMinX: Double { rightToLeft ? row.width - fill : 0 }
        var tooltip: (rect: Rect, text: TextRun)?
        /// How opaque the tooltip is drawn (1 but in a frame of the release motion, where it fades).
        var tooltipOpacity = 1.0
        /// The image: the row plus the tooltip's overflow band above it.
        public var size: Size { image }
        /// The track row (366 × 28): what a layout places, the tooltip floats above it.
        public var frameSize: Size { row.size }
        /// The text this layout draws, for provenance and the text-bounds checks.
        public var textRuns: [TextRun] { tooltip.map { [$0.text] } ?? [] }
    }

    /// The track width: the proposal in a layout, else the `width` prop, else the token (366).
    func trackWidth(_ t: EBSliderTokens, proposed: Double?) -> Double { proposed ?? width ?? t.width }

    /// The track spans the proposed width, else the `width` prop, else the token (366).
    public func layout(in context: RenderContext, proposedWidth: Double?) throws -> Layout {
        let t = try EBSliderTokens(context.tokens, environment: context.environment)
        let trackWidth = trackWidth(t, proposed: proposedWidth)
        let knob = interaction == .pressed ? t.knobPressed : t.knob
        let fill = fillWidth(trackWidth: trackWidth, knob: t.knob)
        let rtl = context.environment.isRightToLeft
        let halo = interaction == .pressed ? 1.0 : 0
        guard showsTooltip else {
            return Layout(
                tokens: t, image: Size(width: trackWidth, height: t.height), row: Rect(x: 0, y: 0, width: trackWidth, height: t.height),
                fill: fill, knob: knob, halo: halo, rightToLeft: rtl)
        }
        let text = tooltipText
        let label = try context.fonts.measure(text, style: t.tooltipText)
        let bubble = Size(width: Size.wholePoints(label.width + 2 * t.tooltipPaddingX), height: label.height + 2 * t.tooltipPaddingY)
        // The bubble's bottom sits tooltipGap above the knob's top; whatever rises above the row is overflow.
        let knobTop = t.height / 2 - knob / 2
        let band = max(0, bubble.height + t.tooltipGap - knobTop)
        let row = Rect(x: 0, y: band, width: trackWidth, height: t.height)
        let knobX = rtl ? trackWidth - fill : fill
        let x = min(max(knobX - bubble.width / 2, 0), trackWidth - bubble.width)
        let rect = Rect(x: x, y: row.minY + knobTop - t.tooltipGap - bubble.height, width: bubble.width, height: bubble.height)
        let run = TextRun(
            text, style: t.tooltipText,
            frame: Rect(x: rect.midX - label.width / 2, y: rect.midY - label.height / 2, width: label.width, height: label.height))
        return Layout(
            tokens: t, image: Size(width: trackWidth, height: band + t.height), row: row, fill: fill, knob: knob, halo: halo,
            rightToLeft: rtl, tooltip: (rect, run))
    }

    /// Draws the layout: fills and runs only, inside its size.
    public func draw(_ l: Layout, on canvas: Canvas, in context: RenderContext) throws {
        let t = l.tokens
        let trackWidth = l.row.width
        let midY = l.row.midY
        let center = Point(x: l.knobX, y: midY)
        try canvas.withOpacity(interaction == .disabled ? t.disabledOpacity : 1) {
            let track = Rect(x: 0, y: midY - t.track / 2, width: trackWidth, height: t.track)
            try canvas.part("track") {
                try canvas.fill(.roundedRect(track, radius: t.track / 2), with: .color(t.trackColor))
                try canvas.fill(
                    .roundedRect(Rect(x: l.fillMinX, y: track.minY, width: l.fill, height: t.track), radius: t.track / 2),
                    with: .color(t.fillColor))
            }
            try canvas.part("knob") {
                if l.halo > 0 {
                    try canvas.fill(.circle(center: center, radius: l.knob / 2 + t.halo * l.halo), with: .color(t.haloColor))
                }
                try canvas.fill(.circle(center: center, radius: l.knob / 2), with: .color(t.knobColor))
                try canvas.fill(.ring(center: center, radius: l.knob / 2 - 0.5, width: 1), with: .color(t.knobBorder))
            }
        }
        if interaction == .focused {
            try canvas.part("focus ring") {
                try canvas.fill(
                    .ring(center: center, radius: l.knob / 2 + t.focusOffset + t.focusRing / 2, width: t.focusRing),
                    with: .color(t.focusColor))
            }
        }
        if let tooltip = l.tooltip, l.tooltipOpacity > 0 {
            let bubble = {
                try canvas.fill(.roundedRect(tooltip.rect, radius: t.tooltipRadius), with: .color(t.tooltipBackground))
                try canvas.draw(tooltip.text)
            }
            try canvas.part("tooltip") {
                if l.tooltipOpacity < 1 { try canvas.withOpacity(l.tooltipOpacity, bubble) } else { try bubble() }
            }
        }
    }
}

extension EBSlider {
    /// The knob's hit area, extended to 44 × 44 as the seed specifies (`.contentShape`, `minimumInteractiveComponentSize`).
    static let knobHitArea = Size(width: 44, height: 44)

    /// One adjustable element: the value as spoken ("50 percent"), announced politely on change,
    /// debounced; no touch target when disabled.
    public func accessibilityElements(of l: Layout, in context: RenderContext) throws -> [AccessibilityElement] {
        let disabled = interaction == .disabled
        return [
            AccessibilityElement(
                role: .adjustable, label: "", value: accessibilityValue(in: context.environment.locale),
                hint: "\(Size.format(range.lowerBound)) to \(Size.format(range.upperBound))"
                    + (step.map { ", step \(Size.format($0))" } ?? ""),
                traits: disabled ? ["notEnabled"] : [], liveRegion: disabled ? nil : .polite,
                announcements: disabled ? nil : "the value on change, debounced 250 ms", frame: l.row,
                touchTarget: disabled ? nil : Self.knobHitArea)
        ]
    }
}
