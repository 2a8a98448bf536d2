import ComponentKit
import DesignTokens
import Foundation
import SnapshotCauses
import Synchronization

extension ImpactAnalysis {
    /// The prediction split into the variants whose image the change alters (``affected``) and
    /// those whose listings alone it alters (``listingOnly``).
    ///
    /// The provenance pass keeps every variant that *read* a changed token, and many read one
    /// without drawing what it changes: a tooltip's typography measured but no tooltip shown, a
    /// radius the layout clamps to half the height, a weight the font resolves to the face it
    /// had. Each variant it reached is laid out with `system` (the new tables) and drawn into a
    /// record, not rasterised (``DesignSystem/drawing(of:scale:reverting:)``). Its image stays
    /// the reference when
    /// - its size and the digest of every part's drawing (``VariantDrawing/imageFacts``) are
    ///   those its provenance recorded: the drawing is the recorded one (one drawing, no more), or
    /// - it renders like its drawing with the changed tokens at their recorded values
    ///   (``VariantDrawing/rendersLike(_:fonts:scale:)``: the same size and canvas calls, a text
    ///   call differing only in a style whose outlines are the same), and that drawing is the
    ///   recorded one (its size and digests, or for provenance recorded without digests its size,
    ///   texts and parts).
    ///
    /// Otherwise its image changes. A variant moved to ``listingOnly`` changes its lines in the
    /// text references alone: its token lines in `provenance.txt`, and its text and part lines
    /// when the change moved what is listed but not drawn.
    ///
    /// Nothing is missed: a canvas's pixels depend on its size, its scale, its fonts and the calls
    /// drawn on it alone, so equal drawings give equal images at `scale` (the references'), and
    /// text outlines are what a text call fills. Colours need no raster: a colour that is drawn is
    /// an argument of a call. A variant is kept whenever it cannot be judged: a token the change
    /// removed, a recorded value that does not read back as the token's type, a layout that fails
    /// under either state.
    ///
    /// - Parameters:
    ///   - variants: the variants the prediction was made over (its entries name them by id).
    ///   - recorded: each component's `provenance.txt` text, by component name, as predicted from.
    ///   - jobs: threads to judge on, each with an independent copy of `system` (the judgement is
    ///     the same for any value).
    package func refined(
        with system: DesignSystem, variants: [ComponentVariant], recorded: [String: String], scale: Int, jobs: Int = 1
    ) -> ImpactAnalysis {
        let byID = Dictionary(variants.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let judged = affected.compactMap { entry -> (variant: ComponentVariant, causes: [FailureCause])? in
            guard let variant = byID[entry.id], entry.causes.allSatisfy({ $0.kind == .token || $0.kind == .alias }) else { return nil }
            return (variant, entry.causes)
        }
        let drawn = Self.judge(judged, system: system, recorded: recorded, scale: scale, jobs: jobs)
        var result = self
        result.affected = []
        result.isRefined = true
        for entry in affected {
            if drawn[entry.id] == false {
                result.listingOnly.append(entry)
            } else {
                result.affected.append(entry)
            }
        }
        return result
    }

    /// Whether the change alters each variant of `work`'s image (``imageChanges(of:causes:recorded:system:scale:)``),
    /// by id, judged on up to `jobs` threads (one variant in every `jobs` each, with a system of its own).
    ///
    /// - Parameter perThread: the fewest variants worth a thread: a copy of the system loads its
    ///   own fonts, as long as some 500 judgements take.
    static func judge(
        _ work: [(variant: ComponentVariant, causes: [FailureCause])], system: DesignSystem, recorded: [String: String], scale: Int,
        jobs: Int, perThread: Int = 1_000
    ) -> [String: Bool] {
        let wanted = max(1, min(jobs, work.count / max(1, perThread)))
        let systems = [system] + (1..<wanted).compactMap { _ in try? system.independentCopy() }
        let verdicts = Mutex<[String: Bool]>([:])
        DispatchQueue.concurrentPerform(iterations: systems.count) { worker in
            var blocks: [String: [String: Substring]] = [:]
            var found: [String: Bool] = [:]
            for (variant, causes) in stride(from: worker, to: work.count, by: systems.count).map({ work[$0] }) {
                if blocks[variant.component] == nil { blocks[variant.component] = Self.blocks(of: recorded[variant.component] ?? "") }
                let block = blocks[variant.component]?[variant.name].map(RecordedFacts.init(block:))
                found[variant.id] = imageChanges(of: variant, causes: causes, recorded: block, system: systems[worker], scale: scale)
            }
            verdicts.withLock { $0.merge(found) { first, _ in first } }
        }
        return verdicts.withLock { $0 }
    }

    /// Whether `variant`'s image with `system` differs from its reference: see
    /// ``refined(with:variants:recorded:scale:jobs:)`` for the rule; true when a drawing cannot be made.
    ///
    /// - Parameter recorded: the variant's recorded facts (nil: none recorded; its image is then
    ///   judged against its drawing with `causes`' tokens at their recorded values alone).
    static func imageChanges(
        of variant: ComponentVariant, causes: [FailureCause], recorded: RecordedFacts?, system: DesignSystem, scale: Int
    ) -> Bool {
        do {
            let now = try system.drawing(of: variant, scale: scale)
            if let recorded, recorded.recordsDrawing, recorded.image == now.imageFacts { return false }
            let old = try system.drawing(of: variant, scale: scale, reverting: FailureCause.reversion(of: causes))
            guard try now.rendersLike(old, fonts: system.fonts, scale: scale) else { return true }
            guard let recorded else { return false }
            return recorded.recordsDrawing ? recorded.image != old.imageFacts : recorded.drawn != old.drawnFacts
        } catch {
            return true
        }
    }

    /// Each variant's block of fact lines in a component's `provenance.txt`, by variant name,
    /// whatever the file's line endings (``ListingText``).
    static func blocks(of text: String) -> [String: Substring] {
        let text = ListingText.normalized(text)
        var result: [String: Substring] = [:]
        let bytes = text.utf8
        var name: Substring?
        var start = bytes.startIndex
        var cursor = bytes.startIndex
        while cursor < bytes.endIndex {
            let end = bytes[cursor...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            if let first = bytes[cursor..<end].first, first != UInt8(ascii: " "), first != UInt8(ascii: "#") {
                if let name { result[String(name)] = text[start..<cursor] }
                name = text[cursor..<end]
                start = end
            }
            cursor = end < bytes.endIndex ? bytes.index(after: end) : end
        }
        if let name { result[String(name)] = text[start..<bytes.endIndex] }
        return result
    }
}
