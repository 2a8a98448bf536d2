import ComponentKit
import EBComponents
import EBTestSupport
import Rendering
import Testing

/// The tick: the changed numbers flip; under reduced motion they do not ("suppress any unit-flip
/// animation"), and what did not change never moves.
@Suite struct EBCountdownMotionTests {
    @Test func changedNumbersFlipAndUnderReducedMotionDoNot() throws {
        let moving = try MotionFrames(scale: 1, "EBCountdownMotion/motion-tick")
        #expect(moving.summary.frameTimes == [0, 75, 150, 225, 300])
        for frame in moving.frames[1...3] {
            #expect(!MotionFrames.same(frame, moving.frames[0]) && !MotionFrames.same(frame, moving.frames[4]))
        }
        let reduced = try MotionFrames(scale: 1, "EBCountdownMotion/motion-tick_env-reduce-motion")
        #expect(MotionFrames.same(reduced.frames[0], moving.frames[0]))
        for frame in reduced.frames.dropFirst() { #expect(MotionFrames.same(frame, moving.frames[4])) }
    }

    @Test func theDaysAndHoursDoNotMove() throws {
        let moving = try MotionFrames(scale: 1, "EBCountdownMotion/motion-tick")
        // The left half holds days and hours, which the tick does not change.
        let half = moving.frames[0].width / 2
        let left = moving.frames.map { $0.cropped(x: 0, y: 0, width: half, height: $0.height) }
        for frame in left.dropFirst() { #expect(MotionFrames.same(frame, left[0])) }
    }
}
