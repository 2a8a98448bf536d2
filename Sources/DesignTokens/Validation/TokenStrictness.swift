/// How strictly token files are read.
///
/// `strict` (the default) is the 2025.10 format exactly. `lenient` also reads what older
/// exporters write (hex strings, `"8px"`, bare numbers, unknown properties; Tokens Studio's type
/// names, typography and box shadows, `rgba()` colours) and reports each such deviation as a
/// warning instead of an error.
public enum TokenStrictness: String, Hashable, Sendable, CaseIterable {
    case strict, lenient
}
