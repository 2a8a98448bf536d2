/// pixelmatch's main loop over one band of rows, reporting verdicts to a ``DiffCanvas``.
///
/// Runs of equal pixels are skipped eight at a time. Four pixels that differ somewhere get their
/// YIQ deltas in one SIMD step when all eight of their pixels are opaque; anything translucent, and
/// the last pixels of a row, take the scalar path. Only pixels over the threshold reach the
/// anti-aliasing detector.
struct Engine<Canvas: DiffCanvas> {
    let image1: Pixels32
    let image2: Pixels32
    let width: Int
    let maxDelta: Double
    let includeAA: Bool
    let checkerboard: Bool
    let detector: AntiAliasing
    let canvas: Canvas

    init(image1: Pixels32, image2: Pixels32, width: Int, height: Int, options: DiffOptions, canvas: Canvas) {
        self.image1 = image1
        self.image2 = image2
        self.width = width
        maxDelta = 35215 * options.threshold * options.threshold
        includeAA = options.includeAA
        checkerboard = options.checkerboard
        detector = AntiAliasing(width: width, height: height, checkerboard: options.checkerboard)
        self.canvas = canvas
    }

    /// The number of counted differences in `rows`.
    func count(rows: Range<Int>) -> Int {
        var count = 0
        for y in rows { count &+= row(y) }
        return count
    }

    private func row(_ y: Int) -> Int {
        let start = y &* width, end = start &+ width
        var index = start, count = 0
        while index &+ 8 <= end {
            if image1.eightEqual(image2, at: index) {
                canvas.similar(quad: index, image1.quad(at: index))
                canvas.similar(quad: index &+ 4, image1.quad(at: index &+ 4))
            } else {
                count &+= quad(index, start, y)
                count &+= quad(index &+ 4, start, y)
            }
            index &+= 8
        }
        if index &+ 4 <= end {
            count &+= quad(index, start, y)
            index &+= 4
        }
        while index < end {
            count &+= single(index, start, y)
            index &+= 1
        }
        return count
    }

    /// Four pixels from `index` on, in the row that starts at `rowStart`.
    @inline(__always)
    private func quad(_ index: Int, _ rowStart: Int, _ y: Int) -> Int {
        let first = image1.quad(at: index), second = image2.quad(at: index)
        canvas.similar(quad: index, first)
        if first == second { return 0 }
        guard all((first & second) .>= 0xFF00_0000) else {
            var count = 0
            for lane in 0..<4 { count &+= single(index &+ lane, rowStart, y) }
            return count
        }
        let (magnitude, firstBrighter) = YIQ.opaqueDeltas(first, second)
        let over = magnitude .> maxDelta
        guard any(over) else { return 0 }
        var count = 0
        for lane in 0..<4 where over[lane] {
            count &+= verdict(index &+ lane, index &+ lane &- rowStart, y, firstBrighter: firstBrighter[lane])
        }
        return count
    }

    @inline(__always)
    private func single(_ index: Int, _ rowStart: Int, _ y: Int) -> Int {
        let first = image1[index], second = image2[index]
        if first != second {
            let delta = YIQ.delta(first, second, offset: index &* 4, checkerboard: checkerboard)
            if abs(delta) > maxDelta { return verdict(index, index &- rowStart, y, firstBrighter: delta < 0) }
        }
        canvas.similar(index, first)
        return 0
    }

    /// A pixel over the threshold: excluded as anti-aliasing, or counted.
    @inline(__always)
    private func verdict(_ index: Int, _ x: Int, _ y: Int, firstBrighter: Bool) -> Int {
        if !includeAA && detector.excludes(x, y, image1, image2) {
            canvas.antialiased(index)
            return 0
        }
        canvas.different(index, firstBrighter: firstBrighter)
        return 1
    }
}
