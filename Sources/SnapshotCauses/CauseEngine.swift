import ComponentKit
import DesignTokens
import Rendering

/// Names why a snapshot failed: the one place recorded provenance becomes causes, for the
/// runner, both assertions and the review server.
///
/// A cause is an input whose change changed the pixels:
/// 1. The facts that differ between the recorded provenance and this run's are the candidates:
///    tokens (by the change behind them: one edited value read through many aliases is one),
///    aliases, tokens read or no longer read, texts, and frames.
/// 2. With more than one candidate and a ``Counterfactual``, each token change is reverted alone
///    (the image rendered with its recorded values); a change whose reversal leaves the image as
///    it is changed none of its pixels and is dropped. A retargeted alias with the same value
///    cannot change a pixel and is dropped too. When only token changes remain, the image with
///    all of them reverted must be the reference: if it is not, drawing code changed as well
///    (``FailureCause/Kind/drawing``).
/// 3. Frames are effects of whatever input moved them. When no input changed, they are the
///    renderer's effects if it changed (a font file, Cairo, Pango), else drawing code's, grouped
///    by how they moved.
/// 4. When nothing differs, the cause is the renderer or the code: same inputs, different pixels.
package enum CauseEngine {
    /// The causes of one failed snapshot.
    package static func causes(
        recorded: Provenance?, now: Provenance, renderer: RendererChange? = nil, counterfactual: Counterfactual? = nil
    ) -> [FailureCause] {
        guard let recorded else { return [FailureCause(kind: .unknown, subject: "")] }
        let facts = FailureCause.between(recorded, now).filter { $0.kind != .renderer }
        let effects = facts.filter(\.isEffect)
        var inputs = facts.filter { !$0.isEffect }
        let candidates = Set(inputs.map(\.change))
        if candidates.count > 1 {
            inputs = inputs.filter { cause in
                cause.kind != .alias || inputs.contains { $0.kind == .token && $0.subject == cause.subject }
            }
            if let counterfactual { inputs = attributed(inputs, counterfactual) }
        }
        if let renderer, inputs.isEmpty {
            return [FailureCause(kind: .renderer, subject: renderer.summary)] + effects
        }
        if inputs.isEmpty && effects.isEmpty { return [FailureCause(kind: .renderer, subject: "")] }
        if inputs.isEmpty {
            // Frames moved and nothing moved them: drawing code did, and how they moved is the change.
            let shapes = Set(effects.map { CauseShape.move(subject: $0.subject, from: $0.before, to: $0.after) }).sorted()
            let drawing = FailureCause(kind: .drawing, subject: "frames moved: " + shapes.joined(separator: ", "))
            return [drawing] + effects + outside(recorded: recorded, now: now, counterfactual)
        }
        return inputs + effects
    }

    /// A drawing-code cause when frames are all that changed and some changed pixel lies outside
    /// where the moved texts and parts were drawn (before and after): another change hides behind
    /// them. (A text edit may resize what holds it, a tooltip's bubble, so it is not checked.)
    static func outside(recorded: Provenance, now: Provenance, _ counterfactual: Counterfactual?) -> [FailureCause] {
        guard let counterfactual, let reference = counterfactual.reference() else {
            return []
        }
        let area = MovedArea(recorded: recorded, now: now, scale: counterfactual.scale)
        guard area.hasChangesOutside(counterfactual.actual, reference) else { return [] }
        return [FailureCause(kind: .drawing, subject: "pixels outside the texts and frames that changed")]
    }

    /// `inputs` less the token changes whose reversal alone leaves `counterfactual`'s image as
    /// it is; plus a drawing-code cause when every remaining change is a token's and reverting
    /// them all still does not give the reference. A render that fails keeps its change.
    static func attributed(_ inputs: [FailureCause], _ counterfactual: Counterfactual) -> [FailureCause] {
        let tokenChanges = Dictionary(grouping: inputs.filter { $0.kind == .token }, by: \.change)
        var dropped = Set<String>()
        for (change, causes) in tokenChanges.sorted(by: { $0.key < $1.key }) {
            guard let image = try? counterfactual.render(overrides(causes)), image.hasSamePixels(as: counterfactual.actual) else {
                continue
            }
            dropped.insert(change)
        }
        var kept = inputs.filter { !dropped.contains($0.change) }
        let revertible = kept.filter { $0.kind == .token }
        if !revertible.isEmpty, revertible.count == kept.count, let reference = counterfactual.reference(),
            let reverted = try? counterfactual.render(overrides(revertible)), !reverted.hasSamePixels(as: reference)
        {
            kept.append(FailureCause(kind: .drawing, subject: "pixels the changed tokens do not explain"))
        }
        return kept.isEmpty ? [FailureCause(kind: .drawing, subject: "pixels no changed input explains")] : kept
    }

    /// The overrides that put `causes`' tokens back at their recorded values.
    package static func overrides(_ causes: [FailureCause]) -> TokenOverrides {
        TokenOverrides(Dictionary(causes.compactMap { cause in cause.before.map { (cause.subject, $0) } }, uniquingKeysWith: { a, _ in a }))
    }
}
