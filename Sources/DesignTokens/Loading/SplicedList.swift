/// The elements of a list value as they are read, joined only once their number is known.
///
/// A shadow's layers and a gradient's stops are written one by one or as aliases of tokens whose
/// lists take their place. Keeping the aliased lists as they are (their storage is shared, not
/// copied) until the end lets the loader weigh the whole value against its expansion budget
/// before building it, and build it at once, in an array of exactly its size.
struct SplicedList<Element> {
    private enum Piece {
        case one(Element)
        case list([Element])
    }

    private var pieces: [Piece] = []
    /// How many elements the list holds.
    private(set) var count = 0

    init(capacity: Int) {
        pieces.reserveCapacity(capacity)
    }

    mutating func append(_ element: Element) {
        pieces.append(.one(element))
        count += 1
    }

    /// Appends the elements of `list` (an aliased token's) in their order.
    mutating func append(contentsOf list: [Element]) {
        pieces.append(.list(list))
        count += list.count
    }

    /// Every element, in order.
    func joined() -> [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for piece in pieces {
            switch piece {
            case .one(let element): elements.append(element)
            case .list(let list): elements.append(contentsOf: list)
            }
        }
        return elements
    }
}
