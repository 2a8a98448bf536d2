/// A vector outline built in Swift and replayed onto a ``Canvas``: icons and glyphs drawn as paths.
///
/// ```swift
/// var check = Path()
/// check.move(to: Point(x: 4, y: 8))
/// check.line(to: Point(x: 7, y: 11))
/// check.line(to: Point(x: 12, y: 5))
/// try canvas.stroke(check, with: .color(.white), lineWidth: 2)
/// ```
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case curve(control1: Point, control2: Point, end: Point)
        /// A circular arc around `center`, angles in radians, clockwise in screen space.
        case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public mutating func move(to point: Point) { elements.append(.move(point)) }
    public mutating func line(to point: Point) { elements.append(.line(point)) }
    public mutating func curve(to end: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1: control1, control2: control2, end: end))
    }
    public mutating func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle))
    }
    public mutating func close() { elements.append(.close) }

    /// A rectangle with corners of `radius` (clamped to half the shorter side: a capsule at most).
    public static func roundedRect(_ rect: Rect, radius: Double) -> Path {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        var path = Path()
        guard r > 0 else {
            path.move(to: rect.origin)
            path.line(to: Point(x: rect.maxX, y: rect.minY))
            path.line(to: Point(x: rect.maxX, y: rect.maxY))
            path.line(to: Point(x: rect.minX, y: rect.maxY))
            path.close()
            return path
        }
        let quarter = Double.pi / 2
        path.arc(center: Point(x: rect.maxX - r, y: rect.minY + r), radius: r, startAngle: -quarter, endAngle: 0)
        path.arc(center: Point(x: rect.maxX - r, y: rect.maxY - r), radius: r, startAngle: 0, endAngle: quarter)
        path.arc(center: Point(x: rect.minX + r, y: rect.maxY - r), radius: r, startAngle: quarter, endAngle: 2 * quarter)
        path.arc(center: Point(x: rect.minX + r, y: rect.minY + r), radius: r, startAngle: 2 * quarter, endAngle: 3 * quarter)
        path.close()
        return path
    }

    public static func circle(center: Point, radius: Double) -> Path {
        var path = Path()
        path.arc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi)
        path.close()
        return path
    }
}
