import ComponentKit

extension EBSlider: Animating {
    /// Tap-jump (a tap at 80 % moves the knob and the fill from 20 %, with the token's easing;
    /// under reduced motion the new position cross-fades in without travel) and press (the knob
    /// grows 16 → 24 and its halo spreads over 120 ms; under reduced motion it jumps).
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
        ]
    }
}
