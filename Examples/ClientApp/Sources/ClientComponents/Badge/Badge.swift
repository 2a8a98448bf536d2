import ComponentKit
import DesignTokens
import Foundation
import Rendering

/// The client app's status badge: a short label on a tinted capsule.
public struct Badge: Component {
    public enum Tone: String, CaseIterable, Sendable { case info, success, warning }

    public var label: String
    public var tone: Tone
    public var theme: Theme

    public init(_ label: String, tone: Tone = .info, theme: Theme = .light) {
        self.label = label
        self.tone = tone
        self.theme = theme
    }

    /// The token table ships in this package's own bundle.
    public static var tokenTableURL: URL? { Bundle.module.url(forResource: "Badge.tokens", withExtension: "json") }

    public static var matrix: VariantMatrix<Badge> {
        VariantMatrix(base: Badge("Shipped"))
            .axis("tone", \.tone, Tone.allCases)
            .themes(\.theme)
            .sample(Badge("Out for delivery", tone: .warning))
    }

    public var props: [Prop] { [Prop("label", label), Prop("tone", tone.rawValue), Prop("theme", theme.name)] }

    /// A rounded pill hugging the label: resolved once, drawn from this value.
    public struct Layout: ComponentLayout {
        public var size: Size
        var background: Color
        var radius: Double
        var label: TextRun
        public var textRuns: [TextRun] { [label] }
    }

    public func layout(in context: RenderContext, proposedWidth: Double?) throws -> Layout {
        let t = try BadgeTokens(context.tokens, tone: tone, theme: theme)
        let text = try context.fonts.measure(label, style: t.label)
        let bounds = Rect(size: Size(width: Size.wholePoints(text.width + 2 * t.paddingX), height: t.height))
        return Layout(
            size: bounds.size, background: t.background, radius: t.radius,
            label: try context.fonts.run(label, style: t.label, centeredIn: bounds))
    }

    public func accessibilityElements(of layout: Layout, in context: RenderContext) throws -> [AccessibilityElement] {
        [AccessibilityElement(role: .text, label: "Status: \(label)", frame: Rect(size: layout.size))]
    }

    public func draw(_ layout: Layout, on canvas: Canvas, in context: RenderContext) throws {
        try canvas.fill(.roundedRect(Rect(size: layout.size), radius: layout.radius), with: .color(layout.background))
        try canvas.draw(layout.label)
    }
}

struct BadgeTokens {
    var background: Color
    var label: TextStyle
    var height: Double
    var paddingX: Double
    var radius: Double

    init(_ table: TokenTable, tone: Badge.Tone, theme: Theme) throws {
        let mode = theme.tokenMode
        background = try table.color("badge/color/\(tone.rawValue)/bg", mode: mode)
        label = TextStyle(
            try table.typography("badge/typography/label", mode: mode),
            color: try table.color("badge/color/\(tone.rawValue)/label", mode: mode))
        height = try table.dimension("badge/size/height", mode: mode)
        paddingX = try table.dimension("badge/size/paddingX", mode: mode)
        radius = try table.dimension("badge/size/radius", mode: mode)
    }
}
