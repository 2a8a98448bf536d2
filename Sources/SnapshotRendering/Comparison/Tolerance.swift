import PixelDiff

/// How different two images may be and still match: which pixels count as different, plus
/// Playwright's `maxDiffPixels` and `maxDiffPixelRatio`.
///
/// The default, ``exact``, counts **every pixel whose bytes changed** and allows none. References
/// are rendered hermetically, the same bytes on every Linux, so there is no rendering noise to
/// forgive: a changed pixel is a real change, even where pixelmatch would call it anti-aliasing
/// (a sub-point move, a thin shape, a small glyph).
///
/// ``perceptual(threshold:maxDiffPixels:maxDiffPixelRatio:)`` keeps pixelmatch's own rule (a YIQ
/// delta over the threshold, anti-aliased pixels not counted), for images rendered on machines the
/// harness does not control; ``ignoringAntialiasing`` is that rule at threshold 0.
public struct Tolerance: Hashable, Sendable {
    /// Which changed pixels count as differences.
    package enum Rule: Hashable, Sendable {
        /// Every pixel whose four bytes differ.
        case everyChangedPixel
        /// pixelmatch's rule under these options: a YIQ delta over the threshold, and anti-aliased
        /// pixels left out unless `includeAA`.
        case pixelmatch(DiffOptions)
    }

    /// Which changed pixels count.
    package var rule: Rule
    /// Differing pixels allowed.
    public var maxDiffPixels: Int
    /// Share of differing pixels allowed (0…1), on top of `maxDiffPixels`; nil: no ratio limit.
    public var maxDiffPixelRatio: Double?

    /// Every changed pixel counts; `maxDiffPixels` and `maxDiffPixelRatio` of them are allowed.
    public init(maxDiffPixels: Int = 0, maxDiffPixelRatio: Double? = nil) {
        self.init(rule: .everyChangedPixel, maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio)
    }

    /// pixelmatch's rule under `options`; `maxDiffPixels` and `maxDiffPixelRatio` of its counted
    /// pixels are allowed.
    package init(options: DiffOptions, maxDiffPixels: Int = 0, maxDiffPixelRatio: Double? = nil) {
        self.init(rule: .pixelmatch(options), maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio)
    }

    /// A tolerance counting by `rule`.
    package init(rule: Rule, maxDiffPixels: Int = 0, maxDiffPixelRatio: Double? = nil) {
        self.rule = rule
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    /// Every changed pixel counts, and none is allowed: the default of `verify`, `record --mode
    /// failed` and the assertions.
    public static let exact = Tolerance()

    /// pixelmatch's rule at threshold 0: every colour change counts, but pixels pixelmatch takes
    /// for anti-aliasing do not (`verify --ignore-antialiasing`).
    public static let ignoringAntialiasing = perceptual(threshold: 0)

    /// pixelmatch's rule with `threshold` (0…1; pixelmatch's default is 0.1), anti-aliased pixels
    /// not counted: for images from machines whose rendering the harness does not control.
    public static func perceptual(threshold: Double = 0.1, maxDiffPixels: Int = 0, maxDiffPixelRatio: Double? = nil) -> Tolerance {
        var options = DiffOptions()
        options.threshold = threshold
        return Tolerance(options: options, maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio)
    }

    /// pixelmatch options with threshold 0 and anti-aliasing detected: what ``exact`` draws its
    /// diff image with (counted changes red, anti-aliased ones yellow).
    package static var exactOptions: DiffOptions {
        var options = DiffOptions()
        options.threshold = 0
        return options
    }

    /// The pixelmatch options the diff image is drawn with: the rule's own, or ``exactOptions``.
    package var options: DiffOptions {
        switch rule {
        case .everyChangedPixel: Self.exactOptions
        case .pixelmatch(let options): options
        }
    }

    /// Whether `mismatched` of `total` pixels is within this tolerance: at most the larger of
    /// `maxDiffPixels` and `maxDiffPixelRatio × total`, as Playwright combines them.
    package func allows(mismatched: Int, total: Int) -> Bool {
        Double(mismatched) <= max(Double(maxDiffPixels), (maxDiffPixelRatio ?? 0) * Double(total))
    }
}
