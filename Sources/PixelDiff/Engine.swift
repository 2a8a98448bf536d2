/// pixelmatch's main loop over one band of rows, reporting verdicts to a ``DiffCanvas``.
///
/// Runs of eight equal pixels are skipped with four 64-bit compares. Eight pixels that differ
/// somewhere go through ``DeltaScreen``; only the pixels it flags get pixelmatch's exact `Double`
/// delta. Pixels over the threshold wait in ``PendingCandidates`` until the scan is two rows
/// further, then meet the anti-aliasing detector. Rows narrower than eight pixels take the exact
/// path pixel by pixel.
struct Engine<Canvas: DiffCanvas> {
    let image1: Pixels32
    let image2: Pixels32
    let width: Int
    let maxDelta: Double
    let includeAA: Bool
    let checkerboard: Bool
    let detector: AntiAliasing
    let screen: DeltaScreen
    let canvas: Canvas
    let flaggedLanes = FlaggedLanes.shared

    init(image1: Pixels32, image2: Pixels32, width: Int, height: Int, options: DiffOptions, canvas: Canvas) {
        self.image1 = image1
        self.image2 = image2
        self.width = width
        maxDelta = 35215 * options.threshold * options.threshold
        includeAA = options.includeAA
        checkerboard = options.checkerboard
        detector = AntiAliasing(width: width, height: height, checkerboard: options.checkerboard)
        screen = DeltaScreen(maxDelta: maxDelta)
        self.canvas = canvas
    }

    /// The number of counted differences in `rows`.
    func count(rows: Range<Int>) -> Int {
        let pending = PendingCandidates(width: width)
        // A row's flagged pixels, as offsets from its start (room for one octet past the row).
        let flagged = UnsafeMutablePointer<Int32>.allocate(capacity: width + 8)
        defer {
            pending.deallocate()
            flagged.deallocate()
        }
        var count = 0
        var secondFirst = false
        var memo = GrayMemo()
        for y in rows {
            scan(row: y, flagged: flagged, into: pending, memo: &memo)
            if y &- 2 >= rows.lowerBound { count &+= resolve(row: y &- 2, pending, secondFirst: &secondFirst) }
        }
        for y in max(rows.lowerBound, rows.upperBound &- 2)..<rows.upperBound {
            count &+= resolve(row: y, pending, secondFirst: &secondFirst)
        }
        return count
    }

    /// Draws the similar pixels of row `y` and queues the ones over the threshold.
    ///
    /// The screen's flagged pixels are listed first (``FlaggedLanes``), then take the exact test
    /// in one loop: the octets' verdicts do not steer a loop of their own.
    private func scan(row y: Int, flagged: UnsafeMutablePointer<Int32>, into pending: PendingCandidates, memo: inout GrayMemo) {
        let start = y &* width, end = start &+ width
        guard width >= 8 else {
            for index in start..<end { check(index, row: y, pending) }
            return
        }
        var index = start
        var listed = 0
        while index &+ 8 <= end {
            listed &+= scan(octet: index, skippingLanes: 0, rowStart: start, flagged: flagged, listed: listed, memo: &memo)
            index &+= 8
        }
        // The row's last eight pixels again, skipping those already done (the similar ones are
        // simply drawn twice).
        if index < end {
            listed &+= scan(
                octet: end &- 8, skippingLanes: 8 &- (end &- index), rowStart: start, flagged: flagged, listed: listed, memo: &memo)
        }
        for entry in 0..<listed { check(start &+ Int(flagged[entry]), row: y, pending) }
    }

    /// Draws eight pixels as similar and lists those the screen flags; returns how many it listed.
    @inline(__always)
    private func scan(
        octet index: Int, skippingLanes skipped: Int, rowStart: Int, flagged: UnsafeMutablePointer<Int32>, listed: Int,
        memo: inout GrayMemo
    ) -> Int {
        let first = image1.octet(at: index)
        canvas.similar(quad: index, first.lowHalf, memo: &memo)
        canvas.similar(quad: index &+ 4, first.highHalf, memo: &memo)
        guard !image1.eightEqual(image2, at: index) else { return 0 }
        let flags = (screen.flags(first, image2.octet(at: index)) &>> skipped) &<< skipped
        return flaggedLanes.append(flags, first: Int32(truncatingIfNeeded: index &- rowStart), to: flagged, at: listed)
    }

    /// pixelmatch's exact test of one pixel against the threshold.
    @inline(__always)
    private func check(_ index: Int, row y: Int, _ pending: PendingCandidates) {
        let first = image1[index], second = image2[index]
        if first != second {
            let delta = YIQ.delta(first, second, offset: index &* 4, checkerboard: checkerboard)
            if abs(delta) > maxDelta { return pending.append(index, row: y) }
        }
        canvas.similar(index, first)
    }

    /// Excludes the queued pixels of row `y` that are anti-aliasing and counts the others;
    /// `secondFirst` is the detector's order hint, carried from pixel to pixel.
    private func resolve(row y: Int, _ pending: PendingCandidates, secondFirst: inout Bool) -> Int {
        var count = 0
        let start = y &* width
        pending.drain(row: y) { index in
            if !includeAA && detector.excludes(index &- start, y, image1, image2, secondFirst: &secondFirst) {
                canvas.antialiased(index)
            } else {
                // Only a drawing canvas uses the sign; the counting path drops this computation.
                let delta = YIQ.delta(image1[index], image2[index], offset: index &* 4, checkerboard: checkerboard)
                canvas.different(index, firstBrighter: delta < 0)
                count &+= 1
            }
        }
        return count
    }
}
