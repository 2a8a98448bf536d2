import ComponentKit
import DesignTokens
import Rendering

/// Names why a snapshot failed: the one place recorded provenance becomes causes, for the
/// runner, both assertions, `impact` and the review server.
///
/// A cause of an image is an input whose change changed its pixels:
/// 1. The facts that differ between the recorded provenance and this run's are the candidates
///    (``FactChanges``): token values (by the token each is written in), renames, retargeted
///    aliases, tokens read or no longer read, texts, frames, and the drawing digest of each part.
/// 2. Each token or text change is reverted alone (the image rendered with its recorded value);
///    one whose reversal leaves the image as it is changed none of its pixels and is dropped. A
///    rename or a retarget with the same value cannot change a pixel and is never an image's cause.
/// 3. With every token and text reverted, the drawing is laid out again into a record: a part
///    whose digest still differs from the recorded one was drawn by changed code, and is named by
///    component and part (``FailureCause/drawing(_:)``).
/// 4. When no part changed, the image with every input reverted must be the reference; if it is
///    not, the renderer changed (when its fingerprint did) or nothing recorded explains the pixels.
/// 5. Frames are effects of whatever moved them; moved with nothing else, they are layout code.
///
/// A text listing's lines (``listingCauses(recorded:now:renderer:counterfactual:)``) change with
/// every fact, drawn or not, so there every input is a cause; drawing digests still name code
/// only where reverted tokens and texts do not explain them.
package enum CauseEngine {
    /// The causes of one failed image.
    ///
    /// When both provenances record the drawing part by part and the renderer is the one that
    /// recorded the references, equal drawings prove equal pixels (a canvas's pixels depend on
    /// its size, its fonts and the calls drawn on it alone), so which inputs changed the image,
    /// and whether they explain all of it, is decided from drawings laid out again, with no
    /// raster. Otherwise it is decided by rendering.
    package static func causes(
        recorded: Provenance?, now: Provenance, renderer: RendererChange? = nil, counterfactual: Counterfactual? = nil
    ) -> [FailureCause] {
        guard let recorded else { return [.unknown(nil)] }
        let changes = FactChanges(recorded, now)
        var trial = Trial(now: now, counterfactual: counterfactual, proves: changes.tracesDrawing && renderer == nil)
        let revertible = changes.tokens + changes.texts
        let drawings = drawingCauses(changes, recorded: recorded, counterfactual: counterfactual)
        // Without drawing digests, a read or an unread is all that can name code: keep them.
        var inputs = revertible + (changes.tracesDrawing ? [] : changes.reads + changes.unreads)
        let groups = Dictionary(grouping: revertible, by: \.change)
        if groups.count > 1 || !drawings.isEmpty || inputs.count > revertible.count {
            let inert = groups.filter { _, causes in trial.leavesImage(reverting: FailureCause.reversion(of: causes)) }
            inputs.removeAll { inert[$0.change] != nil }
        }
        let effects = changes.frames
        if drawings.isEmpty {
            if !inputs.isEmpty, !trial.givesReference(reverting: FailureCause.reversion(of: inputs), recorded: recorded) {
                let residual: FailureCause =
                    renderer.map { .renderer($0.summary) } ?? .unexplained("pixels the changed tokens and texts do not explain")
                return inputs + [residual] + effects
            }
            if inputs.isEmpty {
                if let renderer { return [.renderer(renderer.summary)] + effects }
                if !effects.isEmpty { return [layoutChange(effects, component: component(of: now))] + effects }
                return [.unexplained("the canvas's rasterization changed (this package's drawing code below the components)")]
            }
        }
        return inputs + drawings + effects
    }

    /// The causes of one variant's lines in a text listing (`provenance.txt` and the listings made
    /// from its layout): every fact that differs is a change, except drawing digests that the
    /// changed tokens and texts explain.
    package static func listingCauses(
        recorded: Provenance, now: Provenance, renderer: RendererChange? = nil, counterfactual: Counterfactual? = nil
    ) -> [FailureCause] {
        guard recorded != now else { return [] }
        if !recorded.recordsDrawing, now.recordsDrawing {
            return [.unknown("recorded before drawings were recorded part by part: record it again")]
        }
        let changes = FactChanges(recorded, now)
        let inputs = changes.inputs, drawings = drawingCauses(changes, recorded: recorded, counterfactual: counterfactual)
        if inputs.isEmpty, drawings.isEmpty {
            if let renderer { return [.renderer(renderer.summary)] + changes.frames }
            guard !changes.frames.isEmpty else { return [] }
            return [layoutChange(changes.frames, component: component(of: now))] + changes.frames
        }
        return inputs + drawings + changes.frames
    }

    /// The parts whose drawing differs with every changed token and text at its recorded value:
    /// drawing code changed there. Without a counterfactual (or when it fails) every changed part.
    static func drawingCauses(_ changes: FactChanges, recorded: Provenance, counterfactual: Counterfactual?) -> [FailureCause] {
        guard !changes.drawings.isEmpty else { return [] }
        let reversion = FailureCause.reversion(of: changes.tokens + changes.texts)
        guard !reversion.isEmpty, let counterfactual, let reverted = try? counterfactual.provenance(reversion) else {
            return changes.drawings
        }
        let old = recorded.byKey, new = reverted.byKey
        return changes.drawings.filter { cause in
            guard case .drawing(let change) = cause else { return true }
            let key = Provenance.Fact.Key(kind: .draw, subject: [change.component, change.part].compactMap { $0 }.joined(separator: " "))
            return old[key] != new[key]
        }
    }

    /// Frames that moved with nothing to move them: the layout code of `component`, by how they moved.
    static func layoutChange(_ frames: [FailureCause], component: String) -> FailureCause {
        let moves = Set(
            frames.compactMap { cause -> String? in
                guard case .frame(let move) = cause else { return nil }
                return CauseShape.move(subject: move.subject, from: move.before, to: move.after)
            }
        ).sorted()
        return .layout(FailureCause.LayoutChange(component: component, moves: moves))
    }

    /// The component a provenance's drawing starts with (the variant's own), or `the layout`.
    static func component(of provenance: Provenance) -> String {
        provenance.facts.first { $0.kind == .draw }?.drawn?.component ?? "the layout"
    }

    /// What to revert to show `key`'s change alone in a file whose causes are `causes`: every
    /// other change put back at its recorded value. Nil when another change cannot be put back
    /// (drawing code, a read, a rename's lines): then no file shows `key` alone.
    package static func reversion(showing key: String, among causes: [FailureCause]) -> Reversion? {
        let others = causes.filter { !$0.isEffect && $0.changeKey != key }
        guard others.allSatisfy(\.isRevertible) else { return nil }
        return FailureCause.reversion(of: others)
    }
}
