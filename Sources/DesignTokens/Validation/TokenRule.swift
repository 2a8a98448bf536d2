/// A rule `snapshot tokens validate` enforces, named in every problem it reports.
///
/// Each rule has a stable identifier (the text in `file: token: rule: detail`) and a one-line
/// summary; `snapshot tokens rules` lists them. Rules marked ``isLegacy`` are the pre-2025.10
/// forms a lenient reading accepts with a warning.
package enum TokenRule: String, CaseIterable, Hashable, Sendable, Comparable {
    case json
    case duplicateKey = "duplicate-key"
    case structure
    case name
    case unknownProperty = "unknown-property"
    case missingProperty = "missing-property"
    case unknownType = "unknown-type"
    case missingType = "missing-type"
    case value
    case nonFinite = "non-finite"
    case colorSpace = "color-space"
    case colorRange = "color-range"
    case colorHex = "color-hex"
    case hexMismatch = "hex-mismatch"
    case gradientPosition = "gradient-position"
    case legacyFormat = "legacy-format"
    case referenceSyntax = "reference-syntax"
    case unknownReference = "unknown-reference"
    case referenceTarget = "reference-target"
    case referenceType = "reference-type"
    case cycle
    case expansion
    case deprecated
    case modes
    case resolver

    /// What the rule checks, in one line.
    package var summary: String {
        switch self {
        case .json: "the file is RFC 8259 JSON (reported with line and column)"
        case .duplicateKey: "no key occurs twice in one object"
        case .structure: "the top level and every group are objects; a token has no child tokens or groups"
        case .name: "token and group names do not start with '$' (except $root) and contain no '{', '}' or '.'"
        case .unknownProperty: "tokens and groups use only the format's $-properties; value objects only their members"
        case .missingProperty: "required members are present (colorSpace, components, value, unit, composite members)"
        case .unknownType: "$type is one of the 13 types of the 2025.10 format"
        case .missingType: "every token has a type: its own, its alias target's, or a parent group's"
        case .value: "a value has the shape its type requires (object, array, keyword, range)"
        case .nonFinite: "numbers are finite (1e999 is not a number here)"
        case .colorSpace: "colorSpace is one of the 14 the colour module lists"
        case .colorRange: "colour components and alpha are within the ranges of their space"
        case .colorHex: "the hex fallback is 6-digit #RRGGBB"
        case .hexMismatch: "(warning) the hex fallback matches the colour's sRGB conversion"
        case .gradientPosition: "(warning) gradient stop positions are within [0, 1] (others are clamped)"
        case .legacyFormat:
            "no pre-2025.10 forms: hex strings for colours, \"8px\"/\"100ms\" strings, bare numbers as dimensions (warnings with --lenient)"
        case .referenceSyntax: "aliases are {dotted.paths} and $ref values are #/json/pointers"
        case .unknownReference: "every alias, $ref and $extends names something that exists"
        case .referenceTarget: "curly aliases name tokens (or a group with a $root token), $extends names a group, pointers reach a value"
        case .referenceType: "an alias resolves to the type the token or member needs"
        case .cycle: "no alias, $ref or $extends chain loops (the chain is shown)"
        case .expansion:
            "aliases and $extends expand a load to at most 1,000,000 value nodes (shadow layer members, stops, dashes, font names, copies)"
        case .deprecated: "(warning) a token or group marked $deprecated, or an alias to one"
        case .modes: "$extensions.modes is an object of mode names to values of the token's type"
        case .resolver: "a resolver document follows the 2025.10 resolver module (version, sets, modifiers, resolutionOrder)"
        }
    }

    /// True for the rules a lenient reading downgrades to warnings.
    package var isLegacy: Bool { self == .legacyFormat || self == .unknownProperty }

    package static func < (lhs: TokenRule, rhs: TokenRule) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
