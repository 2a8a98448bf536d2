/// How much two images may differ and still match.
///
/// The default, ``exact``, lets nothing through: references are rendered hermetically, so any
/// pixel change is a real change. A later diff engine adds perceptual thresholds on top.
public struct Tolerance: Hashable, Sendable {
    /// Largest per-channel difference (0…255) for two pixels to count as equal.
    public var maxChannelDelta: Int
    /// How many differing pixels are allowed.
    public var maxDiffPixels: Int

    public init(maxChannelDelta: Int = 0, maxDiffPixels: Int = 0) {
        self.maxChannelDelta = maxChannelDelta
        self.maxDiffPixels = maxDiffPixels
    }

    public static let exact = Tolerance()
}
