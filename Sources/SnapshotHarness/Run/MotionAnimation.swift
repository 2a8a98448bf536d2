import ComponentKit
import Foundation
import Rendering
import SnapshotCore

/// A motion's animation: the animated PNG (APNG) made from its strip's frames and the motion's
/// frame times, kept as a reference beside the strip (`EBSliderMotion/motion-release@2x.png` →
/// `EBSliderMotion/motion-release@2x.animated.png`).
///
/// It is derived, never drawn: the same strip and times give the same bytes on every machine
/// (``APNGEncoder``), so it is checked byte for byte, recorded with its strip in the same
/// transaction, and fails with its strip under the same cause. The name ends in `.png`, so
/// browsers, GitHub and image viewers open it as an animation (a viewer without APNG support
/// shows its first frame), and in `.animated.png`, which no variant's name can end in (a
/// variant's reference ends in `@<N>x.png`): the matrix, `clean` and `approve` tell it from a strip.
///
/// ```swift
/// MotionAnimation.path(of: "EBToastMotion/motion-enter@2x.png")  // "EBToastMotion/motion-enter@2x.animated.png"
/// let apng = try MotionAnimation.encode(strip, motion: motion, scale: 2)
/// ```
package enum MotionAnimation {
    /// What follows a strip's stem in its animation's name.
    package static let suffix = ".animated.png"

    /// How long the first frame holds before the motion plays, and the last after it, in ms.
    package static let hold = (start: 500, end: 900)

    /// The animation of the strip at `strip` (a path ending in `.png`, relative or not).
    package static func path(of strip: String) -> String {
        (strip.hasSuffix(".png") ? String(strip.dropLast(4)) : strip) + suffix
    }

    /// Whether `path` names an animation (`….animated.png`).
    package static func isAnimation(_ path: String) -> Bool { path.hasSuffix(suffix) }

    /// The strip an animation's path belongs to (`x@2x.animated.png` → `x@2x.png`); nil for another name.
    package static func strip(of path: String) -> String? {
        isAnimation(path) ? String(path.dropLast(suffix.count)) + ".png" : nil
    }

    /// Each frame's delay in ms: shown until the next frame's time (the motion at its own speed,
    /// a hold included), with ``hold`` added before the first and after the last.
    package static func delays(of motion: MotionSummary) -> [Int] {
        let times = motion.frameTimes
        return times.indices.map { index -> Int in
            let step = index + 1 < times.count ? Int((times[index + 1] - times[index]).rounded()) : 0
            if index == 0 { return hold.start + step }
            return index + 1 < times.count ? step : hold.end
        }
    }

    /// The animation of `strip`, a strip of `motion` rendered at `scale`: its frames in turn,
    /// each for its ``delays(of:)``, looping.
    package static func encode(_ strip: RGBAImage, motion: MotionSummary, scale: Int) throws(RenderError) -> Data {
        try APNGEncoder.encode(motion.frames(of: strip, scale: scale), delays: delays(of: motion))
    }

    /// The most bytes the animation of `motion` at `scale` can need: each frame as a PNG of its
    /// size at worst (``PNGHeader/maximumFileSize(width:height:allowance:)``, a filter byte a row
    /// for each), with room for the frame controls. A longer file is not read.
    package static func byteLimit(of motion: MotionSummary, scale: Int) -> Int {
        let count = motion.frameTimes.count
        let width = Int((motion.frameSize.width * Double(scale)).rounded(.up))
        let height = Int((motion.frameSize.height * Double(scale)).rounded(.up))
        let (total, overflow) = width.multipliedReportingOverflow(by: count)
        guard !overflow else { return .max }
        return PNGHeader.maximumFileSize(width: total + count, height: height, allowance: 256 * 1024 + 64 * count)
    }

    /// The paths of the animations `system`'s catalog makes at `scales`: one per variant with a
    /// motion (a variant that cannot be laid out makes none here; its run says why).
    package static func paths(in system: DesignSystem, scales: ClosedRange<Int> = 1...4) -> [String] {
        system.catalog.variants.flatMap { variant -> [String] in
            guard (try? system.layout(of: variant))?.motion != nil else { return [] }
            return scales.map { path(of: variant.referencePath(scale: $0)) }
        }
    }

    /// The strategy checking a strip's animation, given as the bytes made from the actual strip:
    /// the reference must be those bytes. A reference over `limit` bytes (``byteLimit(of:scale:)``)
    /// is refused unread; one that is not an animated PNG is refused in words, as an unreadable
    /// reference is; one that differs fails, saying whether its strip changed with it
    /// (`stripChanged`) or the animation alone does not follow its strip (edited by hand, or made
    /// by another harness).
    package static func strategy(limit: Int, stripChanged: Bool) -> Snapshotting<Data, Data> {
        Snapshotting(
            pathExtension: "png",
            diffing: Diffing(
                toData: { $0 },
                fromData: { data, source in
                    try check(data, source: source)
                    return data
                },
                diff: { reference, actual in
                    guard reference != actual else { return nil }
                    return SnapshotDifference(message: difference(reference, actual, stripChanged: stripChanged))
                },
                referenceByteLimit: { _ in limit }
            )
        ) { $0 }
    }

    /// Throws unless `data` is an animated PNG (``APNGEncoder/frameDelays(of:source:)``), in words.
    static func check(_ data: Data, source: String) throws(SnapshotError) {
        do {
            _ = try APNGEncoder.frameDelays(of: data, source: source)
        } catch {
            throw .unreadableReference(
                path: source, detail: error.message + " (the animation is made from its strip: record it again)")
        }
    }

    /// Why a recorded animation differs from the one its strip makes now, in words.
    static func difference(_ reference: Data, _ actual: Data, stripChanged: Bool) -> String {
        let recorded = (try? APNGEncoder.frameDelays(of: reference, source: "")) ?? []
        let now = (try? APNGEncoder.frameDelays(of: actual, source: "")) ?? []
        let delays = recorded == now ? "" : ", frame delays \(text(recorded)) recorded, \(text(now)) now"
        let sizes = "(\(reference.count) bytes recorded, \(actual.count) now\(delays))"
        guard stripChanged else {
            return "the animation is not the one its strip and frame times make \(sizes): its strip matches, so the animation alone "
                + "changed, edited by hand or made by another harness; the animation is derived from its strip, record it again"
        }
        return "the animation changes with its strip \(sizes): the same change as the strip's"
    }

    /// `625, 125, 900 ms`.
    private static func text(_ delays: [Int]) -> String {
        delays.map(String.init).joined(separator: ", ") + " ms"
    }
}
