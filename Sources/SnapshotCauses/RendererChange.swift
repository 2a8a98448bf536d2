import Rendering

/// What changed in the renderer since the references were recorded, in words: the package's own
/// font files by name and hash, the libraries by version.
package struct RendererChange: Hashable, Sendable {
    /// The fields known to change pixels that differ (a font file, Cairo, Pango, the raster options).
    package var differences: [RendererFingerprint.Difference]

    /// The pixel-changing ones of `differences`; nil when there are none.
    package init?(_ differences: [RendererFingerprint.Difference]) {
        let known = differences.filter(\.knownToChangePixels)
        guard !known.isEmpty else { return nil }
        self.differences = known
    }

    /// `Inter-Bold.otf changed: 9d0e08110090c965 → 3f1c…; pango 1.50.12 → 1.52.0`, the recorded
    /// value first.
    package var summary: String {
        differences.map { difference in
            if difference.field.hasPrefix("font ") {
                let file = difference.field.dropFirst("font ".count)
                switch (difference.recorded, difference.current) {
                case ("absent", _): return "\(file) added"
                case (_, "absent"): return "\(file) removed"
                default: return "\(file) changed: \(difference.recorded) → \(difference.current)"
                }
            }
            return "\(difference.field) \(difference.recorded) → \(difference.current)"
        }.joined(separator: "; ")
    }

    /// Whether only the package's own fonts changed (not this machine's libraries).
    package var isOwnFonts: Bool { differences.allSatisfy { $0.field.hasPrefix("font ") } }
}
