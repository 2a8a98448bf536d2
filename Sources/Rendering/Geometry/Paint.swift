import DesignTokens

/// How a shape is filled or stroked: a flat colour or a linear gradient between two points.
public enum Paint: Hashable, Sendable {
    case color(Color)
    case linearGradient(Gradient, from: Point, to: Point)

    /// A token fill laid across `rect`: gradients run left to right.
    public init(_ fill: Fill, across rect: Rect) {
        switch fill {
        case .color(let color):
            self = .color(color)
        case .gradient(let gradient):
            self = .linearGradient(
                gradient, from: Point(x: rect.minX, y: rect.midY), to: Point(x: rect.maxX, y: rect.midY))
        }
    }
}
