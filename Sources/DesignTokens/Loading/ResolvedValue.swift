/// A token's resolved value, the JSON it was read from and its colour note; and, where it was
/// computed from arithmetic, how (``TokenComputation``), with the result in the unit it was
/// computed in (what another expression naming the token reads: `1.5rem`, not `24px`).
///
/// The resolution keeps each one once, in ``TokenResolution/resolvedValues``; an alias and every mode
/// that keeps the base value refer to the same entry by index.
struct ResolvedValue {
    let value: TokenValue
    let written: JSONValue
    let note: String?
    var computations: [TokenComputation] = []
    var quantity: TokenMathQuantity? = nil
    /// The token whose own value this is (others name it through aliases and pointers); -1 when
    /// no arithmetic computed it (no token needs telling then).
    var owner = -1
}
