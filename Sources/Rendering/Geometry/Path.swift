import Foundation

/// A vector outline built in Swift and replayed onto a ``Canvas``: icons and glyphs drawn as paths.
///
/// Paths are only ever *filled* (with the non-zero winding rule). Lines, rings and borders are
/// built as closed outlines here — ``ring(center:radius:width:)``,
/// ``border(of:radius:width:)``, ``polyline(_:width:)``, ``arcBand(center:radius:width:startAngle:endAngle:)``
/// — so no pixel depends on Cairo's stroker, which changes between Cairo versions.
///
/// Every closed outline a builder makes winds clockwise on screen (the direction of ``arc(center:radius:startAngle:endAngle:)``),
/// and holes wind the other way. Overlapping outlines therefore add up under the non-zero rule,
/// so a union of several outlines fills as one shape, with one anti-aliased edge.
///
/// ```swift
/// var check = Path.polyline([Point(x: 4, y: 8), Point(x: 7, y: 11), Point(x: 12, y: 5)], width: 2)
/// check.append(.ring(center: Point(x: 8, y: 8), radius: 7, width: 2))
/// try canvas.fill(check, with: .color(.white))
/// ```
public struct Path: Hashable, Sendable {
    package enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case curve(control1: Point, control2: Point, end: Point)
        /// A circular arc around `center`, angles in radians; `clockwise` on screen means increasing angles.
        case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
        case close
    }

    package private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// Starts a subpath at `point`.
    public mutating func move(to point: Point) { elements.append(.move(point)) }
    /// A straight line to `point`.
    public mutating func line(to point: Point) { elements.append(.line(point)) }
    /// A cubic Bézier curve to `end`.
    public mutating func curve(to end: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1: control1, control2: control2, end: end))
    }
    /// Appends an arc around `center` from `startAngle` to `endAngle` (radians), clockwise on screen
    /// (increasing angles) unless `clockwise` is false.
    public mutating func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool = true) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
    }
    /// Closes the current subpath.
    public mutating func close() { elements.append(.close) }

    /// Appends `other`'s subpaths: the two fill as their union.
    public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

    /// A rectangle with corners of `radius` (clamped to half the shorter side: a capsule at most).
    ///
    /// Winds clockwise on screen; with `clockwise: false` it winds the other way, which cuts it
    /// out of a clockwise shape it lies inside (see ``border(of:radius:width:)``).
    public static func roundedRect(_ rect: Rect, radius: Double, clockwise: Bool = true) -> Path {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let quarter = Double.pi / 2
        // Corners in clockwise order, each with the angle its quarter-circle starts at.
        let corners: [(center: Point, start: Double)] = [
            (Point(x: rect.maxX - r, y: rect.minY + r), -quarter),
            (Point(x: rect.maxX - r, y: rect.maxY - r), 0),
            (Point(x: rect.minX + r, y: rect.maxY - r), quarter),
            (Point(x: rect.minX + r, y: rect.minY + r), 2 * quarter),
        ]
        var path = Path()
        if clockwise {
            for (index, corner) in corners.enumerated() {
                if r > 0 {
                    path.arc(center: corner.center, radius: r, startAngle: corner.start, endAngle: corner.start + quarter)
                } else {
                    index == 0 ? path.move(to: corner.center) : path.line(to: corner.center)
                }
            }
        } else {
            for (index, corner) in corners.reversed().enumerated() {
                if r > 0 {
                    path.arc(center: corner.center, radius: r, startAngle: corner.start + quarter, endAngle: corner.start, clockwise: false)
                } else {
                    index == 0 ? path.move(to: corner.center) : path.line(to: corner.center)
                }
            }
        }
        path.close()
        return path
    }

    /// A full circle, winding clockwise on screen (or the other way with `clockwise: false`).
    public static func circle(center: Point, radius: Double, clockwise: Bool = true) -> Path {
        var path = Path()
        if clockwise {
            path.arc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi)
        } else {
            path.arc(center: center, radius: radius, startAngle: 2 * .pi, endAngle: 0, clockwise: false)
        }
        path.close()
        return path
    }

    /// A ring `width` wide centred on the circle of `radius`: an outer circle with the inner one cut out.
    ///
    /// What a stroked circle looks like, as a filled shape.
    public static func ring(center: Point, radius: Double, width: Double) -> Path {
        let half = width / 2
        var path = circle(center: center, radius: radius + half)
        if radius - half > 0 {
            path.append(circle(center: center, radius: radius - half, clockwise: false))
        }
        return path
    }

    /// A border `width` wide lying inside `rect`'s edge: the rounded rectangle minus its inset.
    ///
    /// The inner corners keep the outer ones concentric (`radius − width`, at least 0).
    public static func border(of rect: Rect, radius: Double, width: Double) -> Path {
        var path = roundedRect(rect, radius: radius)
        let inner = rect.insetBy(dx: width, dy: width)
        if inner.width > 0, inner.height > 0 {
            path.append(roundedRect(inner, radius: max(0, radius - width), clockwise: false))
        }
        return path
    }

    /// A line from `start` to `end`, `width` wide, with round ends.
    public static func capsule(from start: Point, to end: Point, width: Double) -> Path {
        let half = width / 2
        var path = Path()
        guard start != end else { return circle(center: start, radius: half) }
        let direction = (end.y - start.y, end.x - start.x)
        let angle = atan2(direction.0, direction.1)
        let right = angle - .pi / 2
        path.move(to: start.offset(by: half, angle: right))
        path.line(to: end.offset(by: half, angle: right))
        path.arc(center: end, radius: half, startAngle: right, endAngle: right + .pi)
        path.line(to: start.offset(by: half, angle: right + .pi))
        path.arc(center: start, radius: half, startAngle: right + .pi, endAngle: right + 2 * .pi)
        path.close()
        return path
    }

    /// Connected line segments through `points`, `width` wide, with round joins and ends:
    /// the union of one ``capsule(from:to:width:)`` per segment.
    public static func polyline(_ points: [Point], width: Double) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        guard points.count > 1 else { return circle(center: first, radius: width / 2) }
        for (start, end) in zip(points, points.dropFirst()) {
            path.append(capsule(from: start, to: end, width: width))
        }
        return path
    }

    /// An arc of the circle of `radius`, `width` wide, from `startAngle` to `endAngle` (clockwise
    /// on screen, radians), with round ends.
    public static func arcBand(center: Point, radius: Double, width: Double, startAngle: Double, endAngle: Double) -> Path {
        let half = width / 2
        let startCap = center.offset(by: radius, angle: startAngle)
        let endCap = center.offset(by: radius, angle: endAngle)
        var path = Path()
        path.arc(center: center, radius: radius + half, startAngle: startAngle, endAngle: endAngle)
        path.arc(center: endCap, radius: half, startAngle: endAngle, endAngle: endAngle + .pi)
        path.arc(center: center, radius: max(0, radius - half), startAngle: endAngle, endAngle: startAngle, clockwise: false)
        path.arc(center: startCap, radius: half, startAngle: startAngle + .pi, endAngle: startAngle + 2 * .pi)
        path.close()
        return path
    }
}

extension Point {
    /// The point `distance` away in the direction of `angle` (radians, clockwise on screen from +x).
    func offset(by distance: Double, angle: Double) -> Point {
        Point(x: x + distance * cos(angle), y: y + distance * sin(angle))
    }
}
