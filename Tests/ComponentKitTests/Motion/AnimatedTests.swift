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
}
