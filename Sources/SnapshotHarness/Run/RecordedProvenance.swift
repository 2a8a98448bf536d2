import ComponentKit
import Foundation
import SnapshotCore
import Synchronization

/// The recorded `provenance.txt` of each component a run names causes for, read once when first
/// asked and shared by the run's workers.
final class RecordedProvenance: Sendable {
    private let store: ReferenceStore
    private let listings = Mutex<[String: [String: Provenance]]>([:])

    init(store: ReferenceStore) {
        self.store = store
    }

    /// `component`'s recorded provenance by variant name (empty when it has none).
    func listing(of component: String) -> [String: Provenance] {
        if let known = listings.withLock({ $0[component] }) { return known }
        let path = ProvenanceListing.referencePath(component: component)
        let text = (try? store.read(store.url(for: path))).flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) } ?? ""
        let parsed = Provenance.listing(text)
        listings.withLock { $0[component] = parsed }
        return parsed
    }
}
