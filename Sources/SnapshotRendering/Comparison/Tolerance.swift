import PixelDiff

/// How different two images may be and still match: pixelmatch options plus Playwright's
/// `maxDiffPixels` and `maxDiffPixelRatio`.
///
/// The default, ``exact``, is threshold 0 with anti-aliasing detection and no allowed pixels: a
/// one-level change of one token colour, or an element moved by one point, fails it. References
/// are rendered hermetically, so a looser default would only hide real changes.
public struct Tolerance: Hashable, Sendable {
    /// The per-pixel comparison.
    public var options: DiffOptions
    /// Differing pixels allowed.
    public var maxDiffPixels: Int
    /// Share of differing pixels allowed (0…1), on top of `maxDiffPixels`; nil: no ratio limit.
    public var maxDiffPixelRatio: Double?

    public init(options: DiffOptions = Tolerance.exactOptions, maxDiffPixels: Int = 0, maxDiffPixelRatio: Double? = nil) {
        self.options = options
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    /// pixelmatch options with threshold 0.
    public static var exactOptions: DiffOptions {
        var options = DiffOptions()
        options.threshold = 0
        return options
    }

    public static let exact = Tolerance()

    /// Whether `mismatched` of `total` pixels is within this tolerance: at most the larger of
    /// `maxDiffPixels` and `maxDiffPixelRatio × total`, as Playwright combines them.
    public func allows(mismatched: Int, total: Int) -> Bool {
        Double(mismatched) <= max(Double(maxDiffPixels), (maxDiffPixelRatio ?? 0) * Double(total))
    }
}
