/// The members of a composite value (a border, a shadow layer, a typography…) found in one pass
/// over its object, by their position in the list of names they were read with (up to eight; a shadow layer has the most, six).
///
/// Only where each member is in the object is recorded (a fixed-size vector, no allocation); its
/// value is read from the object when asked for.
struct CompositeMembers {
    private let object: JSONObject
    /// By name position, the member's index in the object (-1: absent).
    private var indices = SIMD8<Int32>(repeating: -1)

    init(_ object: JSONObject) {
        self.object = object
    }

    /// The value of the member named at `position`, or nil when the object lacks it.
    subscript(position: Int) -> JSONValue? {
        let index = indices[position]
        return index < 0 ? nil : object.members[Int(index)].value
    }

    /// Whether the member named at `position` was found.
    func contains(_ position: Int) -> Bool {
        indices[position] >= 0
    }

    /// Records that the object's member at `index` has the name at `position`.
    mutating func record(_ index: Int, at position: Int) {
        indices[position] = Int32(index)
    }
}
