import ComponentKit
import DesignTokens
import EBComponents
import EBTestSupport
import Rendering
import Testing

/// The slider's motions: a tap jumps the knob with travel (a cross-fade without it under reduced
/// motion); a press grows the knob over the audit's 120 ms (at once under reduced motion); a
/// release settles the knob and, for `.onDrag`, holds the tooltip a second, then fades it.
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

    /// The EB still `id` at 1×.
    func still(_ id: String) throws -> RGBAImage {
        try sharedSystem.render(try #require(Catalog.eb.variants.first { $0.id == id }), scale: 1)
    }

    /// `image`'s rows from `top` down, `height` of them.
    func rows(_ image: RGBAImage, from top: Int, _ height: Int) -> RGBAImage {
        image.cropped(x: 0, y: top, width: image.width, height: height)
    }

    @Test func aReleaseSettlesTheKnobThenHoldsTheTooltipASecondAndFadesIt() throws {
        let release = try MotionFrames(scale: 1, "EBSliderMotion/motion-release")
        let frames = release.frames
        #expect(release.summary.frameTimes == [0, 30, 60, 90, 120, 1000, 1050, 1100, 1150, 1200], "knob 0–120 ms, tooltip 1000–1200 ms")
        // It starts as the pressed .onDrag slider is drawn, tooltip shown.
        #expect(MotionFrames.same(frames[0], try still("EBSlider/tooltip-onDrag_interaction-pressed")))
        // Settled at 120 ms and unchanged at 1000 ms: the resting slider with its tooltip, as an
        // .always slider rests, 4 pt lower (the pressed knob's band is 4 pt taller).
        let always = try still("EBSlider/tooltip-always_interaction-default")
        #expect(MotionFrames.same(rows(frames[4], from: 4, always.height), always))
        #expect(MotionFrames.same(frames[5], frames[4]), "the tooltip holds until the delay is over")
        // The fade, eased in: the bubble's fill loses opacity as `ease-in` says, frame after frame.
        // A pixel of the bubble's fill, inside its top-left corner: the bubble is all the top 20 pt hold.
        let top = try #require(MotionFrames.topLeft(rows(frames[5], from: 0, 20)))
        let alphas = frames[5...9].map { Int($0[top.column + 4, top.row + 4].alpha) }
        let expected = [0.0, 0.25, 0.5, 0.75, 1].map { Int((255 * (1 - CubicBezier.easeIn.progress(at: $0))).rounded()) }
        #expect(zip(alphas, expected).allSatisfy { abs($0 - $1) <= 1 }, "\(alphas) against \(expected)")
        for index in 6...8 { #expect(MotionFrames.liesBetween(frames[index], frames[5], frames[9])) }
        // The end: the resting .onDrag slider, no tooltip, in the pressed state's cell.
        let resting = try still("EBSlider/tooltip-onDrag_interaction-default")
        let band = frames[9].height - resting.height
        #expect(band > 0 && MotionFrames.same(rows(frames[9], from: band, resting.height), resting))
        #expect(MotionFrames.topLeft(rows(frames[9], from: 0, band)) == nil, "nothing above the row")
    }

    @Test func underReducedMotionTheKnobSettlesAtOnceAndTheTooltipGoesWhenTheDelayEnds() throws {
        let moving = try MotionFrames(scale: 1, "EBSliderMotion/motion-release")
        let reduced = try MotionFrames(scale: 1, "EBSliderMotion/motion-release_env-reduce-motion")
        #expect(reduced.summary.frameTimes == moving.summary.frameTimes)
        #expect(MotionFrames.same(reduced.frames[0], moving.frames[0]))
        for index in 1...5 { #expect(MotionFrames.same(reduced.frames[index], moving.frames[5]), "\(moving.summary.frameTimes[index]) ms") }
        for index in 6...9 { #expect(MotionFrames.same(reduced.frames[index], moving.frames[9]), "\(moving.summary.frameTimes[index]) ms") }
    }

    /// `.always` and `.never` are a rule the listing states, not strips: the same knob return,
    /// the tooltip kept where the hold shows it, or never drawn.
    @Test func anAlwaysTooltipStaysThroughTheReleaseAndANeverOneIsNeverDrawn() throws {
        let onDrag = try MotionFrames(scale: 1, "EBSliderMotion/motion-release")
        let always = try MotionFrames(scale: 1, EBSlider.release(tooltip: .always))
        #expect(always.summary.frameTimes == onDrag.summary.frameTimes)
        for index in 0...5 { #expect(MotionFrames.same(always.frames[index], onDrag.frames[index])) }
        for index in 6...9 { #expect(MotionFrames.same(always.frames[index], onDrag.frames[5]), "kept, not faded") }
        let never = try MotionFrames(scale: 1, EBSlider.release(tooltip: .never))
        let press = try MotionFrames(scale: 1, "EBSliderMotion/motion-press")
        #expect(never.summary.frameSize == press.summary.frameSize, "no tooltip band")
        #expect(MotionFrames.same(never.frames[0], press.frames[4]))
        for frame in never.frames.dropFirst(4) { #expect(MotionFrames.same(frame, press.frames[0]), "settled, no tooltip") }
    }
}
