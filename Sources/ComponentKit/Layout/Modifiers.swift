import DesignTokens
import Rendering

/// Space around a drawable, in points.
public struct EdgeInsets: Hashable, Sendable {
    package var top: Double
    package var leading: Double
    package var bottom: Double
    package var trailing: Double

    /// Insets of each edge, in points.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every side.
    public init(_ all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }

    /// The same inset on the leading and trailing edges, and another on the top and bottom.
    public init(horizontal: Double, vertical: Double) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }
}

/// `content` inset by `insets`: the proposal shrinks by the insets, the size grows by them.
package struct Padded: Drawable {
    package var content: any Drawable
    package var insets: EdgeInsets

    /// The component types inside the content.
    package var componentTypes: [any Component.Type] { content.componentTypes }

    /// The content's layout inset by ``insets``.
    package func layout(in system: DesignSystem, proposedWidth: Double?) throws -> DrawableLayout {
        let inner = try content.layout(in: system, proposedWidth: proposedWidth.map { max(0, $0 - insets.leading - insets.trailing) })
        let size = Size(width: inner.size.width + insets.leading + insets.trailing, height: inner.size.height + insets.top + insets.bottom)
        return .placing([(inner, Point(x: insets.leading, y: insets.top))], size: size)
    }
}

/// `content` at a fixed width (whatever is proposed), and optionally a fixed height.
package struct Framed: Drawable {
    package var content: any Drawable
    package var width: Double?
    package var height: Double?

    /// The component types inside the content.
    package var componentTypes: [any Component.Type] { content.componentTypes }

    /// The content's layout in the fixed width and height (the content's where nil).
    package func layout(in system: DesignSystem, proposedWidth: Double?) throws -> DrawableLayout {
        let inner = try content.layout(in: system, proposedWidth: width ?? proposedWidth)
        return .placing([(inner, .zero)], size: Size(width: width ?? inner.size.width, height: height ?? inner.size.height))
    }
}

/// `content` over a filled rounded rectangle of its own size.
package struct Backgrounded: Drawable {
    package var content: any Drawable
    package var color: Color
    package var radius: Double

    /// The component types inside the content.
    package var componentTypes: [any Component.Type] { content.componentTypes }

    /// The content's layout over a filled rounded rectangle of its size.
    package func layout(in system: DesignSystem, proposedWidth: Double?) throws -> DrawableLayout {
        let inner = try content.layout(in: system, proposedWidth: proposedWidth)
        let (color, radius) = (color, radius)
        return .placing([(inner, .zero)], size: inner.size) { canvas in
            try canvas.fill(.roundedRect(Rect(size: inner.size), radius: radius), with: .color(color))
        }
    }
}

/// `overlay` drawn over `base`, aligned to its bottom (a toast over a content area) or top.
public struct Overlaid: Drawable {
    /// Where the overlay goes: above or below the base.
    public enum Edge: Sendable { case top, bottom }
    package var base: any Drawable
    package var overlay: any Drawable
    package var edge: Edge

    /// The component types inside the base and the overlay.
    public var componentTypes: [any Component.Type] { base.componentTypes + overlay.componentTypes }

    /// The base's layout with the overlay's placed at ``edge``.
    public func layout(in system: DesignSystem, proposedWidth: Double?) throws -> DrawableLayout {
        let under = try base.layout(in: system, proposedWidth: proposedWidth)
        let over = try overlay.layout(in: system, proposedWidth: under.size.width)
        let y = edge == .top ? 0 : under.size.height - over.size.height
        return .placing([(under, .zero), (over, Point(x: 0, y: y))], size: under.size)
    }
}

extension Drawable {
    /// This drawable with `insets` around it.
    public func padding(_ insets: EdgeInsets) -> some Drawable { Padded(content: self, insets: insets) }
    /// This drawable with `all` points on every side.
    public func padding(_ all: Double) -> some Drawable { Padded(content: self, insets: EdgeInsets(all)) }
    /// This drawable at a fixed width (and height).
    public func frame(width: Double? = nil, height: Double? = nil) -> some Drawable { Framed(content: self, width: width, height: height) }
    /// This drawable over a rounded rectangle in `color`.
    public func background(_ color: Color, radius: Double = 0) -> some Drawable {
        Backgrounded(content: self, color: color, radius: radius)
    }
    /// `overlay` drawn over this drawable at its bottom (or top) edge, inset by nothing: pad the overlay to inset it.
    public func overlay(_ overlay: any Drawable, at edge: Overlaid.Edge = .bottom) -> Overlaid {
        Overlaid(base: self, overlay: overlay, edge: edge)
    }
}
