import DesignTokens
import Rendering
import Synchronization

/// A kept layout's provenance, made the first time it is asked for, then kept.
///
/// A design system lays out every variant of its catalog when it loads, to refuse a bad table
/// before anything is drawn; that needs no provenance. A provenance holds the digests of what each
/// part draws, which cost a recording draw of the variant, so it is made only for the variants a
/// run asks about (the listings of the components it checks, a failure's causes). It is made as
/// it would have been in the layout's pass: the reads that pass logged, and the drawing of the
/// same layout (``DesignSystem/provenance(of:)`` draws it in the variant's environment, with no
/// override in force).
final class PendingProvenance: Sendable {
    private let reads: [TokenReadLog.Read]
    private let tokenFacts: TokenFactCache
    private let made = Mutex<Provenance?>(nil)

    /// A provenance to make from `reads` (what the layout read, in order), its facts formatted
    /// through `tokenFacts`.
    init(reads: [TokenReadLog.Read], tokenFacts: TokenFactCache) {
        self.reads = reads
        self.tokenFacts = tokenFacts
    }

    /// The provenance of `layout`: made now with the digests `drawing` returns, or the one made
    /// before (two threads asking at once make the same value; the first stored is kept).
    func provenance(of layout: DrawableLayout, drawing: () -> [DrawingDigest]) -> Provenance {
        if let made = made.withLock({ $0 }) { return made }
        let fresh = Provenance(layout: layout, reads: reads, tokenFacts: tokenFacts, drawing: drawing())
        return made.withLock { stored in
            if let stored { return stored }
            stored = fresh
            return fresh
        }
    }
}
