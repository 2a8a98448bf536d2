import ComponentKit
import Rendering

extension EBToast: Animating {
    /// The toast a motion shows: neutral, light, with its checkmark.
    static let motionSample = EBToast(message: "Transfer sent")

    /// Enter (slides up from below and fades in), exit (slides down and fades out),
    /// swipe-dismiss (slides out to the trailing edge, fading): under reduced motion each fades
    /// in place, as the audit asks for the slide-out. And the pending spinner over one turn,
    /// which reduced motion leaves turning: it shows that work goes on.
    public static var motions: [Motion<EBToast>] {
        let toast = motionSample
        let pending = EBToast(message: "Uploading statement…", appearance: .pending)
        let below = MotionPose(offset: Point(x: 0, y: 1), opacity: 0)
        return [
            Motion("enter", from: toast, to: toast, timing: .transition("toast/motion/enter"), fromPose: below, reduced: .fadeInPlace),
            Motion("exit", from: toast, to: toast, timing: .transition("toast/motion/exit"), toPose: below, reduced: .fadeInPlace),
            Motion(
                "swipeDismiss", from: toast, to: toast, timing: .transition("toast/motion/swipe"),
                toPose: MotionPose(offset: Point(x: 1, y: 0), opacity: 0), reduced: .fadeInPlace),
            Motion(
                "spinner", from: pending, to: pending,
                timing: .duration("toast/motion/spinner/period", curve: "toast/motion/spinner/curve"), reduced: .unchanged
            ) { start, _, progress in
                var frame = start
                frame.spinnerTurn = progress
                return frame
            },
        ]
    }
}
