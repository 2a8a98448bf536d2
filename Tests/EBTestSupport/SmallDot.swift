import ComponentKit
import DesignTokens
import EBComponents
import Foundation
import Rendering

/// A white tile with a small dark dot, drawn as EBToast draws its error icon's dot (1.04 pt at a
/// fractional centre): the fixture for a drawing change that touches only pixels pixelmatch takes
/// for anti-aliasing. ``SmallDotRedrawn`` is the same component after its drawing code changed.
public struct SmallDot: Component {
    public var theme: Theme

    public init(theme: Theme = .light) { self.theme = theme }

    public static var name: String { "SmallDot" }
    /// It reads no token; the kit loads a table for every component, so it names the counter's.
    public static var tokenTableURL: URL? { EBCounter.tokenTableURL }
    public static var tokenFile: String { EBCounter.tokenFile }
    public static var matrix: VariantMatrix<SmallDot> { VariantMatrix(base: SmallDot()).themes(\.theme) }
    public var props: [Prop] { [Prop("theme", theme.name)] }

    public struct Layout: ComponentLayout {
        public var size: Size
    }

    public func layout(in context: RenderContext, proposedWidth: Double?) throws -> Layout {
        Layout(size: Size(width: 16, height: 16))
    }

    public func draw(_ layout: Layout, on canvas: Canvas, in context: RenderContext) throws {
        try Self.draw(radius: 1.25 * 10 / 12, on: canvas, size: layout.size)
    }

    /// The tile and a dot of `radius` points.
    static func draw(radius: Double, on canvas: Canvas, size: Size) throws {
        try canvas.fill(.roundedRect(Rect(size: size), radius: 0), with: .color(.white))
        try canvas.fill(.circle(center: Point(x: 8.1, y: 9.4), radius: radius), with: .color(Color(red: 32, green: 32, blue: 40)))
    }
}

/// ``SmallDot`` after a drawing change: the dot's radius 1.04 → 1.25 pt (as EBToast's 1.25 u →
/// 1.5 u), which changes only anti-aliased pixels at 2×.
public struct SmallDotRedrawn: Component {
    public var theme: Theme

    public init(theme: Theme = .light) { self.theme = theme }

    public static var name: String { SmallDot.name }
    public static var tokenTableURL: URL? { SmallDot.tokenTableURL }
    public static var tokenFile: String { SmallDot.tokenFile }
    public static var matrix: VariantMatrix<SmallDotRedrawn> { VariantMatrix(base: SmallDotRedrawn()).themes(\.theme) }
    public var props: [Prop] { [Prop("theme", theme.name)] }

    public func layout(in context: RenderContext, proposedWidth: Double?) throws -> SmallDot.Layout {
        SmallDot.Layout(size: Size(width: 16, height: 16))
    }

    public func draw(_ layout: SmallDot.Layout, on canvas: Canvas, in context: RenderContext) throws {
        try SmallDot.draw(radius: 1.5 * 10 / 12, on: canvas, size: layout.size)
    }
}
