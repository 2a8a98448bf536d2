import ComponentKit
import Rendering
import SnapshotCore
import SnapshotRendering

extension Snapshotting where Value == ComponentVariant, Format == RGBAImage {
    /// Renders a variant with `system` at `scale` and snapshots the image.
    package static func variant(in system: DesignSystem, scale: Int, tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting<RGBAImage, RGBAImage>.image(tolerance: tolerance).pullback { variant in
            try system.render(variant, scale: scale)
        }
    }
}
