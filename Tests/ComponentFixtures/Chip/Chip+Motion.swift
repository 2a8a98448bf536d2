import ComponentKit
import Rendering

/// The fixture's motions, as a client declares them: selecting tweens the background colour
/// (layouts of both states, mixed), appearing slides up from below and fades in, and relabelling
/// is a motion in parts: the background crosses at once, the capsule widens to the longer label
/// after a delay of its own.
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
            Motion(
                "relabel", from: resting, to: Chip(label: "Nearby stores", selected: true, theme: .light),
                timing: .transition("chip/motion/select"), parts: ["width": .transition("chip/motion/widen")],
                reduced: .jump, note: "a fixture's note"
            ) { start, end, progress, part in
                var frame = start
                frame.background = start.background.tweened(to: end.background, progress: progress)
                frame.size.width = start.size.width + (end.size.width - start.size.width) * part("width")
                return frame
            },
        ]
    }
}
