import ComponentKit
import Rendering

/// The fixture's motions, as a client declares them: selecting tweens the background colour
/// (layouts of both states, mixed), and appearing slides up from below and fades in.
extension Chip: Animating {
    package static var motions: [Motion<Chip>] {
        let resting = Chip(label: "Nearby", selected: false, theme: .light)
        var selected = resting
        selected.selected = true
        return [
            Motion("select", from: resting, to: selected, timing: .transition("chip/motion/select"), reduced: .crossFade) {
                start, end, progress in
                var frame = end
                frame.background = start.background.tweened(to: end.background, progress: progress)
                return frame
            },
            Motion(
                "appear", from: resting, to: resting, timing: .transition("chip/motion/select"),
                fromPose: MotionPose(offset: Point(x: 0, y: 1), opacity: 0), reduced: .fadeInPlace),
            Motion("jump", from: resting, to: selected, timing: .transition("chip/motion/select"), reduced: .jump),
            Motion(
                "turn", from: resting, to: resting, timing: .transition("chip/motion/select"),
                toPose: MotionPose(rotation: Double.pi), reduced: .unchanged),
        ]
    }
}
