import Foundation

@testable import DesignTokens

/// Loads `json` as `test.tokens.json` without throwing.
func load(_ json: String, _ strictness: TokenStrictness = .strict) -> TokenLoadResult {
    TokenTable.load([TokenSource(name: "test.tokens.json", bytes: Array(json.utf8))], strictness: strictness)
}

/// The rules of the errors `json` produces.
func errorRules(_ json: String, _ strictness: TokenStrictness = .strict) -> Set<TokenRule> {
    Set(load(json, strictness).errors.map(\.rule))
}

/// The table `json` loads to, or a test failure naming every problem.
func table(_ json: String, _ strictness: TokenStrictness = .strict) throws -> TokenTable {
    let result = load(json, strictness)
    guard let table = result.table else {
        throw TokenError(failedLoad: result.diagnostics, fallbackFile: "test.tokens.json")
    }
    return table
}

/// A 2025.10 sRGB colour object for `hex` (`#RRGGBB`), as JSON text.
func srgb(_ hex: String) -> String {
    let color = Color(hex: hex) ?? .black
    let parts = [color.red, color.green, color.blue].map { JSONWriter.number((Double($0) / 255 * 10000).rounded() / 10000) }
    return ##"{"colorSpace": "srgb", "components": [\##(parts.joined(separator: ", "))]}"##
}

/// `{"value": n, "unit": "px"}`.
func px(_ value: Double) -> String { ##"{"value": \##(JSONWriter.number(value)), "unit": "px"}"## }
