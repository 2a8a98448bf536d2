/// What walking a group of the document may produce at most, its `$extends` chain applied: the
/// tokens and groups under it, and how deep its groups nest.
///
/// Worked out once per group (``TokenCollector/copyEstimate(_:at:depth:)``), so groups that each
/// extend the one before cost a step each, however many copies they would make.
struct CopyEstimate: Hashable {
    /// Tokens and groups, at most (stopping at ``ExpansionRefusal/unbounded``).
    var nodes = 0
    /// The most groups nested under the group (stopping at ``ExpansionRefusal/unbounded``).
    var height = 0

    static let zero = CopyEstimate()

    /// A group holding a token.
    mutating func addToken() {
        nodes = Self.sum(nodes, 1)
    }

    /// A group holding a group that may hold `child`.
    mutating func addGroup(_ child: CopyEstimate) {
        nodes = Self.sum(nodes, Self.sum(1, child.nodes))
        height = max(height, Self.sum(1, child.height))
    }

    /// `a + b`, stopping at ``ExpansionRefusal/unbounded``.
    static func sum(_ a: Int, _ b: Int) -> Int {
        min(a + b, ExpansionRefusal.unbounded)
    }
}
