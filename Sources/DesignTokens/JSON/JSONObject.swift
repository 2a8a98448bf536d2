/// A JSON object with its members in document order.
///
/// Token files hold many small objects (a token has a handful of `$` properties) and a few large
/// groups. Members are kept as a list in document order; an object with more than
/// ``indexThreshold`` members also keeps a hashed index of their positions, so looking up,
/// replacing and adding a member take constant time however large the group (a flat table of
/// 100,000 tokens merges in linear time). Small objects have no index: a scan of a few keys is
/// as fast as a hash, and they allocate nothing more than their list.
///
/// Members change only through the subscript, ``updateValue(_:forKey:)``, ``removeValue(forKey:)``
/// and `setValue(_:at:)`, which keep the index in step. Equality and hashing compare the members
/// only.
package struct JSONObject: Hashable, Sendable {
    /// The number of members up to which an object has no index (lookups scan the list).
    static let indexThreshold = 16

    /// The members in document order. Keys are unique in a parsed object (the parser keeps the
    /// last of duplicates, at the first one's position); when a list given to ``init(_:)`` repeats
    /// a key, lookups find its first member.
    package private(set) var members: [(key: String, value: JSONValue)]
    /// By key, the position of its first member in ``members``; nil while the object is small.
    private var positions: [String: Int]?

    /// An object of `members`, in their order.
    package init(_ members: [(key: String, value: JSONValue)] = []) {
        self.members = members
        positions = members.count > Self.indexThreshold ? Self.index(members) : nil
    }

    /// An object of `members` whose index the caller has already built (the parser, which
    /// hashes every key of a large object to find duplicates): `positions` maps each key to its
    /// first position, or is nil.
    init(members: [(key: String, value: JSONValue)], positions: [String: Int]?) {
        self.members = members
        self.positions = positions ?? (members.count > Self.indexThreshold ? Self.index(members) : nil)
    }

    /// The position of `key`'s first member, or nil.
    package func index(forKey key: String) -> Int? {
        if let positions { return positions[key] }
        return members.firstIndex { $0.key == key }
    }

    /// The value of `key`, or nil. Setting a value replaces the member in place (keeping its
    /// position) or appends one; setting nil removes it.
    package subscript(key: String) -> JSONValue? {
        get {
            if let positions { return positions[key].map { members[$0].value } }
            for member in members where member.key == key { return member.value }
            return nil
        }
        set {
            if let newValue {
                updateValue(newValue, forKey: key)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Sets `key` to `value`: replaces its member's value in place, or appends a member.
    /// Returns the value replaced, or nil when the member is new.
    @discardableResult
    package mutating func updateValue(_ value: JSONValue, forKey key: String) -> JSONValue? {
        if let index = index(forKey: key) {
            let old = members[index].value
            members[index].value = value
            return old
        }
        members.append((key, value))
        if positions != nil {
            positions?[key] = members.count - 1
        } else if members.count > Self.indexThreshold {
            positions = Self.index(members)
        }
        return nil
    }

    /// Replaces the value of the member at `index`; its key and place stay (so does the index).
    mutating func setValue(_ value: JSONValue, at index: Int) {
        members[index].value = value
    }

    /// Removes `key`'s member (the first, if the list repeats it); returns its value, or nil.
    ///
    /// The later members move up one place, so a large object's index is rebuilt: removal is
    /// linear in the object's size, as removing from the list is.
    @discardableResult
    package mutating func removeValue(forKey key: String) -> JSONValue? {
        guard let index = index(forKey: key) else { return nil }
        let removed = members.remove(at: index).value
        positions = members.count > Self.indexThreshold ? Self.index(members) : nil
        return removed
    }

    /// Whether a key occurs more than once (never in a parsed object).
    var hasRepeatedKeys: Bool {
        if let positions { return positions.count < members.count }
        for index in members.indices.dropFirst() where members[..<index].contains(where: { $0.key == members[index].key }) {
            return true
        }
        return false
    }

    package var keys: [String] { members.map(\.key) }
    package var isEmpty: Bool { members.isEmpty }
    /// The number of members.
    package var count: Int { members.count }

    /// Each key's first position in `members`.
    private static func index(_ members: [(key: String, value: JSONValue)]) -> [String: Int] {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(members.count)
        // Last to first, so a repeated key ends at its first position.
        for offset in members.indices.reversed() { positions[members[offset].key] = offset }
        return positions
    }

    package static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(members.count)
        for member in members {
            hasher.combine(member.key)
            hasher.combine(member.value)
        }
    }
}
