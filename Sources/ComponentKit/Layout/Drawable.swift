import Rendering

/// Anything the harness can lay out and draw with a ``DesignSystem``: a component instance or a
/// composition of them (stacks, padding, frames, backgrounds).
///
/// A drawable lays itself out for a proposed width into a ``DrawableLayout`` (its size, its
/// accessibility elements and how to draw it) and draws only inside that size, so drawables
/// nest: a stack lays out each child once and places the child layouts.
///
/// ```swift
/// let screen = VStack(spacing: 12, [Label("Order #1042", style: title), Badge("Shipped")])
///     .padding(16)
///     .background(.white)
///     .frame(width: 375)
/// let image = try system.render(screen, scale: 2)
/// ```
public protocol Drawable: Sendable {
    /// The component types inside, whose token tables a design system must load to draw this.
    var componentTypes: [any Component.Type] { get }

    /// Lays out for a proposed width (nil: the natural size).
    func layout(in system: DesignSystem, proposedWidth: Double?) throws -> DrawableLayout
}

extension Drawable {
    /// The size in points for a proposed width (nil: the natural size).
    package func size(in system: DesignSystem, proposedWidth: Double?) throws -> Size {
        try layout(in: system, proposedWidth: proposedWidth).size
    }
}

extension Component {
    /// The component itself and the ones it draws (``Component/dependencies``).
    public var componentTypes: [any Component.Type] { [Self.self] + Self.dependencies }

    /// The component's own layout, wrapped: drawing it later uses the environment it was laid out in.
    public func layout(in system: DesignSystem, proposedWidth: Double?) throws -> DrawableLayout {
        let context = try system.context(for: Self.self)
        let layout = try layout(in: context, proposedWidth: proposedWidth)
        let environment = context.environment
        return DrawableLayout(
            size: layout.size, frameSize: layout.frameSize, accessibilityElements: try accessibilityElements(of: layout, in: context),
            textRuns: layout.textRuns, motion: layout.motion
        ) { canvas, system in
            // Its calls are its own wherever it is drawn: a drawing edit names this component.
            try canvas.component(Self.name) {
                try self.draw(layout, on: canvas, in: system.context(for: Self.self, environment: environment))
            }
        }
    }
}
