import ComponentKit
import DesignTokens
import EBComponents
import Foundation
import Rendering
import RenderingTestSupport

/// A white tile with a small dark dot, drawn as EBToast draws its error icon's dot (1.04 pt at a
/// fractional centre): the fixture for a drawing change that touches only pixels pixelmatch takes
/// for anti-aliasing. ``SmallDotRedrawn`` is the same component after its drawing code changed.
package struct SmallDot: Component {
    package var theme: Theme

    package init(theme: Theme = .light) { self.theme = theme }

    package static var name: String { "SmallDot" }
    /// It reads no token; the kit loads a table for every component, so it names the counter's.
    package static var tokenTableURL: URL? { EBCounter.tokenTableURL }
    package static var tokenFile: String { EBCounter.tokenFile }
    package static var matrix: VariantMatrix<SmallDot> { VariantMatrix(base: SmallDot()).themes(\.theme) }
    package var props: [Prop] { [Prop("theme", theme.name)] }

    package struct Layout: ComponentLayout {
        package var size: Size
    }

    package func layout(in context: RenderContext, proposedWidth: Double?) throws -> Layout {
        Layout(size: Size(width: 16, height: 16))
    }

    package func draw(_ layout: Layout, on canvas: Canvas, in context: RenderContext) throws {
        try drawSmallDot(radius: 1.25 * 10 / 12, on: canvas, size: layout.size)
    }
}

/// ``SmallDot`` after a drawing change: the dot's radius 1.04 → 1.25 pt (as EBToast's 1.25 u →
/// 1.5 u), which changes only anti-aliased pixels at 2×.
package struct SmallDotRedrawn: Component {
    package var theme: Theme

    package init(theme: Theme = .light) { self.theme = theme }

    package static var name: String { SmallDot.name }
    package static var tokenTableURL: URL? { SmallDot.tokenTableURL }
    package static var tokenFile: String { SmallDot.tokenFile }
    package static var matrix: VariantMatrix<SmallDotRedrawn> { VariantMatrix(base: SmallDotRedrawn()).themes(\.theme) }
    package var props: [Prop] { [Prop("theme", theme.name)] }

    package func layout(in context: RenderContext, proposedWidth: Double?) throws -> SmallDot.Layout {
        SmallDot.Layout(size: Size(width: 16, height: 16))
    }

    package func draw(_ layout: SmallDot.Layout, on canvas: Canvas, in context: RenderContext) throws {
        try drawSmallDot(radius: 1.5 * 10 / 12, on: canvas, size: layout.size)
    }
}
