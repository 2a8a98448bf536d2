import TestSupport
import Testing

@testable import PixelDiff

/// ``DeltaScreen`` never misses a pixel over the threshold.
@Suite struct DeltaScreenTests {
    private func opaque(_ r: Int, _ g: Int, _ b: Int) -> UInt32 { UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000 }

    @Test func coefficientsAreTheQuadraticFormOfTheYIQDelta() {
        let y = [YIQ.yRed, YIQ.yGreen, YIQ.yBlue], i = [YIQ.iRed, -YIQ.iGreen, -YIQ.iBlue], q = [YIQ.qRed, -YIQ.qGreen, YIQ.qBlue]
        func m(_ j: Int, _ k: Int) -> Double { 0.5053 * y[j] * y[k] + 0.299 * i[j] * i[k] + 0.1957 * q[j] * q[k] }
        #expect(DeltaScreen.rr == Float(m(0, 0)))
        #expect(DeltaScreen.rg == Float(2 * m(0, 1)))
        #expect(DeltaScreen.rb == Float(2 * m(0, 2)))
        #expect(DeltaScreen.gg == Float(m(1, 1)))
        #expect(DeltaScreen.gb == Float(2 * m(1, 2)))
        #expect(DeltaScreen.bb == Float(m(2, 2)))
    }

    /// The `Float` delta stays within 0.01 of pixelmatch's `Double` delta (the margin is 1), and
    /// above 0 for every nonzero difference. Every eleventh red and green difference and half the
    /// blue ones (four in every eight) here; a release-mode sweep of all 511³ differences gives at
    /// most 0.0058 and at least 0.0565.
    @Test func screenedDeltaIsCloseToTheExactOne() {
        var worst = 0.0
        var smallest = Float.infinity
        let sampled = Array(stride(from: -255, through: 255, by: 11)) + [-1, 0, 1, 255]
        for dr in sampled {
            for dg in sampled {
                for db in stride(from: -255, through: 252, by: 8) {
                    var first = SIMD4<UInt32>(), second = SIMD4<UInt32>()
                    for lane in 0..<4 {
                        let b = db + lane
                        first[lane] = opaque(max(dr, 0), max(dg, 0), max(b, 0))
                        second[lane] = opaque(max(-dr, 0), max(-dg, 0), max(-b, 0))
                    }
                    let screened = DeltaScreen.delta(first, second)
                    for lane in 0..<4 {
                        let exact = abs(YIQ.delta(first[lane], second[lane], offset: 0, checkerboard: true))
                        worst = max(worst, abs(Double(screened[lane]) - exact))
                        if exact != 0 { smallest = min(smallest, screened[lane]) }
                    }
                }
            }
        }
        #expect(worst < 0.01)
        #expect(smallest > 0.05)
    }

    /// Random pairs, translucent ones included, at several thresholds: every pixel whose exact
    /// delta exceeds the threshold is flagged.
    @Test func flagsEveryPixelOverTheThreshold() {
        var random = SeededGenerator(seed: 3)
        for threshold in [0, 0.001, 0.05, 0.1, 0.3, 1, 2, .nan] {
            let maxDelta = 35215 * threshold * threshold
            let screen = DeltaScreen(maxDelta: maxDelta)
            for _ in 0..<3000 {
                var first = SIMD8<UInt32>(), second = SIMD8<UInt32>()
                for lane in 0..<8 {
                    first[lane] = UInt32.random(in: 0...UInt32.max, using: &random) | (Bool.random(using: &random) ? 0xFF00_0000 : 0)
                    switch Int.random(in: 0...3, using: &random) {
                    case 0: second[lane] = first[lane]
                    case 1: second[lane] = first[lane] ^ UInt32.random(in: 0...0x0F0F_0F, using: &random)
                    case 2: second[lane] = first[lane] ^ 0xFF00_0000
                    default: second[lane] = UInt32.random(in: 0...UInt32.max, using: &random) | 0xFF00_0000
                    }
                }
                let flags = screen.flags(first, second)
                for lane in 0..<8 {
                    let delta = YIQ.delta(first[lane], second[lane], offset: lane * 4, checkerboard: true)
                    if abs(delta) > maxDelta { #expect(flags >> lane & 1 == 1, "threshold \(threshold), \(first[lane]) \(second[lane])") }
                    if first[lane] == second[lane] { #expect(flags >> lane & 1 == 0) }
                }
            }
        }
    }
}
