import DesignTokens
import Rendering

/// What attribution needs of a failed image: the image, its reference, and a way to render it
/// again with some tokens back at their recorded values.
public struct Counterfactual: Sendable {
    /// The image this run rendered.
    public var actual: RGBAImage
    /// The reference it failed against, read only when attribution needs it; nil when it cannot
    /// be read (then no residual check).
    public var reference: @Sendable () -> RGBAImage?
    /// Renders the same snapshot with `overrides` (read subjects → recorded values).
    public var render: @Sendable (TokenOverrides) throws -> RGBAImage
    /// Pixels per point of ``actual``: where a moved frame's pixels are.
    public var scale: Int

    public init(
        actual: RGBAImage, reference: @escaping @Sendable () -> RGBAImage?,
        render: @escaping @Sendable (TokenOverrides) throws -> RGBAImage, scale: Int = 2
    ) {
        self.scale = scale
        self.actual = actual
        self.reference = reference
        self.render = render
    }
}
