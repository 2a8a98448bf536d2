import ComponentKit
import EBComponents
import EBTestSupport
import Rendering
import Testing

/// The toast's motions as the audit asks: it slides in, out and away; under reduced motion it
/// fades in place ("respect reduce-motion for the slide-out animation"); the spinner turns.
@Suite struct EBToastMotionTests {
    @Test(arguments: ["enter", "exit", "swipeDismiss"])
    func underReducedMotionTheToastFadesInPlace(motion: String) throws {
        let moving = try MotionFrames(scale: 1, "EBToastMotion/motion-\(motion)")
        let reduced = try MotionFrames(scale: 1, "EBToastMotion/motion-\(motion)_env-reduce-motion")
        let settled = try #require(MotionFrames.topLeft(motion == "enter" ? moving.frames[4] : moving.frames[0]))
        // Moving: some frame between the ends has the toast away from where it settles.
        let travelled = moving.frames.dropFirst().dropLast().contains { frame in
            MotionFrames.topLeft(frame).map { $0 != settled } ?? false
        }
        #expect(travelled)
        // Reduced: every frame that shows it shows it in place, fading.
        for frame in reduced.frames {
            if let corner = MotionFrames.topLeft(frame) { #expect(corner == settled) }
        }
        #expect(MotionFrames.liesBetween(reduced.frames[2], reduced.frames[0], reduced.frames[4]))
    }

    @Test func theSpinnerTurnsOnceOverItsPeriodAndKeepsTurningUnderReducedMotion() throws {
        let spinner = try MotionFrames(scale: 1, "EBToastMotion/motion-spinner")
        #expect(spinner.summary.frameTimes == [0, 250, 500, 750, 1000], "toast.motion.spinner.period: 1000 ms")
        #expect(MotionFrames.same(spinner.frames[4], spinner.frames[0]), "a full turn")
        for frame in spinner.frames[1...3] { #expect(!MotionFrames.same(frame, spinner.frames[0])) }
        let reduced = try MotionFrames(scale: 1, "EBToastMotion/motion-spinner_env-reduce-motion")
        #expect(MotionFrames.same(reduced.strip, spinner.strip))
        #expect(spinner.summary.reduced.honoursReduceMotion == false)
    }
}
