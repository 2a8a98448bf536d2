import ComponentKit
import Rendering

extension EBSlider: Animating {
    /// Tap-jump (a tap at 80 % moves the knob and the fill from 20 %, with the token's easing;
    /// under reduced motion the new position cross-fades in without travel), press (the knob
    /// grows 16 → 24 and its halo spreads over 120 ms; under reduced motion it jumps) and release
    /// (``release(tooltip:)`` of the default `.onDrag` slider).
    public static var motions: [Motion<EBSlider>] {
        let resting = EBSlider(value: 50, tooltip: .never)
        var pressed = resting
        pressed.interaction = .pressed
        return [
            Motion(
                "tapJump", from: EBSlider(value: 20, tooltip: .never), to: EBSlider(value: 80, tooltip: .never),
                timing: .transition("slider/motion/jump"), reduced: .crossFade
            ) { start, end, progress in
                var frame = end
                frame.fill = start.fill + (end.fill - start.fill) * progress
                return frame
            },
            Motion("press", from: resting, to: pressed, timing: .transition("slider/motion/press"), reduced: .jump) {
                start, end, progress in
                var frame = end
                frame.knob = start.knob + (end.knob - start.knob) * progress
                frame.halo = start.halo + (end.halo - start.halo) * progress
                return frame
            },
            release(tooltip: .onDrag),
        ]
    }

    /// The release of a pressed slider at 50 whose tooltip shows `tooltip`: the knob returns
    /// 24 → 16 and its halo goes on `slider.motion.release.knob`; the tooltip follows the knob's
    /// top down and, when the resting slider shows none (`.onDrag`), holds, then fades out on
    /// `slider.motion.release.tooltip` (the audit's "fading out a second after release"). An
    /// `.always` tooltip stays; a `.never` one is never drawn. Under reduced motion the knob
    /// settles at once and the tooltip goes when its delay ends, without a fade.
    ///
    /// Every frame keeps the pressed state's geometry: the row stays under the tooltip's band, so
    /// the frames keep one size although the resting `.onDrag` slider is only the 28-pt row.
    package static func release(tooltip: TooltipVisibility) -> Motion<EBSlider> {
        let resting = EBSlider(value: 50, tooltip: tooltip)
        var pressed = resting
        pressed.interaction = .pressed
        return Motion(
            "release", from: pressed, to: resting, timing: .transition("slider/motion/release/knob"),
            parts: ["tooltip": .transition("slider/motion/release/tooltip")], reduced: .jump,
            note: "tooltip .onDrag shows the value while pressed and fades after release; .always keeps it, .never never shows it"
        ) { start, end, progress, part in
            var frame = start
            frame.knob = start.knob + (end.knob - start.knob) * progress
            frame.halo = start.halo + (end.halo - start.halo) * progress
            if let shown = start.tooltip {
                let drop = Point(x: 0, y: (start.knob - frame.knob) / 2)
                var rect = shown.rect
                rect.origin.y += drop.y
                frame.tooltip = (rect, shown.text.offset(by: drop))
                if end.tooltip == nil { frame.tooltipOpacity = 1 - part("tooltip") }
            }
            return frame
        }
    }
}
