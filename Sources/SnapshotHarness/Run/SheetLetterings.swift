import Synchronization

/// The letterings (``ContactSheet/Lettering``) of the failing pages a verify will compose again,
/// one per change (``SnapshotRunner/writePartials(into:plan:store:context:systems:letterings:listings:)``): kept
/// from the page's check, by page path, so its partial pages draw no text.
///
/// At most ``byteBudget`` bytes are kept: a page past it has its partials composed whole, as
/// before, so a run's memory does not grow with the number of failing pages.
final class SheetLetterings: Sendable {
    /// The most bytes of letterings kept at once (about five of the largest pages).
    static let byteBudget = 96 << 20

    private struct State {
        var kept: [String: ContactSheet.Lettering] = [:]
        var bytes = 0
    }

    private let state = Mutex(State())

    /// Whether `bytes` more fit in the budget: the page's check then keeps its lettering.
    func hasRoom(for bytes: Int) -> Bool { state.withLock { $0.bytes + bytes <= Self.byteBudget } }

    /// Keeps `lettering` for the page at `path`, when it fits in the budget.
    func keep(_ lettering: ContactSheet.Lettering, for path: String) {
        state.withLock { state in
            guard state.kept[path] == nil, state.bytes + lettering.byteCount <= Self.byteBudget else { return }
            state.kept[path] = lettering
            state.bytes += lettering.byteCount
        }
    }

    /// The lettering kept for the page at `path`, if any.
    func lettering(for path: String) -> ContactSheet.Lettering? { state.withLock { $0.kept[path] } }
}
