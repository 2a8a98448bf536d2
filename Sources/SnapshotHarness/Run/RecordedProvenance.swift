import ComponentKit
import Foundation
import SnapshotCore
import Synchronization

/// The recorded `provenance.txt` of each component a run names causes for, read once when first
/// asked (a worker asking meanwhile waits for it) and shared by the run's workers. A listing
/// larger than its component could produce (``ProvenanceListing/Limits``) is refused unparsed,
/// and the refusal is kept to name in causes.
final class RecordedProvenance: Sendable {
    /// One component's recorded listing: its provenance by variant name, or why it was refused.
    private struct Listing: Sendable {
        var variants: [String: Provenance] = [:]
        var refusal: String?
    }

    /// One component's listing, read by the first worker that asks while the others wait for it.
    private final class Slot: Sendable {
        let listing = Mutex<Listing?>(nil)
    }

    private let store: ReferenceStore
    /// How many variants each component of the catalog has, by component name.
    private let variantCounts: [String: Int]
    private let listings = Mutex<[String: Slot]>([:])

    init(store: ReferenceStore, catalog: Catalog) {
        self.store = store
        self.variantCounts = Dictionary(catalog.components.map { ($0.name, $0.variants.count) }, uniquingKeysWith: { first, _ in first })
    }

    /// `component`'s recorded provenance by variant name (empty when it has none, or it was refused).
    func listing(of component: String) -> [String: Provenance] { read(component).variants }

    /// Whether `variant` is new to its component's matrix: the component's recorded listing (read
    /// and within its limits) has blocks, but none for it.
    func isNew(_ variant: ComponentVariant) -> Bool {
        let listing = read(variant.component)
        return listing.refusal == nil && !listing.variants.isEmpty && listing.variants[variant.name] == nil
    }

    /// Why `component`'s recorded listing was refused (naming the file), or nil when it was read or there is none.
    func refusal(of component: String) -> String? { read(component).refusal }

    private func read(_ component: String) -> Listing {
        let slot = listings.withLock { slots in
            if let slot = slots[component] { return slot }
            let slot = Slot()
            slots[component] = slot
            return slot
        }
        return slot.listing.withLock { listing in
            if let listing { return listing }
            let read = parse(component)
            listing = read
            return read
        }
    }

    /// `component`'s recorded listing, read and parsed (or refused).
    private func parse(_ component: String) -> Listing {
        let path = ProvenanceListing.referencePath(component: component)
        var listing = Listing()
        do {
            switch try ProvenanceListing.recorded(store.url(for: path), store: store, variants: variantCounts[component] ?? 0) {
            case .none: break
            case .text(let text): listing.variants = Provenance.listing(text)
            case .refused(let excess): listing.refusal = "Snapshots/\(path) was refused: \(excess)"
            }
        } catch {
            listing.refusal = "\(error)"
        }
        return listing
    }
}
