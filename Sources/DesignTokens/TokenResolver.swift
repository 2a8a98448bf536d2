import Foundation

/// Flattens a DTCG document, follows aliases and converts every value to a ``TokenValue``.
struct TokenResolver {
    /// A token as written, before resolution.
    private struct RawToken {
        var type: String?
        var value: Any
        var description: String?
        var modes: [String: Any]
        var decorative: String?
    }

    let source: String
    private var raw: [TokenPath: RawToken] = [:]

    init(source: String, json: Data) throws(TokenError) {
        self.source = source
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: json)
        } catch {
            throw TokenError(file: source, reason: .malformedJSON(detail: Self.jsonDetail(error)))
        }
        guard let group = root as? [String: Any] else {
            throw TokenError(file: source, reason: .malformedStructure(detail: "the top level must be a JSON object of groups"))
        }
        try collect(group, path: TokenPath(segments: []), inheritedType: nil)
    }

    private static func jsonDetail(_ error: Error) -> String {
        let ns = error as NSError
        return (ns.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ns.localizedDescription
    }

    private mutating func collect(_ group: [String: Any], path: TokenPath, inheritedType: String?) throws(TokenError) {
        let groupType = (group["$type"] as? String) ?? inheritedType
        for (key, child) in group where !key.hasPrefix("$") {
            let childPath = path.appending(key)
            guard let object = child as? [String: Any] else {
                throw TokenError(
                    file: source, token: childPath,
                    reason: .malformedStructure(
                        detail: "expected a group or a token object, found \(Self.describe(child))"))
            }
            if let value = object["$value"] {
                let extensions = object["$extensions"] as? [String: Any]
                raw[childPath] = RawToken(
                    type: (object["$type"] as? String) ?? groupType,
                    value: value,
                    description: object["$description"] as? String,
                    modes: (extensions?["modes"] as? [String: Any]) ?? [:],
                    decorative: extensions?["decorative"] as? String)
            } else {
                try collect(object, path: childPath, inheritedType: groupType)
            }
        }
    }

    /// Every mode any token overrides (`dark`, …).
    private var allModes: [String] {
        Array(Set(raw.values.flatMap(\.modes.keys))).sorted()
    }

    func resolveAll() throws(TokenError) -> [TokenPath: ResolvedToken] {
        var resolved: [TokenPath: ResolvedToken] = [:]
        // Once per table: recomputing it per token made loading quadratic (10,000 tokens took 36 s).
        let allModes = self.allModes
        for path in raw.keys.sorted() {
            guard let token = raw[path] else { continue }
            let type = try resolvedType(of: path, chain: [])
            let base = try convert(token.value, type: type, at: path, mode: nil, chain: [path])
            // A mode's value is the token's own override, else its base value read in that mode:
            // an alias then follows its target's override for the mode.
            var modes: [String: TokenValue] = [:]
            for mode in allModes {
                // An untyped alias takes its target's type in each mode: a mode may point at a
                // gradient where the base points at a colour (a "fill").
                let modeType = token.type == nil ? try resolvedType(of: path, mode: mode, chain: []) : type
                let value = try convert(token.modes[mode] ?? token.value, type: modeType, at: path, mode: mode, chain: [path])
                if value != base { modes[mode] = value }
            }
            resolved[path] = ResolvedToken(
                path: path, value: base, description: token.description, modes: modes, decorative: token.decorative)
        }
        return resolved
    }

    // MARK: Aliases

    private static func aliasTarget(_ value: Any) -> TokenPath? {
        guard let string = value as? String, string.hasPrefix("{"), string.hasSuffix("}"), string.count > 2 else {
            return nil
        }
        return TokenPath(String(string.dropFirst().dropLast()))
    }

    /// The token's own `$type`, or the type of the token its alias points at (in `mode`, when the
    /// alias has an override for it).
    private func resolvedType(of path: TokenPath, mode: String? = nil, chain: [TokenPath]) throws(TokenError) -> TokenType {
        guard let token = raw[path] else {
            throw TokenError(file: source, token: chain.last, reason: .unknownAlias(alias: path.segments.joined(separator: ".")))
        }
        if let name = token.type {
            guard let type = TokenType(rawValue: name) else {
                throw TokenError(file: source, token: path, reason: .unsupportedType(name))
            }
            return type
        }
        if let target = Self.aliasTarget(mode.flatMap { token.modes[$0] } ?? token.value) {
            if chain.contains(target) || target == path {
                throw cycle(chain + [path, target])
            }
            return try resolvedType(of: target, mode: mode, chain: chain + [path])
        }
        throw TokenError(file: source, token: path, reason: .missingType)
    }

    private func cycle(_ chain: [TokenPath]) -> TokenError {
        TokenError(file: source, token: chain.first, reason: .aliasCycle(chain: chain.map(\.description)))
    }

    /// Follows an alias (in `mode` when the target has an override) to a literal value.
    private func dereference(_ value: Any, mode: String?, chain: [TokenPath]) throws(TokenError) -> (Any, [TokenPath]) {
        guard let target = Self.aliasTarget(value) else { return (value, chain) }
        if chain.contains(target) { throw cycle(chain + [target]) }
        guard let token = raw[target] else {
            throw TokenError(file: source, token: chain.first, reason: .unknownAlias(alias: target.segments.joined(separator: ".")))
        }
        let next = mode.flatMap { token.modes[$0] } ?? token.value
        return try dereference(next, mode: mode, chain: chain + [target])
    }

    // MARK: Conversion

    private func invalid(_ path: TokenPath, _ type: TokenType, _ detail: String) -> TokenError {
        TokenError(file: source, token: path, reason: .invalidValue(type: type.rawValue, detail: detail))
    }

    private func convert(_ written: Any, type: TokenType, at path: TokenPath, mode: String?, chain: [TokenPath]) throws(TokenError)
        -> TokenValue
    {
        let (value, chain) = try dereference(written, mode: mode, chain: chain)
        switch type {
        case .color:
            return .color(try color(value, at: path))
        case .dimension:
            return .dimension(try dimension(value, at: path))
        case .number:
            guard let number = Self.number(value) else { throw invalid(path, type, "expected a number, found \(Self.describe(value))") }
            return .number(number)
        case .fontFamily:
            return .fontFamily(try fontFamily(value, at: path))
        case .fontWeight:
            return .fontWeight(try fontWeight(value, at: path))
        case .duration:
            return .duration(seconds: try duration(value, at: path))
        case .typography:
            return .typography(try typography(value, at: path, mode: mode, chain: chain))
        case .gradient:
            return .gradient(try gradient(value, at: path, mode: mode, chain: chain))
        }
    }

    private func member(_ value: Any, at path: TokenPath, mode: String?, chain: [TokenPath]) throws(TokenError) -> Any {
        try dereference(value, mode: mode, chain: chain).0
    }

    private func color(_ value: Any, at path: TokenPath) throws(TokenError) -> Color {
        if let hex = value as? String {
            guard let color = Color(hex: hex) else {
                throw invalid(path, .color, "bad hex '\(hex)' (expected #RRGGBB or #RRGGBBAA)")
            }
            return color
        }
        if let object = value as? [String: Any] {
            // DTCG 2025.10 colour object: {"colorSpace": "srgb", "components": [r, g, b], "alpha": a}
            let space = object["colorSpace"] as? String
            guard space == "srgb" else {
                throw invalid(path, .color, "colorSpace '\(space ?? "none")' is not supported (only srgb)")
            }
            guard let components = object["components"] as? [Any], components.count == 3 else {
                throw invalid(path, .color, "components must be an array of 3 numbers")
            }
            var bytes: [UInt8] = []
            for component in components {
                guard let c = Self.number(component), (0...1).contains(c) else {
                    throw invalid(path, .color, "component \(Self.describe(component)) is not a number in 0…1")
                }
                bytes.append(UInt8((c * 255).rounded()))
            }
            let alpha = Self.number(object["alpha"] ?? 1.0) ?? -1
            guard (0...1).contains(alpha) else { throw invalid(path, .color, "alpha must be a number in 0…1") }
            return Color(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: UInt8((alpha * 255).rounded()))
        }
        throw invalid(path, .color, "expected a hex string or a colour object, found \(Self.describe(value))")
    }

    private func dimension(_ value: Any, at path: TokenPath) throws(TokenError) -> Double {
        if let number = Self.number(value) { return number }
        if let object = value as? [String: Any], let amount = Self.number(object["value"] ?? ""), let unit = object["unit"] as? String {
            return try points(amount, unit: unit, at: path)
        }
        if let string = value as? String {
            for unit in ["px", "rem"] where string.hasSuffix(unit) {
                if let amount = Double(string.dropLast(unit.count)) { return try points(amount, unit: unit, at: path) }
            }
        }
        throw invalid(path, .dimension, "expected {\"value\": n, \"unit\": \"px\"} or \"npx\", found \(Self.describe(value))")
    }

    private func points(_ amount: Double, unit: String, at path: TokenPath) throws(TokenError) -> Double {
        switch unit {
        case "px": return amount
        case "rem": return amount * 16
        default: throw invalid(path, .dimension, "unit '\(unit)' is not px or rem")
        }
    }

    private func duration(_ value: Any, at path: TokenPath) throws(TokenError) -> Double {
        if let object = value as? [String: Any], let amount = Self.number(object["value"] ?? ""), let unit = object["unit"] as? String {
            switch unit {
            case "ms": return amount / 1000
            case "s": return amount
            default: break
            }
        }
        if let string = value as? String {
            if string.hasSuffix("ms"), let ms = Double(string.dropLast(2)) { return ms / 1000 }
            if string.hasSuffix("s"), let s = Double(string.dropLast()) { return s }
        }
        throw invalid(path, .duration, "expected {\"value\": n, \"unit\": \"ms\"|\"s\"}, found \(Self.describe(value))")
    }

    private func fontFamily(_ value: Any, at path: TokenPath) throws(TokenError) -> [String] {
        if let name = value as? String, !name.isEmpty { return [name] }
        if let names = value as? [String], !names.isEmpty { return names }
        throw invalid(path, .fontFamily, "expected a family name or a list of names, found \(Self.describe(value))")
    }

    private static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    private func fontWeight(_ value: Any, at path: TokenPath) throws(TokenError) -> Int {
        if let number = Self.number(value), (1...1000).contains(number), number == number.rounded() { return Int(number) }
        if let name = value as? String, let weight = Self.weightNames[name] { return weight }
        throw invalid(path, .fontWeight, "expected 1…1000 or a weight name such as \"bold\", found \(Self.describe(value))")
    }

    private func typography(_ value: Any, at path: TokenPath, mode: String?, chain: [TokenPath]) throws(TokenError) -> Typography {
        guard let object = value as? [String: Any] else {
            throw invalid(path, .typography, "expected an object with fontFamily, fontWeight, fontSize, lineHeight")
        }
        func field(_ name: String) throws(TokenError) -> Any {
            guard let field = object[name] else { throw invalid(path, .typography, "missing '\(name)'") }
            return try member(field, at: path, mode: mode, chain: chain)
        }
        let family = try fontFamily(try field("fontFamily"), at: path)
        let weight = try fontWeight(try field("fontWeight"), at: path)
        let size = try dimension(try field("fontSize"), at: path)
        let lineField = try field("lineHeight")
        // DTCG writes line height as a ratio of the font size; a dimension is taken as points.
        let lineHeight: Double
        if let ratio = Self.number(lineField) {
            lineHeight = ratio * size
        } else {
            lineHeight = try dimension(lineField, at: path)
        }
        var spacing = 0.0
        if let letter = object["letterSpacing"] {
            spacing = try dimension(try member(letter, at: path, mode: mode, chain: chain), at: path)
        }
        return Typography(fontFamily: family, fontWeight: weight, fontSize: size, lineHeight: lineHeight, letterSpacing: spacing)
    }

    private func gradient(_ value: Any, at path: TokenPath, mode: String?, chain: [TokenPath]) throws(TokenError) -> Gradient {
        guard let stops = value as? [Any], stops.count >= 2 else {
            throw invalid(path, .gradient, "expected an array of at least two {color, position} stops")
        }
        var result: [Gradient.Stop] = []
        for stop in stops {
            guard let object = stop as? [String: Any], let color = object["color"], let position = object["position"] else {
                throw invalid(path, .gradient, "each stop needs color and position")
            }
            let resolvedColor = try self.color(try member(color, at: path, mode: mode, chain: chain), at: path)
            guard let at = Self.number(try member(position, at: path, mode: mode, chain: chain)), (0...1).contains(at) else {
                throw invalid(path, .gradient, "stop position must be a number in 0…1")
            }
            result.append(Gradient.Stop(color: resolvedColor, position: at))
        }
        return Gradient(stops: result)
    }

    // MARK: JSON helpers

    private static func number(_ value: Any) -> Double? {
        // JSONSerialization boxes booleans as NSNumber too (objCType "c"); a boolean is not a number
        // here. (`value is Bool` cannot tell: an NSNumber 1 bridges to Bool.)
        guard type(of: value) != Bool.self, let number = value as? NSNumber,
            String(cString: number.objCType) != "c"
        else { return nil }
        return number.doubleValue
    }

    static func describe(_ value: Any) -> String {
        switch value {
        case let string as String: return "\"\(string)\""
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        case let number as NSNumber: return number.stringValue
        default: return "\(value)"
        }
    }
}
