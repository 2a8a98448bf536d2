/// Where the engine reports each pixel's verdict: nowhere when only counting, or a diff image.
///
/// The engine is generic over its canvas, so the counting path compiles with every drawing call
/// removed. Canvases are shared by concurrent bands of rows, which draw disjoint pixels.
protocol DiffCanvas: Sendable {
    /// The pixel at `index` is not a counted difference; `pixel` is the first image's value.
    func similar(_ index: Int, _ pixel: UInt32)
    /// The four pixels from `index` on are drawn as similar (differences are drawn over them);
    /// `memo` holds the last four drawn, for a run of the same pixels.
    func similar(quad index: Int, _ pixels: SIMD4<UInt32>, memo: inout GrayMemo)
    /// The pixel at `index` differs beyond the threshold but is excluded as anti-aliasing.
    func antialiased(_ index: Int)
    /// The pixel at `index` is a counted difference; `firstBrighter` when the second image is darker there.
    func different(_ index: Int, firstBrighter: Bool)
}

/// The canvas of the counting path: draws nothing.
struct NoCanvas: DiffCanvas {
    @inline(__always) func similar(_ index: Int, _ pixel: UInt32) {}
    @inline(__always) func similar(quad index: Int, _ pixels: SIMD4<UInt32>, memo: inout GrayMemo) {}
    @inline(__always) func antialiased(_ index: Int) {}
    @inline(__always) func different(_ index: Int, firstBrighter: Bool) {}
}

/// The last four pixels a band drew as similar and their grey: the flat areas of an interface
/// repeat the same four pixels, whose grey is then copied instead of computed again (it depends
/// on the pixels alone, so the bytes are the same).
struct GrayMemo {
    var pixels = SIMD4<UInt32>(repeating: 0)
    var gray = SIMD4<UInt32>(repeating: 0)
    var isSet = false
}
