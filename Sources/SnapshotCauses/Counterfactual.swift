import ComponentKit
import Rendering

/// What attribution needs of a failed snapshot: its image and reference, and a way to make it
/// again with some inputs back at their recorded values.
///
/// ```swift
/// Counterfactual(
///     actual: image, reference: { try? decode(referenceFile) },
///     render: { try system.render(variant, scale: 2, reverting: $0) },
///     provenance: { try system.provenance(of: variant, reverting: $0) })
/// ```
package struct Counterfactual: Sendable {
    /// The image this run rendered; nil for a text listing (no pixels to compare).
    package var actual: RGBAImage?
    /// The reference it failed against, read only when attribution needs it; nil when it cannot
    /// be read (then no residual check).
    package var reference: @Sendable () -> RGBAImage?
    /// Renders the snapshot again with `Reversion`'s inputs at their recorded values.
    package var render: @Sendable (Reversion) throws -> RGBAImage
    /// What the snapshot is made from with `Reversion`'s inputs at their recorded values: its
    /// drawing digests tell drawing code from what tokens and texts moved, with no raster.
    package var provenance: @Sendable (Reversion) throws -> Provenance

    package init(
        actual: RGBAImage?, reference: @escaping @Sendable () -> RGBAImage? = { nil },
        render: @escaping @Sendable (Reversion) throws -> RGBAImage,
        provenance: @escaping @Sendable (Reversion) throws -> Provenance
    ) {
        self.actual = actual
        self.reference = reference
        self.render = render
        self.provenance = provenance
    }
}
