import Components
import DesignTokens
import Foundation
import Rendering

/// A filter chip: the smallest complete component, as a fixture. Everything it needs is this
/// folder (this file and `Chip.tokens.json`) and one line in a catalog: `Catalog([Chip.self])`.
/// Its name comes from the type, its validation from laying out its matrix.
struct Chip: Component {
    var label: String
    var selected: Bool
    var theme: Theme

    static var tokenTableURL: URL? { Bundle.module.url(forResource: "Chip.tokens", withExtension: "json") }

    static var matrix: VariantMatrix<Chip> {
        VariantMatrix(base: Chip(label: "Nearby", selected: false, theme: .light))
            .axis("selected", \.selected, [false, true])
            .axis("theme", \.theme, Theme.allCases)
    }

    var props: [Prop] { [Prop("label", label), Prop("selected", String(selected)), Prop("theme", theme.rawValue)] }

    /// The colours and metrics for this chip's state and theme.
    func tokens(_ table: TokenTable) throws -> (background: Color, label: TextStyle, height: Double, paddingX: Double) {
        let role = selected ? "selected" : "default"
        let mode = theme.tokenMode
        return (
            try table.color("chip/color/\(role)/bg", mode: mode),
            TextStyle(
                try table.typography("chip/typography/label", mode: mode), color: try table.color("chip/color/\(role)/label", mode: mode)),
            try table.dimension("chip/size/height", mode: mode), try table.dimension("chip/size/paddingX", mode: mode)
        )
    }

    func size(in context: RenderContext) throws -> Size {
        let t = try tokens(context.tokens)
        return Size(width: Size.wholePoints(try context.fonts.measure(label, style: t.label).width + 2 * t.paddingX), height: t.height)
    }

    func draw(on canvas: Canvas, in context: RenderContext) throws {
        let t = try tokens(context.tokens)
        let bounds = Rect(size: try size(in: context))
        try canvas.fill(.roundedRect(bounds, radius: t.height / 2), with: .color(t.background))
        try canvas.draw(label, style: t.label, centeredIn: bounds)
    }

    func accessibilityElements(in context: RenderContext) throws -> [AccessibilityElement] {
        let frame = Rect(size: try size(in: context))
        return [
            AccessibilityElement(role: .button, label: label, traits: selected ? ["selected"] : [], frame: frame, touchTarget: frame.size)
        ]
    }
}
