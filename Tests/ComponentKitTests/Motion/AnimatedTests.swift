import ComponentFixtures
import ComponentKit
import DesignTokens
import Rendering
import Testing

/// Motions of the Chip fixture, drawn as strips. In the fixture's serialized suite, because they
/// count the chip's layouts.
extension NewComponentTests {
    static let motionCatalog = Catalog([Chip.self, Animated<Chip>.self])

    func motion(_ name: String) throws -> Animated<Chip> {
        Animated(try #require(Chip.motions.first { $0.name == name }))
    }

    /// The strip of `name` at 2×, and its frames cut out of it.
    func strip(_ name: String, reduced: Bool = false) throws -> (image: RGBAImage, frames: [RGBAImage], summary: MotionSummary) {
        let system = try DesignSystem(catalog: Self.motionCatalog)
        let animated = try motion(name)
        let environment: RenderEnvironment = reduced ? .reducedMotion : .standard
        let layout = try system.withEnvironment(environment) { try animated.layout(in: system, proposedWidth: nil) }
        let summary = try #require(layout.motion)
        let image = try system.withEnvironment(environment) { try system.render(layout, scale: 2) }
        return (image, summary.frames(of: image, scale: 2), summary)
    }

    /// Whether two images have the same pixels (a Bool: a failed expectation then prints no image).
    static func same(_ a: RGBAImage, _ b: RGBAImage) -> Bool { a.hasSamePixels(as: b) }

    /// The first row from the top with any opaque-ish pixel.
    func topRow(_ image: RGBAImage) -> Int? {
        (0..<image.height).first { y in (0..<image.width).contains { x in image[x, y].alpha > 8 } }
    }

    @Test func aStripIsItsFramesInEqualCellsAtTheTokensTimes() throws {
        let (image, frames, summary) = try strip("select")
        #expect(summary.frameTimes == [0, 50, 100, 150, 200], "200 ms from chip/motion/select, five frames")
        #expect(summary.frameSize.height == 32)
        #expect(image.width == Int(summary.frameSize.width * 2) * 5 + Int(Animated<Chip>.frameGap * 2) * 4)
        #expect(frames.count == 5 && frames.allSatisfy { $0.width == Int(summary.frameSize.width * 2) })
        // The background crosses from the resting colour to the selected one, eased, every frame further.
        let reds = frames.map { Int($0[4, 32].red) }
        #expect(frames[0][4, 32] == (0xEE, 0xF2, 0xF9, 255) && frames[4][4, 32] == (0x00, 0x5C, 0xE5, 255))
        #expect(zip(reds, reds.dropFirst()).allSatisfy { $0 > $1 }, "\(reds)")
    }

    @Test func theTwoEndStatesAreLaidOutOnceNotPerFrame() throws {
        let system = try DesignSystem(catalog: Self.motionCatalog)
        let animated = try motion("select")
        let before = Chip.layoutsOnThisThread
        _ = try system.render(animated, scale: 2)
        #expect(Chip.layoutsOnThisThread - before == 2, "the start and end states, each once (counted on this test's thread)")
    }

    @Test func reducedMotionFadesInPlaceInsteadOfSliding() throws {
        let moving = try strip("appear"), reduced = try strip("appear", reduced: true)
        let settled = try #require(topRow(moving.frames[4]))
        // Sliding up from below: a middle frame's chip starts lower than where it settles.
        #expect(try #require(topRow(moving.frames[2])) > settled)
        // In place: where it settles, fading in.
        #expect(topRow(reduced.frames[2]) == settled)
        #expect(reduced.frames[2][4, 32].alpha > 0 && reduced.frames[2][4, 32].alpha < 255)
        #expect(topRow(reduced.frames[0]) == nil, "the first frame is the start: invisible")
    }

    @Test func reducedMotionJumpsToTheEnd() throws {
        let moving = try strip("jump"), reduced = try strip("jump", reduced: true)
        #expect(Self.same(reduced.frames[0], moving.frames[0]))
        for frame in reduced.frames.dropFirst() { #expect(Self.same(frame, moving.frames[4])) }
    }

    @Test func reducedMotionCrossFadesWithoutTravel() throws {
        let reduced = try strip("select", reduced: true)
        let reds = reduced.frames.map { Int($0[4, 32].red) }
        #expect(reds.first == 0xEE && reds.last == 0x00)
        #expect(zip(reds, reds.dropFirst()).allSatisfy { $0 > $1 }, "\(reds)")
    }

    @Test func aMotionThatIsNotTravelIsTheSameUnderReducedMotion() throws {
        let moving = try strip("turn"), reduced = try strip("turn", reduced: true)
        #expect(Self.same(moving.image, reduced.image))
        #expect(!Self.same(moving.frames[2], moving.frames[0]), "mid-turn, the chip is turned")
    }

    /// The fixture's `relabel`: the background crosses in `chip/motion/select` (0–200 ms), the
    /// capsule widens in `chip/motion/widen` (400–500 ms, linear) from "Nearby"'s width to "Nearby stores"'s.
    func relabelWidths() throws -> (start: Int, end: Int) {
        let system = try DesignSystem(catalog: Self.motionCatalog)
        let start = try system.render(Chip(label: "Nearby", selected: false, theme: .light), scale: 2).width
        let end = try system.render(Chip(label: "Nearby stores", selected: true, theme: .light), scale: 2).width
        return (start, end)
    }

    @Test func aMotionInPartsSamplesEachPartsSpanAndEachPartKeepsItsTime() throws {
        let (_, frames, summary) = try strip("relabel")
        let widths = try relabelWidths()
        #expect(summary.frameTimes == [0, 50, 100, 150, 200, 400, 425, 450, 475, 500], "each span's five frames, merged")
        #expect(summary.frameSize.width * 2 == Double(widths.end), "the frames keep the larger end's size")
        let selected: (UInt8, UInt8, UInt8, UInt8) = (0x00, 0x5C, 0xE5, 255)
        let quarter = widths.start + (widths.end - widths.start) / 4, threeQuarters = widths.start + (widths.end - widths.start) * 3 / 4
        // 200 ms: the background has crossed, the width waits; 400 ms: still waiting.
        #expect(frames[4][4, 32] == selected && frames[4][quarter, 32].alpha == 0)
        #expect(Self.same(frames[5], frames[4]), "nothing moves between the spans")
        // The 200 ms of hold between them is space in the strip, 100 pt to the second.
        #expect(summary.holds == [4: 200])
        #expect(summary.frame(5).minX == summary.frame(4).maxX + summary.gap + 20)
        #expect(summary.stripSize.width == 10 * summary.frameSize.width + 9 * summary.gap + 20)
        // 450 ms: halfway through the linear widening.
        #expect(frames[7][quarter, 32].alpha == 255 && frames[7][threeQuarters, 32].alpha == 0)
        #expect(frames[9][threeQuarters, 32] == selected)
        #expect(
            summary.notes == [
                "timed in parts, 5 frames over each span: chip.motion.select 0–200 ms; width: chip.motion.widen 400–500 ms",
                "held 200 ms between 200 and 400 ms: drawn as 20 pt of space",
                "frames keep one size, \(Size.format(Double(widths.end) / 2))×32, for both ends: the start is "
                    + "\(Size.format(Double(widths.start) / 2))×32, the end \(Size.format(Double(widths.end) / 2))×32",
                "a fixture's note",
            ])
    }

    @Test func underReducedMotionEachPartJumpsWhenItsOwnDelayEnds() throws {
        let moving = try strip("relabel"), reduced = try strip("relabel", reduced: true)
        #expect(Self.same(reduced.frames[0], moving.frames[0]))
        // The background at once; the width when its 400 ms are over, not before.
        for index in 1...5 { #expect(Self.same(reduced.frames[index], moving.frames[4]), "\(reduced.summary.frameTimes[index]) ms") }
        for index in 6...9 { #expect(Self.same(reduced.frames[index], moving.frames[9]), "\(reduced.summary.frameTimes[index]) ms") }
    }

    @Test func aMotionOfOneTimingHasNoNotesWhenItsEndsShareASize() throws {
        #expect(try strip("select").summary.notes.isEmpty)
    }
}
