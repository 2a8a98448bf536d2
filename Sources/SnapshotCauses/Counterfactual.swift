import DesignTokens
import Rendering

/// What attribution needs of a failed image: the image, its reference, and a way to render it
/// again with some tokens back at their recorded values.
package struct Counterfactual: Sendable {
    /// The image this run rendered.
    package var actual: RGBAImage
    /// The reference it failed against, read only when attribution needs it; nil when it cannot
    /// be read (then no residual check).
    package var reference: @Sendable () -> RGBAImage?
    /// Renders the same snapshot with `overrides` (read subjects → recorded values).
    package var render: @Sendable (TokenOverrides) throws -> RGBAImage
    /// Pixels per point of ``actual``: where a moved frame's pixels are.
    package var scale: Int

    package init(
        actual: RGBAImage, reference: @escaping @Sendable () -> RGBAImage?,
        render: @escaping @Sendable (TokenOverrides) throws -> RGBAImage, scale: Int = 2
    ) {
        self.scale = scale
        self.actual = actual
        self.reference = reference
        self.render = render
    }
}
