import ComponentKit
import DesignTokens
import Foundation
import Rendering

/// A plain swatch of the chip's background, `width` points wide, shown on the chip's own
/// `default/bg` colour: its widths are a whole number of pixels at 2× or not (30.25 pt is
/// 60.5 px, what `record` warns about), and it declares its backdrop where Chip keeps the default.
package struct SwatchFixture: Component {
    package var width: Double
    package var theme: Theme

    package init(width: Double, theme: Theme = .light) {
        self.width = width
        self.theme = theme
    }

    package static var tokenTableURL: URL? { Chip.tokenTableURL }
    package static var tokenFile: String { "Chip" }
    package static var backdropToken: TokenPath? { "chip/color/default/bg" }
    package static var matrix: VariantMatrix<SwatchFixture> {
        VariantMatrix(base: SwatchFixture(width: 30)).axis("width", \.width, [30, 30.25, 30.5]).themes(\.theme)
    }
    package var props: [Prop] { [Prop("width", Size.format(width)), Prop("theme", theme.name)] }

    package struct Layout: ComponentLayout {
        package var size: Size
        package var color: Color
    }

    package func layout(in context: RenderContext, proposedWidth: Double?) throws -> Layout {
        Layout(size: Size(width: width, height: 12), color: try context.tokens.color("chip/color/selected/bg", mode: theme.tokenMode))
    }

    package func draw(_ layout: Layout, on canvas: Canvas, in context: RenderContext) throws {
        try canvas.fill(.roundedRect(Rect(size: layout.size), radius: 0), with: .color(layout.color))
    }
}
