/// A point in user space (points at scale 1).
public struct Point: Hashable, Sendable {
    /// The horizontal position in points, growing to the right.
    public var x: Double
    /// The vertical position in points, growing downwards.
    public var y: Double
    /// The point at `x`, `y`.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}

/// A size in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double
    /// A size of `width` × `height` points.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// No size.
    public static let zero = Size(width: 0, height: 0)
    /// `width×height`, in points.
    public var description: String { "\(Self.format(width))×\(Self.format(height))" }

    /// `points` rounded up to a whole point, ignoring float noise below 1/1000 pt
    /// (a 24.000000001 wide label is 24 wide, not 25).
    public static func wholePoints(_ points: Double) -> Double {
        (points - 0.001).rounded(.up)
    }

    /// `24` for whole numbers, `24.5` otherwise.
    package static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// An axis-aligned rectangle in points.
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// The rectangle with its top-left corner at `x`, `y`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    /// The rectangle of `size` at `origin`.
    public init(origin: Point = .zero, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}
