import ComponentKit
import DesignTokens
import Foundation
import Rendering
import Synchronization

/// A filter chip: the smallest complete component, as a fixture. Everything it needs is this
/// folder (this file and `Chip.tokens.json`) and one line in a catalog: `Catalog([Chip.self])`.
/// Its name comes from the type, its validation from laying out its matrix.
package struct Chip: Component {
    package var label: String
    package var selected: Bool
    package var theme: Theme

    package init(label: String, selected: Bool, theme: Theme) {
        self.label = label
        self.selected = selected
        self.theme = theme
    }

    package static var tokenTableURL: URL? { Bundle.module.url(forResource: "Chip.tokens", withExtension: "json") }

    package static var matrix: VariantMatrix<Chip> {
        VariantMatrix(base: Chip(label: "Nearby", selected: false, theme: .light))
            .axis("selected", \.selected, [false, true])
            .themes(\.theme)
    }

    package var props: [Prop] { [Prop("label", label), Prop("selected", String(selected)), Prop("theme", theme.name)] }

    /// The colours and metrics for this chip's state and theme.
    package func tokens(_ table: TokenTable) throws -> (background: Color, label: TextStyle, height: Double, paddingX: Double) {
        try Self.tokens(table, selected: selected, theme: theme)
    }

    /// The colours and metrics for a chip's state and theme, its background read as `background`
    /// (``EditedChip`` reads a renamed one).
    static func tokens(_ table: TokenTable, selected: Bool, theme: Theme, background: String = "bg") throws -> (
        background: Color, label: TextStyle, height: Double, paddingX: Double
    ) {
        let role = selected ? "selected" : "default"
        let mode = theme.tokenMode
        return (
            try table.color("chip/color/\(role)/\(background)", mode: mode),
            TextStyle(
                try table.typography("chip/typography/label", mode: mode), color: try table.color("chip/color/\(role)/label", mode: mode)),
            try table.dimension("chip/size/height", mode: mode), try table.dimension("chip/size/paddingX", mode: mode)
        )
    }

    /// A capsule hugging the label.
    package struct Layout: ComponentLayout {
        package var size: Size
        package var background: Color
        package var label: TextRun
        package var textRuns: [TextRun] { [label] }
    }

    package func layout(in context: RenderContext, proposedWidth: Double?) throws -> Layout {
        Self.layoutCount.add(1, ordering: .relaxed)
        Self.layoutsByThread.withLock { $0[pthread_self(), default: 0] += 1 }
        return try Self.layout(label, tokens: tokens(context.tokens), in: context)
    }

    /// A capsule hugging `label`, from `t`.
    static func layout(
        _ label: String, tokens t: (background: Color, label: TextStyle, height: Double, paddingX: Double), in context: RenderContext
    ) throws -> Layout {
        let width = Size.wholePoints(try context.fonts.measure(label, style: t.label).width + 2 * t.paddingX)
        let bounds = Rect(size: Size(width: width, height: t.height))
        return Layout(size: bounds.size, background: t.background, label: try context.fonts.run(label, style: t.label, centeredIn: bounds))
    }

    package func draw(_ layout: Layout, on canvas: Canvas, in context: RenderContext) throws {
        try Self.draw(layout, on: canvas)
    }

    /// The capsule, then its label (the part `label`).
    static func draw(_ layout: Layout, on canvas: Canvas) throws {
        try canvas.fill(.roundedRect(Rect(size: layout.size), radius: layout.size.height / 2), with: .color(layout.background))
        try canvas.part("label") { try canvas.draw(layout.label) }
    }

    package func accessibilityElements(of layout: Layout, in context: RenderContext) throws -> [AccessibilityElement] {
        let frame = Rect(size: layout.size)
        return [
            AccessibilityElement(role: .button, label: label, traits: selected ? ["selected"] : [], frame: frame, touchTarget: frame.size)
        ]
    }

    /// How many times any chip was laid out, on any thread: a test checks a run lays each variant
    /// out once.
    package static let layoutCount = Atomic<Int>(0)

    /// How many times a chip was laid out on the calling thread: what a test that renders on its
    /// own thread counts, whatever other tests lay out at the same time.
    package static var layoutsOnThisThread: Int { layoutsByThread.withLock { $0[pthread_self(), default: 0] } }

    /// The layouts by thread.
    private static let layoutsByThread = Mutex<[pthread_t: Int]>([:])
}
