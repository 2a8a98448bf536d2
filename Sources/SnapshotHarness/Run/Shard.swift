import ComponentKit
import Rendering

/// One of N deterministic slices of the matrix, for splitting `verify` across CI machines.
///
/// A check belongs to shard `fnv1a(id) mod N + 1`: the same id always lands in the same shard,
/// adding a variant never moves the others, and the shards' union is the whole matrix with no overlap.
package struct Shard: Hashable, Sendable, CustomStringConvertible {
    package let index: Int
    package let count: Int

    /// Parses `I/N` with 1 ≤ I ≤ N.
    package init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            return nil
        }
        self.index = index
        self.count = count
    }

    package var description: String { "\(index)/\(count)" }

    /// Whether the check with `id` belongs to this shard.
    package func contains(_ id: String) -> Bool {
        Int(StableHash.fnv1a32(id) % UInt32(count)) + 1 == index
    }
}
