import ComponentKit
import Rendering

extension CauseEngine {
    /// A failed image made again with inputs reverted, each way once: as a drawing laid out
    /// again (cheap) when equal drawings prove equal pixels, else as a render.
    struct Trial {
        let now: Provenance
        let counterfactual: Counterfactual?
        /// Whether equal drawings prove equal pixels here (both sides recorded their drawing part
        /// by part, and the renderer is the one that recorded the references).
        let proves: Bool
        private var drawings: [Reversion: [Provenance.Fact]?] = [:]
        private var renders: [Reversion: RGBAImage?] = [:]

        init(now: Provenance, counterfactual: Counterfactual?, proves: Bool) {
            self.now = now
            self.counterfactual = counterfactual
            self.proves = proves
        }

        /// Whether the image with `reversion`'s inputs reverted is the image this run made: the
        /// change they revert changed none of its pixels. False when it cannot be told.
        mutating func leavesImage(reverting reversion: Reversion) -> Bool {
            if proves, let drawn = drawing(reverting: reversion) { return drawn == Self.drawing(of: now) }
            guard let actual = counterfactual?.actual, let image = render(reverting: reversion) else { return false }
            return image.hasSamePixels(as: actual)
        }

        /// Whether the image with `reversion`'s inputs reverted is the reference: nothing but
        /// those inputs changed it. True when it cannot be told (no reference, no render).
        mutating func givesReference(reverting reversion: Reversion, recorded: Provenance) -> Bool {
            if proves, let drawn = drawing(reverting: reversion) { return drawn == Self.drawing(of: recorded) }
            guard let reference = counterfactual?.reference(), let image = render(reverting: reversion) else { return true }
            return image.hasSamePixels(as: reference)
        }

        /// What an image's pixels depend on, as provenance records it: its size and each part's drawing.
        static func drawing(of provenance: Provenance) -> [Provenance.Fact] {
            provenance.facts.filter { $0.kind == .size || $0.kind == .draw }
        }

        private mutating func drawing(reverting reversion: Reversion) -> [Provenance.Fact]? {
            if reversion.isEmpty { return Self.drawing(of: now) }
            if let known = drawings[reversion] { return known }
            let drawn = (try? counterfactual?.provenance(reversion)).flatMap { $0 }.map(Self.drawing(of:))
            drawings[reversion] = drawn
            return drawn
        }

        private mutating func render(reverting reversion: Reversion) -> RGBAImage? {
            if reversion.isEmpty { return counterfactual?.actual }
            if let known = renders[reversion] { return known }
            let image = (try? counterfactual?.render(reversion)).flatMap { $0 }
            renders[reversion] = image
            return image
        }
    }
}
