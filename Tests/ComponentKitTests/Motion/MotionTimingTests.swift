import ComponentFixtures
import ComponentKit
import DesignTokens
import Testing

@Suite struct MotionTimingTests {
    @Test func framesSpanTheMotionEvenlyWithBothEnds() {
        let timing = MotionTiming(Transition(duration: 0.25, delay: 0, timingFunction: .easeOut))
        #expect(timing.frameTimes(count: 5) == [0, 62.5, 125, 187.5, 250])
        #expect(timing.frameTimes(count: 3) == [0, 125, 250])
        #expect(timing.frameTimes(count: 1) == [0, 250], "at least both ends")
        #expect(MotionTiming(duration: 0.2, curve: .linear).frameTimes(count: 6) == [0, 40, 80, 120, 160, 200])
    }

    @Test func theDelayHoldsTheStartThenTheCurveRuns() {
        let timing = MotionTiming(duration: 0.1, delay: 0.1, curve: .easeIn)
        #expect(timing.totalMilliseconds == 200)
        #expect(timing.progress(atMilliseconds: 0) == 0 && timing.progress(atMilliseconds: 100) == 0)
        #expect(abs(timing.progress(atMilliseconds: 150) - CubicBezier.easeIn.progress(at: 0.5)) < 1e-12)
        #expect(timing.progress(atMilliseconds: 200) == 1)
    }

    @Test func aDelayedTimingSamplesTheSpanItRunsAfterTheStart() {
        let timing = MotionTiming(duration: 0.2, delay: 1, curve: .linear)
        #expect(timing.frameTimes(count: 5) == [0, 1000, 1050, 1100, 1150, 1200], "no frame is spent inside the delay")
        #expect(timing.startMilliseconds == 1000 && timing.endMilliseconds == 1200)
        #expect(!timing.hasStarted(atMilliseconds: 1000) && timing.hasStarted(atMilliseconds: 1000.001), "it jumps after its delay")
        #expect(!MotionTiming(duration: 0.1, curve: .linear).hasStarted(atMilliseconds: 0))
    }

    @Test func aProgressReadsEachPartByNameAndOneValueHoldsForEveryPart() {
        let progress = MotionProgress(0.25, parts: ["tooltip": 0.75])
        #expect(progress.value == 0.25 && progress["tooltip"] == 0.75)
        #expect(progress["knob"] == 0.25, "a part the motion does not declare reads its own progress")
        #expect(MotionProgress(1)["tooltip"] == 1, "a motion's end is every part's end")
    }

    @Test func aMotionSamplesAtLeastFiveFrames() {
        let chip = Chip(label: "Nearby", selected: false, theme: .light)
        #expect(Motion("m", from: chip, to: chip, timing: .transition("chip/motion/select"), reduced: .jump, frameCount: 2).frameCount == 5)
        #expect(Motion("m", from: chip, to: chip, timing: .transition("chip/motion/select"), reduced: .jump, frameCount: 9).frameCount == 9)
    }

    @Test func posesAndColoursMoveLinearlyInTheEasedProgress() {
        #expect(MotionPose.identity.tweened(to: MotionPose(opacity: 0, scale: 2), progress: 0.25) == MotionPose(opacity: 0.75, scale: 1.25))
        #expect(MotionPose(offset: .init(x: 1, y: 0.5), opacity: 0.4, scale: 3, rotation: 1).inPlace == MotionPose(opacity: 0.4))
        let from = Color(red: 0, green: 100, blue: 255), to = Color(red: 255, green: 100, blue: 0, alpha: 0)
        #expect(from.tweened(to: to, progress: 0.5) == Color(red: 128, green: 100, blue: 128, alpha: 128))
        #expect(from.tweened(to: to, progress: 0) == from && from.tweened(to: to, progress: 1) == to)
    }
}
