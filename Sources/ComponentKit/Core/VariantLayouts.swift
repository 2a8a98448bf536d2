import Synchronization

/// The layouts of matrix variants by id, with what each was made from, shared by a design
/// system and its independent copies (which render on other threads).
final class VariantLayouts: Sendable {
    /// A variant laid out, and the provenance of that layout (made when first asked for).
    struct Entry: Sendable {
        var layout: DrawableLayout
        var provenance: PendingProvenance
    }

    private let storage = Mutex<[String: Entry]>([:])
    /// The token facts of the layouts' provenance, each formatted once.
    let tokenFacts = TokenFactCache()
    private let ids = Mutex<Set<String>?>(nil)

    /// The ids of `catalog`'s variants, computed on first use (one catalog per cache).
    func catalogIDs(of catalog: Catalog) -> Set<String> {
        ids.withLock { ids in
            if let ids { return ids }
            let computed = Set(catalog.variants.map(\.id))
            ids = computed
            return computed
        }
    }

    subscript(id: String) -> Entry? {
        get { storage.withLock { $0[id] } }
        set { storage.withLock { $0[id] = newValue } }
    }
}
