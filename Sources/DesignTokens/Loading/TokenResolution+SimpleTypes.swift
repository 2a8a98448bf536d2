/// Reading the simple types that are not quantities: font families, font weights (numbers or
/// the format's names), cubic Bézier curves and stroke styles (a keyword or dashes).
extension TokenResolution {
    mutating func fontFamily(_ json: JSONValue, _ context: Context) -> [String]? {
        switch json {
        case .string(let name) where !name.isEmpty:
            return spend(1, of: 1, .fontFamily, context) ? [name] : nil
        case .array(let elements) where !elements.isEmpty:
            // Each name counts (a `$ref` may read the same long list for many tokens).
            guard spend(elements.count, of: 1, .fontFamily, context) else { return nil }
            var names: [String] = []
            names.reserveCapacity(elements.count)
            for element in elements {
                guard let name = raw(element, context)?.string, !name.isEmpty else {
                    fail(context, .value, "a font family list holds non-empty names, found \(element.summary)")
                    return nil
                }
                names.append(name)
            }
            return names
        default:
            fail(context, .value, "expected a font name or a non-empty list of names, found \(json.summary)")
            return nil
        }
    }

    static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    mutating func fontWeight(_ json: JSONValue, _ context: Context) -> Int? {
        switch json {
        case .number(let weight) where weight.isFinite:
            guard (1...1000).contains(weight) else {
                fail(context, .value, "a font weight is in [1, 1000], found \(JSONWriter.number(weight))")
                return nil
            }
            return Int(weight.rounded())
        case .string(let name) where isArithmetic(json):
            guard let weight = computed(name, as: .number, context)?.amount else { return nil }
            guard (1...1000).contains(weight) else {
                fail(context, .value, "a font weight is in [1, 1000], found \(JSONWriter.number(weight)) (\"\(name)\")")
                return nil
            }
            return Int(weight.rounded())
        case .string(let name):
            guard let weight = Self.weightNames[name] else {
                // Tokens Studio's and Figma's names ("SemiBold", "Bold Italic") and "700".
                if let weight = tokensStudioWeight(name, context) { return weight }
                fail(context, .value, "\"\(name)\" is not a weight name (names are lower-case: thin … ultra-black)")
                return nil
            }
            return weight
        default:
            fail(context, .value, "expected a number in [1, 1000] or a weight name, found \(json.summary)")
            return nil
        }
    }

    mutating func cubicBezier(_ json: JSONValue, _ context: Context) -> CubicBezier? {
        guard let elements = json.array, elements.count == 4 else {
            fail(context, .value, "a cubic Bézier is an array of four numbers [P1x, P1y, P2x, P2y], found \(json.summary)")
            return nil
        }
        var numbers: [Double] = []
        numbers.reserveCapacity(elements.count)
        for element in elements {
            // A member may alias a number token (`"{ease.x1}"`) or point at a number (`$ref`).
            let coordinate =
                Self.looksLikeReference(element)
                ? member(element, .number, context, { if case .number(let n) = $0 { n } else { nil } })
                : number(element, context, "a Bézier coordinate")
            guard let coordinate else { return nil }
            numbers.append(coordinate)
        }
        for index in [0, 2] where !(0...1).contains(numbers[index]) {
            fail(context, .value, "a cubic Bézier's x coordinates are in [0, 1], found \(JSONWriter.number(numbers[index]))")
            return nil
        }
        return CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }

    mutating func strokeStyle(_ json: JSONValue, _ context: Context) -> StrokeStyle? {
        if let keyword = json.string {
            guard let style = StrokeStyle.Keyword(rawValue: keyword) else {
                fail(
                    context, .value,
                    "\"\(keyword)\" is not a stroke style (\(StrokeStyle.Keyword.allCases.map(\.rawValue).joined(separator: ", ")))")
                return nil
            }
            return .keyword(style)
        }
        guard let object = json.object else {
            fail(context, .value, "expected a stroke-style keyword or {dashArray, lineCap}, found \(json.summary)")
            return nil
        }
        guard let found = members(object, Self.strokeStyleMembers, required: 2, context, "a stroke style"),
            let dashes = found[0].flatMap({ raw($0, context) })
        else { return nil }
        guard let elements = dashes.array, !elements.isEmpty else {
            fail(context, .value, "dashArray is a non-empty array of dimensions, found \(dashes.summary)")
            return nil
        }
        guard spend(elements.count, of: 1, .strokeStyle, context) else { return nil }
        var lengths: [Double] = []
        lengths.reserveCapacity(elements.count)
        for element in elements {
            guard let length = member(element, .dimension, context, { if case .dimension(let d) = $0 { d } else { nil } }) else {
                return nil
            }
            lengths.append(length)
        }
        guard let capName = found[1].flatMap({ raw($0, context) })?.string, let cap = StrokeStyle.LineCap(rawValue: capName) else {
            fail(context, .value, "lineCap is \"round\", \"butt\" or \"square\"")
            return nil
        }
        return .dashes(lengths, lineCap: cap)
    }
}
