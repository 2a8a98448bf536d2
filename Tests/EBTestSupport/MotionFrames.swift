import ComponentKit
import EBComponents
import Rendering

/// A motion variant rendered as the harness renders it, and its frames cut out of the strip.
package struct MotionFrames {
    package var summary: MotionSummary
    package var strip: RGBAImage
    package var frames: [RGBAImage]

    /// The variant `id` (`EBToastMotion/motion-enter_env-reduce-motion`) of the EB catalog at `scale`.
    package init(scale: Int = 2, _ id: String, system: DesignSystem = sharedSystem) throws {
        guard let variant = Catalog.eb.variants.first(where: { $0.id == id }) else { throw MotionFramesError.unknown(id) }
        guard let summary = try system.layout(of: variant).motion else { throw MotionFramesError.notAMotion(id) }
        self.summary = summary
        strip = try system.render(variant, scale: scale)
        frames = summary.frames(of: strip, scale: scale)
    }

    /// `motion` (one the catalog need not hold) rendered as the harness renders its strip, under
    /// reduced motion when `reduced`.
    package init<C: Animating>(scale: Int = 2, _ motion: Motion<C>, reduced: Bool = false, system: DesignSystem = sharedSystem) throws {
        let animated = Animated(motion)
        let layout = try system.withEnvironment(reduced ? .reducedMotion : .standard) {
            try animated.layout(in: system, proposedWidth: nil)
        }
        guard let summary = layout.motion else { throw MotionFramesError.notAMotion(motion.name) }
        self.summary = summary
        strip = try system.render(layout, scale: scale)
        frames = summary.frames(of: strip, scale: scale)
    }

    /// The first row from the top, and the first column from the left, with a pixel more than
    /// faintly visible; nil for an empty frame.
    package static func topLeft(_ image: RGBAImage) -> (row: Int, column: Int)? {
        var top: Int?, left = Int.max
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].alpha > 8 {
                if top == nil { top = y }
                left = min(left, x)
            }
        }
        return top.map { ($0, left) }
    }

    /// Whether every pixel of `frame` lies between those of `start` and `end`, channel by
    /// channel as premultiplied by alpha (within `slack`): what a cross-fade or a fade gives, and
    /// what travel does not.
    package static func liesBetween(_ frame: RGBAImage, _ start: RGBAImage, _ end: RGBAImage, slack: Int = 2) -> Bool {
        func premultiplied(_ image: RGBAImage, _ index: Int) -> Int {
            let alpha = Int(image.pixels[index - index % 4 + 3])
            return index % 4 == 3 ? alpha : Int(image.pixels[index]) * alpha / 255
        }
        for index in frame.pixels.indices {
            let value = premultiplied(frame, index), a = premultiplied(start, index), b = premultiplied(end, index)
            if value < min(a, b) - slack || value > max(a, b) + slack { return false }
        }
        return true
    }

    /// Whether two images have the same pixels (a Bool, so a failed expectation does not print
    /// both images).
    package static func same(_ a: RGBAImage, _ b: RGBAImage) -> Bool { a.hasSamePixels(as: b) }
}

package enum MotionFramesError: Error {
    case unknown(String)
    case notAMotion(String)
}
