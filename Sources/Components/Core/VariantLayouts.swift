import Synchronization

/// The layouts of matrix variants by id, shared by a design system and its independent copies
/// (which render on other threads).
final class VariantLayouts: Sendable {
    private let storage = Mutex<[String: DrawableLayout]>([:])

    subscript(id: String) -> DrawableLayout? {
        get { storage.withLock { $0[id] } }
        set { storage.withLock { $0[id] = newValue } }
    }
}
