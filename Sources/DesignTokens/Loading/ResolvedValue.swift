/// A token's resolved value, the JSON it was read from and its colour note.
///
/// The resolution keeps each one once, in ``TokenResolution/resolvedValues``; an alias and every mode
/// that keeps the base value refer to the same entry by index.
struct ResolvedValue {
    let value: TokenValue
    let written: JSONValue
    let note: String?
}
