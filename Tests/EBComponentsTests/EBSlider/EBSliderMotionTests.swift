import ComponentKit
import EBComponents
import EBTestSupport
import Rendering
import Testing

/// The slider's motions: a tap jumps the knob with travel (a cross-fade without it under reduced
/// motion); a press grows the knob over the audit's 120 ms (at once under reduced motion).
@Suite struct EBSliderMotionTests {
    @Test func aTapTravelsAndUnderReducedMotionCrossFades() throws {
        let moving = try MotionFrames(scale: 1, "EBSliderMotion/motion-tapJump")
        let reduced = try MotionFrames(scale: 1, "EBSliderMotion/motion-tapJump_env-reduce-motion")
        #expect(!MotionFrames.liesBetween(moving.frames[2], moving.frames[0], moving.frames[4]), "the knob passes between the ends")
        for frame in reduced.frames { #expect(MotionFrames.liesBetween(frame, reduced.frames[0], reduced.frames[4])) }
        #expect(MotionFrames.same(reduced.frames[0], moving.frames[0]))
    }

    @Test func aPressGrowsTheKnobOverTheTokensTimeAndJumpsUnderReducedMotion() throws {
        let moving = try MotionFrames(scale: 1, "EBSliderMotion/motion-press")
        #expect(moving.summary.frameTimes == [0, 30, 60, 90, 120], "slider.motion.press: 120 ms, from the audit")
        #expect(!MotionFrames.same(moving.frames[2], moving.frames[0]) && !MotionFrames.same(moving.frames[2], moving.frames[4]))
        let reduced = try MotionFrames(scale: 1, "EBSliderMotion/motion-press_env-reduce-motion")
        #expect(MotionFrames.same(reduced.frames[0], moving.frames[0]))
        for frame in reduced.frames.dropFirst() { #expect(MotionFrames.same(frame, moving.frames[4])) }
    }
}
