import ComponentKit
import Rendering

/// The badge's motions, declared as any client declares them: two states, the token that times
/// the change, and what moves between them. `Animated<Badge>` in the catalog makes them
/// references (`BadgeMotion/motion-appear`, and each again under reduced motion).
extension Badge: Animating {
    public static var motions: [Motion<Badge>] {
        let shipped = Badge("Shipped", tone: .success)
        return [
            // Pops in: grows from 60 % past its size and settles, fading in; in place under reduced motion.
            Motion(
                "appear", from: shipped, to: shipped, timing: .transition("badge/motion/appear"),
                fromPose: MotionPose(opacity: 0, scale: 0.6), reduced: .fadeInPlace),
            // A status change: the capsule and the label cross to the new tone's colours.
            Motion(
                "toneChange", from: Badge("Shipped", tone: .info), to: shipped,
                timing: .duration("badge/motion/tone", curve: "badge/motion/toneCurve"), reduced: .crossFade
            ) { start, end, progress in
                var frame = end
                frame.background = start.background.tweened(to: end.background, progress: progress)
                frame.label.style.color = start.label.style.color.tweened(to: end.label.style.color, progress: progress)
                return frame
            },
        ]
    }
}
