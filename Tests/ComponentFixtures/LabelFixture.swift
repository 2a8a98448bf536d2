import ComponentKit
import Foundation
import Rendering

/// A chip-sized label that draws its text and lists it in `textRuns` only when `lists` is true:
/// the `lists-false` variant is what `record` warns about.
public struct LabelFixture: Component {
    public var lists: Bool

    public init(lists: Bool) { self.lists = lists }

    public static var tokenTableURL: URL? { Chip.tokenTableURL }
    public static var tokenFile: String { "Chip" }
    public static var matrix: VariantMatrix<LabelFixture> {
        VariantMatrix(base: LabelFixture(lists: true)).axis("lists", \.lists, [true, false])
    }
    public var props: [Prop] { [Prop("lists", String(lists))] }

    /// The label, kept whether or not it is listed.
    public struct Layout: ComponentLayout {
        public var size: Size
        public var label: TextRun
        public var lists: Bool
        public var textRuns: [TextRun] { lists ? [label] : [] }
    }

    public func layout(in context: RenderContext, proposedWidth: Double?) throws -> Layout {
        // The chip's tokens without laying a Chip out (its layout counter belongs to other tests).
        let tokens = try Chip(label: "Nearby", selected: false, theme: .light).tokens(context.tokens)
        let size = Size(width: 80, height: tokens.height)
        return Layout(size: size, label: try context.fonts.run("Nearby", style: tokens.label, centeredIn: Rect(size: size)), lists: lists)
    }

    public func draw(_ layout: Layout, on canvas: Canvas, in context: RenderContext) throws {
        try canvas.draw(layout.label)
    }
}
