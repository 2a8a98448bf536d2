/// How far one load may expand what its files spell out: a count of value nodes, spent as
/// values are resolved and groups copied.
///
/// A few kilobytes of aliases can name each other so that every level doubles what the one
/// below holds (a shadow whose layers are two aliases of the previous shadow, a group holding
/// two groups that each `$extends` the previous one), as an XML entity can expand to gigabytes.
/// The loader counts what such references produce and refuses a load that would pass the limit,
/// in words, before it is built. The nodes counted:
/// - each member of a resolved shadow layer (six: colour, offsets, blur, spread, inset), each
///   gradient stop's colour and position, each dash of a stroke style and each name of a font
///   family list, every time a value holding them is built (aliases of a whole token share it);
/// - each token and group a group gets through `$extends` (with those written beside them).
///
/// Real tables spend a small share of it: ten thousand tokens with three-layer shadows, about
/// 180,000.
struct ExpansionBudget {
    /// The value nodes one load may spend.
    static let limit = 1_000_000

    /// The value nodes a shadow layer counts: its members.
    static let shadowLayerNodes = 6
    /// The value nodes a gradient stop counts: its colour and position.
    static let gradientStopNodes = 2

    /// The value nodes spent so far.
    private(set) var spent = 0

    /// What remains to spend.
    var remaining: Int { Self.limit - spent }

    /// Spends `nodes` when they fit in what remains; otherwise spends nothing and returns false.
    mutating func spend(_ nodes: Int) -> Bool {
        guard nodes <= remaining else { return false }
        spent += nodes
        return true
    }
}
