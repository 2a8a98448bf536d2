import Rendering

/// Anything the harness can lay out and draw with a ``DesignSystem``: a component instance or a
/// composition of them (stacks, padding, frames, backgrounds).
///
/// A drawable reports its size for a proposed width and draws only inside the rectangle it is
/// given, so drawables nest: a stack proposes its own width to its children and places each one
/// in its own rectangle.
///
/// ```swift
/// let screen = VStack(spacing: 12, [EBCountdownPromo(...), EBCounter(count: 3, limit: 10)])
///     .padding(16)
///     .background(.white)
///     .frame(width: 375)
/// let image = try system.render(screen, scale: 2)
/// ```
public protocol Drawable: Sendable {
    /// The component types inside, whose token tables a design system must load to draw this.
    var componentTypes: [any Component.Type] { get }

    /// The size in points for a proposed width (nil: the natural size).
    func size(in system: DesignSystem, proposedWidth: Double?) throws -> Size

    /// Draws inside `rect` (whose size is what ``size(in:proposedWidth:)`` returned for `rect.width`).
    func draw(on canvas: Canvas, in rect: Rect, system: DesignSystem) throws
}

extension Component {
    public var componentTypes: [any Component.Type] { [Self.self] + Self.dependencies }

    public func size(in system: DesignSystem, proposedWidth: Double?) throws -> Size {
        try size(in: system.context(for: Self.self), proposedWidth: proposedWidth)
    }

    public func draw(on canvas: Canvas, in rect: Rect, system: DesignSystem) throws {
        let context = try system.context(for: Self.self)
        try canvas.translated(to: rect.origin) {
            try draw(on: canvas, in: context, width: rect.width)
        }
    }
}
