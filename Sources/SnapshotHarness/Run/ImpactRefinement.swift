import ComponentKit
import DesignTokens
import Foundation
import SnapshotCauses
import Synchronization

extension ImpactAnalysis {
    /// The prediction narrowed to the variants whose drawing the change alters.
    ///
    /// The provenance pass keeps every variant that *read* a changed token, and many read one
    /// without drawing what it changes: a tooltip's typography measured but no tooltip shown, a
    /// radius the layout clamps to half the height. Each variant it reached is laid out with
    /// `system` (the new tables) and drawn into a record, not rasterised
    /// (``DesignSystem/drawing(of:scale:reverting:)``). It stays predicted when
    /// - its drawing differs from its drawing with the changed tokens at their recorded values
    ///   (``TokenOverrides``): any canvas call (shape, paint, colour, text, image, transform,
    ///   opacity) or layout fact (size, frame, text run, accessibility element, motion), or
    /// - its size, texts or parts differ from its recorded provenance (a check made only when the
    ///   two drawings are equal, so as not to format and parse facts for every variant).
    ///
    /// Otherwise it moves to ``readNotDrawn``: its image and its lines in the text references
    /// stay as they are, only its `provenance.txt` token lines change.
    ///
    /// Nothing is missed: a canvas's pixels depend on its size, its scale, its fonts and the calls
    /// drawn on it alone, so equal drawings give equal images at `scale` (the references'), and the
    /// old drawing is the recorded one (the layout reads the recorded value of every token it read).
    /// Colours need no raster: a colour that is drawn is an argument of a call. A variant is kept
    /// whenever it cannot be judged: a token the change removed, a recorded value that does not
    /// read back as the token's type, a layout that fails under either state.
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
                result.readNotDrawn.append(entry)
            } else {
                result.affected.append(entry)
            }
        }
        return result
    }

    /// Whether each variant of `work` draws differently (``drawingChanges(of:causes:recorded:system:scale:)``),
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
            // The recorded block is read only for a variant whose drawing the change leaves as it is.
            var blocks: [String: [String: Substring]] = [:]
            var found: [String: Bool] = [:]
            for (variant, causes) in stride(from: worker, to: work.count, by: systems.count).map({ work[$0] }) {
                let facts = { () -> [Provenance.Fact]? in
                    if blocks[variant.component] == nil { blocks[variant.component] = Self.blocks(of: recorded[variant.component] ?? "") }
                    return blocks[variant.component]?[variant.name].map(Self.drawnFacts(in:))
                }
                found[variant.id] = drawingChanges(of: variant, causes: causes, recorded: facts, system: systems[worker], scale: scale)
            }
            verdicts.withLock { $0.merge(found) { first, _ in first } }
        }
        return verdicts.withLock { $0 }
    }

    /// Whether `variant`'s drawing with `system` differs from its drawing with `causes`' tokens
    /// at their recorded values or, when it does not, its facts from the `recorded` ones (nil:
    /// none recorded); true when a drawing cannot be made.
    static func drawingChanges(
        of variant: ComponentVariant, causes: [FailureCause], recorded: () -> [Provenance.Fact]?, system: DesignSystem, scale: Int
    ) -> Bool {
        do {
            let now = try system.drawing(of: variant, scale: scale)
            let revert = FailureCause.reversion(of: causes)
            guard try now == system.drawing(of: variant, scale: scale, reverting: revert) else { return true }
            guard let recorded = recorded() else { return false }
            return recorded != now.drawnFacts
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

    /// The size, text and part facts of a variant's block (its token and drawing facts left out).
    static func drawnFacts(in block: Substring) -> [Provenance.Fact] {
        block.split(separator: "\n").compactMap { line in
            // Drawing digests are compared as the drawing's calls themselves, not read back.
            let fact = line.hasPrefix("  token ") ? nil : Provenance.Fact(line: line.drop { $0 == " " })
            return fact?.kind == .token || fact?.kind == .draw ? nil : fact
        }
    }
}
