import ComponentKit
import DesignTokens
import Foundation
import Rendering

extension EBCounter: Component {
    /// The EB token table, in this module's bundle.
    public static var tokenTableURL: URL? { EBTokens.url(for: tokenFile) }
    /// The largest text size, right-to-left Arabic and the pseudo-locale, on the default and the 4 legacy variants.
    public static let stressEnvironments: [RenderEnvironment] = [.largestText, .arabic, .pseudo]

    /// The props that name this variant's files, in the API's order.
    public var props: [Prop] {
        var props = [
            Prop("count", String(count)),
            Prop("limit", limit.map(String.init) ?? "none"),
            Prop("maxDisplay", String(maxDisplay)),
            Prop("hideWhenZero", String(hideWhenZero)),
            Prop("theme", theme.name),
        ]
        if let stateOverride {
            props.insert(Prop("state", stateOverride.rawValue), at: 3)
        }
        if accessibilityNoun != .item { props.append(Prop("accessibilityNoun", accessibilityNoun.plural)) }
        return props
    }

    /// A capsule in the state's paint with the label centred on it.
    public struct Layout: ComponentLayout {
        /// The size in points of the rendered image.
        public var size: Size
        var background: Color
        var radius: Double
        var label: TextRun?
        /// The text this layout draws, for provenance and the text-bounds checks.
        public var textRuns: [TextRun] { label.map { [$0] } ?? [] }
    }

    /// Height from the tokens; width hugs the label plus padding (the slash format has its own),
    /// never below `minWidth`, rounded up to whole points. A hidden counter is 0×0.
    public func layout(in context: RenderContext, proposedWidth: Double?) throws -> Layout {
        let tokens = try EBCounterTokens(context.tokens, state: state, theme: theme, environment: context.environment)
        guard !isHidden else { return Layout(size: .zero, background: tokens.background, radius: tokens.radius, label: nil) }
        let text = try context.fonts.measure(displayText, style: tokens.label)
        let padding = limit == nil ? tokens.paddingX : tokens.slashPaddingX
        let size = Size(width: max(tokens.minWidth, Size.wholePoints(text.width + 2 * padding)), height: tokens.height)
        let origin = Point(x: size.width / 2 - text.width / 2, y: size.height / 2 - text.height / 2)
        return Layout(
            size: size, background: tokens.background, radius: tokens.radius,
            label: TextRun(displayText, style: tokens.label, frame: Rect(origin: origin, size: text)))
    }

    /// Draws the layout: fills and runs only, inside its size.
    public func draw(_ layout: Layout, on canvas: Canvas, in context: RenderContext) throws {
        guard let label = layout.label else { return }
        try canvas.fill(.roundedRect(Rect(size: layout.size), radius: layout.radius), with: .color(layout.background))
        try canvas.part("label") { try canvas.draw(label) }
    }

    /// The count as text with what it counts ("247 unread messages", never "99+"); a hidden
    /// counter is not in the accessibility tree at all.
    public func accessibilityElements(of layout: Layout, in context: RenderContext) throws -> [AccessibilityElement] {
        guard let label = accessibilityLabel(in: context.environment.locale) else { return [] }
        return [AccessibilityElement(role: .text, label: label, frame: Rect(size: layout.size))]
    }
}
