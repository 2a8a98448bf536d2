/// Reading composite values: borders, transitions, shadows (a layer or an array of layers,
/// references among them) and gradients (stops, references among them), each member read as
/// its type; lists that references multiply are weighed against the expansion budget.
extension TokenResolution {
    mutating func border(_ json: JSONValue, _ context: Context) -> Border? {
        guard let object = json.object else {
            fail(context, .value, "a border is an object {color, width, style}, found \(json.summary)")
            return nil
        }
        guard let found = members(object, Self.borderMembers, required: 3, context, "a border"),
            let color = found[0].flatMap({ colorMember($0, context) }),
            let width = found[1].flatMap({ dimensionMember($0, context) }),
            let style = found[2].flatMap({
                member($0, .strokeStyle, context, { if case .strokeStyle(let s) = $0 { s } else { nil } })
            })
        else { return nil }
        return Border(color: color, width: width, style: style)
    }

    mutating func transition(_ json: JSONValue, _ context: Context) -> Transition? {
        guard let object = json.object else {
            fail(context, .value, "a transition is an object {duration, delay, timingFunction}, found \(json.summary)")
            return nil
        }
        let seconds: (TokenValue) -> Double? = { if case .duration(let s) = $0 { s } else { nil } }
        guard let found = members(object, Self.transitionMembers, required: 3, context, "a transition"),
            let duration = found[0].flatMap({ member($0, .duration, context, seconds) }),
            let delay = found[1].flatMap({ member($0, .duration, context, seconds) }),
            let curve = found[2].flatMap({
                member($0, .cubicBezier, context, { if case .cubicBezier(let c) = $0 { c } else { nil } })
            })
        else { return nil }
        return Transition(duration: duration, delay: delay, timingFunction: curve)
    }

    mutating func shadow(_ json: JSONValue, _ context: Context) -> [Shadow]? {
        guard let elements = json.array else {
            guard json.object != nil else {
                fail(context, .value, "a shadow is an object or an array of shadow objects, found \(json.summary)")
                return nil
            }
            guard let layer = shadowLayer(json, context), spend(1, of: ExpansionBudget.shadowLayerNodes, .shadow, context) else {
                return nil
            }
            return [layer]
        }
        var layers = SplicedList<Shadow>(capacity: elements.count)
        for element in elements {
            // A reference in the array names a shadow token; its layers take this place.
            if Self.looksLikeReference(element) {
                guard let referenced = member(element, .shadow, context, { if case .shadow(let s) = $0 { s } else { nil } }) else {
                    return nil
                }
                layers.append(contentsOf: referenced)
            } else {
                guard let layer = shadowLayer(element, context) else { return nil }
                layers.append(layer)
            }
        }
        guard layers.count > 0 else {
            fail(context, .value, "a shadow array needs at least one layer")
            return nil
        }
        // Weighed before it is built: aliases of aliases can double the layers at every level.
        guard spend(layers.count, of: ExpansionBudget.shadowLayerNodes, .shadow, context) else { return nil }
        return layers.joined()
    }

    private mutating func shadowLayer(_ json: JSONValue, _ context: Context) -> Shadow? {
        guard let object = json.object else {
            fail(context, .value, "a shadow layer is an object {color, offsetX, offsetY, blur, spread, inset?}, found \(json.summary)")
            return nil
        }
        if strictness == .lenient, object["offsetX"] == nil, object["offsetY"] == nil, object["x"] != nil || object["y"] != nil {
            // Tokens Studio's {x, y, blur, spread, color, type}.
            return tokensStudioShadowLayer(object, context)
        }
        // Style Dictionary's examples leave `spread` out: read leniently as 0.
        let spreadLeftOut = strictness == .lenient && object["spread"] == nil
        guard let found = members(object, Self.shadowMembers, required: spreadLeftOut ? 4 : 5, context, "a shadow"),
            let color = found[0].flatMap({ colorMember($0, context) }),
            let offsetX = found[1].flatMap({ dimensionMember($0, context) }),
            let offsetY = found[2].flatMap({ dimensionMember($0, context) }),
            let blur = found[3].flatMap({ dimensionMember($0, context) }),
            let spread = found[4].map({ dimensionMember($0, context) }) ?? 0
        else { return nil }
        if spreadLeftOut {
            warn(context, .missingProperty, "a shadow without 'spread' (as Style Dictionary writes it) read with spread 0 (--lenient)")
        }
        var inset = false
        if let flag = found[5].flatMap({ raw($0, context) }) {
            guard case .bool(let value) = flag else {
                fail(context, .value, "a shadow's inset is true or false, found \(flag.summary)")
                return nil
            }
            inset = value
        }
        return Shadow(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }

    mutating func gradient(_ json: JSONValue, _ context: Context) -> Gradient? {
        guard let elements = json.array, !elements.isEmpty else {
            fail(context, .value, "a gradient is a non-empty array of {color, position} stops, found \(json.summary)")
            return nil
        }
        var stops = SplicedList<Gradient.Stop>(capacity: elements.count)
        for element in elements {
            // A reference in the array names a gradient token; its stops take this place.
            if Self.looksLikeReference(element) {
                guard let referenced = member(element, .gradient, context, { if case .gradient(let g) = $0 { g } else { nil } }) else {
                    return nil
                }
                stops.append(contentsOf: referenced.stops)
                continue
            }
            guard let object = element.object else {
                fail(context, .value, "a gradient stop is an object {color, position}, found \(element.summary)")
                return nil
            }
            guard let found = members(object, Self.gradientStopMembers, required: 2, context, "a gradient stop"),
                let color = found[0].flatMap({ colorMember($0, context) }),
                let position = found[1].flatMap({
                    member($0, .number, context, { if case .number(let n) = $0 { n } else { nil } })
                })
            else { return nil }
            if !(0...1).contains(position) {
                warn(context, .gradientPosition, "stop position \(JSONWriter.number(position)) is outside [0, 1] and is clamped")
            }
            stops.append(Gradient.Stop(color: color, position: min(max(position, 0), 1)))
        }
        // Weighed before it is built: aliases of aliases can double the stops at every level.
        guard spend(stops.count, of: ExpansionBudget.gradientStopNodes, .gradient, context) else { return nil }
        return Gradient(stops: stops.joined())
    }
}
