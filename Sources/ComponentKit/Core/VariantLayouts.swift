import Synchronization

/// The layouts of matrix variants by id, shared by a design system and its independent copies
/// (which render on other threads).
final class VariantLayouts: Sendable {
    private let storage = Mutex<[String: DrawableLayout]>([:])
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

    subscript(id: String) -> DrawableLayout? {
        get { storage.withLock { $0[id] } }
        set { storage.withLock { $0[id] = newValue } }
    }
}
