import ComponentKit
import Foundation
import Rendering

/// A chip-sized label that draws its text and lists it in `textRuns` only when `lists` is true:
/// the `lists-false` variant is what `record` warns about.
package struct LabelFixture: Component {
    package var lists: Bool

    package init(lists: Bool) { self.lists = lists }

    package static var tokenTableURL: URL? { Chip.tokenTableURL }
    package static var tokenFile: String { "Chip" }
    package static var matrix: VariantMatrix<LabelFixture> {
        VariantMatrix(base: LabelFixture(lists: true)).axis("lists", \.lists, [true, false])
    }
    package var props: [Prop] { [Prop("lists", String(lists))] }

    /// The label, kept whether or not it is listed.
    package struct Layout: ComponentLayout {
        package var size: Size
        package var label: TextRun
        package var lists: Bool
        package var textRuns: [TextRun] { lists ? [label] : [] }
    }

    package func layout(in context: RenderContext, proposedWidth: Double?) throws -> Layout {
        // The chip's tokens without laying a Chip out (its layout counter belongs to other tests).
        let tokens = try Chip(label: "Nearby", selected: false, theme: .light).tokens(context.tokens)
        let size = Size(width: 80, height: tokens.height)
        return Layout(size: size, label: try context.fonts.run("Nearby", style: tokens.label, centeredIn: Rect(size: size)), lists: lists)
    }

    package func draw(_ layout: Layout, on canvas: Canvas, in context: RenderContext) throws {
        try canvas.draw(layout.label)
    }
}
