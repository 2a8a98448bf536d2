/// A DTCG `cubicBezier` value: the two control points of a CSS-style timing curve.
public struct CubicBezier: Hashable, Sendable {
    /// The two control points, (x1, y1) and (x2, y2); x in 0...1.
    public var x1: Double, y1: Double, x2: Double, y2: Double

    /// A curve from its two control points.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }
}

/// A DTCG `strokeStyle` value: a CSS line-style keyword, or a dash pattern with a line cap.
package enum StrokeStyle: Hashable, Sendable {
    /// The CSS line styles the format allows as strings.
    package enum Keyword: String, Hashable, Sendable, CaseIterable {
        case solid, dashed, dotted, double, groove, ridge, outset, inset
    }

    /// The ends of dashes.
    package enum LineCap: String, Hashable, Sendable, CaseIterable {
        case round, butt, square
    }

    case keyword(Keyword)
    /// Dash and gap lengths in points (an odd count repeats to an even one when drawn).
    case dashes([Double], lineCap: LineCap)
}

/// A DTCG `border` value.
package struct Border: Hashable, Sendable {
    /// The colour.
    package var color: Color
    /// Width in points.
    package var width: Double
    /// Solid, dashed or dotted, or a dash pattern.
    package var style: StrokeStyle

    /// A border from its colour, width in points and style.
    package init(color: Color, width: Double, style: StrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}

/// A DTCG `transition` value.
public struct Transition: Hashable, Sendable {
    /// Seconds.
    public var duration: Double
    /// Seconds.
    public var delay: Double
    /// The easing curve.
    public var timingFunction: CubicBezier

    /// A transition from its duration and delay (seconds) and easing.
    public init(duration: Double, delay: Double, timingFunction: CubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

/// One layer of a DTCG `shadow` value; lengths in points.
package struct Shadow: Hashable, Sendable {
    /// The colour.
    package var color: Color
    /// Horizontal offset in points.
    package var offsetX: Double
    /// Vertical offset in points.
    package var offsetY: Double
    /// Blur radius in points.
    package var blur: Double
    /// How far the shadow grows (negative: shrinks) before blurring, in points.
    package var spread: Double
    /// An inner shadow rather than a drop shadow.
    package var inset: Bool

    /// A shadow layer from its parts (points), outside the shape unless `inset`.
    package init(color: Color, offsetX: Double, offsetY: Double, blur: Double, spread: Double, inset: Bool = false) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}
