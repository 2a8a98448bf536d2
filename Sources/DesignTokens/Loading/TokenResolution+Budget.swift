/// Spending the expansion budget on resolved values, and naming the aliases that multiplied one
/// that does not fit.
extension TokenResolution {
    /// Spends what a value of `type` holding `elements` list elements of `weight` nodes each
    /// costs; when it does not fit, reports it with the aliases that multiplied it and returns false.
    mutating func spend(_ elements: Int, of weight: Int, _ type: TokenType, _ context: Context) -> Bool {
        let nodes = elements * weight
        if budget.spend(nodes) { return true }
        let refusal = ExpansionRefusal.value(
            type: type, elements: elements, nodes: nodes, remaining: budget.remaining, chain: multiplyingAliases(context))
        fail(context, .expansion, refusal.detail)
        return false
    }

    /// The value nodes a resolved value holds (see ``ExpansionBudget``).
    static func nodes(in value: TokenValue) -> Int {
        switch value {
        case .shadow(let layers): layers.count * ExpansionBudget.shadowLayerNodes
        case .gradient(let gradient): gradient.stops.count * ExpansionBudget.gradientStopNodes
        case .fontFamily(let names): names.count
        case .typography(let typography): typography.fontFamily.count
        case .strokeStyle(let style): dashes(style)
        case .border(let border): dashes(border.style)
        default: 0
        }
    }

    private static func dashes(_ style: StrokeStyle) -> Int {
        if case .dashes(let lengths, _) = style { return lengths.count }
        return 0
    }

    /// The token being resolved in `context`, then at each step the token its value names that
    /// contributes the most nodes (how many times it is named × what it holds), while there is one.
    func multiplyingAliases(_ context: Context) -> [ExpansionRefusal.AliasLink] {
        var chain = [ExpansionRefusal.AliasLink(token: tokenList[context.token].path, repeats: 1)]
        var seen: Set<Int> = [context.token]
        var current = context.token
        while chain.count < TokenSyntax.maximumChainLength, let (next, repeats) = heaviestAlias(of: current, mode: context.mode),
            seen.insert(next).inserted
        {
            chain.append(ExpansionRefusal.AliasLink(token: tokenList[next].path, repeats: repeats))
            current = next
        }
        return chain
    }

    /// Of the tokens the value of the token at `index` (in `mode`) names — as a whole, as list
    /// elements or as members — the one contributing the most nodes, and how many times it is named.
    private func heaviestAlias(of index: Int, mode: Int) -> (token: Int, repeats: Int)? {
        let written: JSONValue
        if mode > 0, let override = override(index, mode: mode) {
            written = override
        } else {
            switch tokenList[index].definition {
            case .value(let value): written = value
            case .pointer(let text): written = .object(JSONObject([("$ref", .string(text))]))
            }
        }
        var parts = [written]
        if let elements = written.array { parts = elements } else if let object = written.object { parts += object.members.map(\.value) }
        var repeats: [Int: Int] = [:]
        for part in parts {
            if let target = namedToken(part) { repeats[target, default: 0] += 1 }
        }
        return repeats.max { weight($0, mode: mode) < weight($1, mode: mode) }.map { ($0.key, $0.value) }
    }

    /// How much a token named `repeats` times contributes, then how often it is named, then
    /// (so ties go to the token written first) its index, negated.
    private func weight(_ entry: (key: Int, value: Int), mode: Int) -> (Int, Int, Int) {
        let held = resolvedValue(entry.key, mode: mode).map(Self.nodes(in:)) ?? 0
        return (held * entry.value, entry.value, -entry.key)
    }

    /// The value of the token at `index` in `mode`, or its base value when it was not resolved there.
    private func resolvedValue(_ index: Int, mode: Int) -> TokenValue? {
        if case .done(let resolved) = resolution(index, mode: mode) { return resolvedValues[resolved].value }
        if mode > 0, case .done(let resolved) = results[index] { return resolvedValues[resolved].value }
        return nil
    }

    /// The token `json` names when it is a curly alias or a `$ref` to a token (or into its
    /// `$value`); nothing is reported here.
    private func namedToken(_ json: JSONValue) -> Int? {
        if let text = json.string {
            guard TokenSyntax.isBraced(text), let path = TokenSyntax.curlyAlias(text) else { return nil }
            return aliasedToken(path)
        }
        guard let object = json.object, let text = TokenSyntax.referenceMember(of: object)?.string, let pointer = JSONPointer(text) else {
            return nil
        }
        var segments = pointer.segments
        if segments.last == "$value" { segments.removeLast() }
        return tokenIndex[TokenPath(segments: segments)]
    }
}
