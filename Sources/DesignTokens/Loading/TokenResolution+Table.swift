/// The table the resolution gives: every token's base value, its mode overrides that differ, what
/// each was written as, and what it was read through (whole-token aliases, arithmetic).
extension TokenResolution {
    /// Resolves every token in the base mode, then in the modes, and builds the table.
    mutating func resolveAll() -> TokenTable {
        var overridden = Set<String>()
        for index in tokenList.indices {
            for override in tokenList[index].modes { overridden.insert(override.name) }
        }
        let modes = overridden.sorted()
        modeNames = [""] + modes
        let count = tokenList.count
        results = Array(repeating: .pending, count: count)
        resolvedValues.reserveCapacity(count)
        firstDependency = Array(repeating: -1, count: count)
        inCycle = Array(repeating: false, count: count)
        // Every base value first, so a mode can reuse those its overrides cannot change.
        for index in tokenList.indices { resolve(index, mode: 0) }
        resolveModes()
        let changed = changedByModes.sorted { ($0.token, $0.mode) < ($1.token, $1.mode) }
        var next = 0
        var result: [TokenPath: ResolvedToken] = [:]
        result.reserveCapacity(tokenList.count)
        for index in tokenList.indices {
            guard case .done(let resolvedIndex) = results[index] else { continue }
            let resolved = resolvedValues[resolvedIndex]
            let base = resolved.value
            var overrides: [String: TokenValue] = [:]
            var writtenOverrides: [String: JSONValue] = [:]
            // Arithmetic is the token's whose value it computed, not its aliases'.
            let ownComputations = resolved.owner == index ? resolved.computations : []
            var computations: [String: [TokenComputation]] = ownComputations.isEmpty ? [:] : ["": ownComputations]
            while next < changed.count, changed[next].token == index {
                let change = changed[next]
                overrides[modeNames[change.mode]] = resolvedValues[change.value].value
                writtenOverrides[modeNames[change.mode]] = resolvedValues[change.value].written
                let changed = resolvedValues[change.value]
                let computed = changed.owner == index ? changed.computations : []
                if !computed.isEmpty || !ownComputations.isEmpty { computations[modeNames[change.mode]] = computed }
                next += 1
            }
            let path = tokenList[index].path
            result.updateValue(
                ResolvedToken(
                    path: path, value: base, description: tokenList[index].description, modes: overrides,
                    decorative: tokenList[index].decorative, file: tokenList[index].file, written: resolved.written,
                    writtenModes: writtenOverrides, deprecated: tokenList[index].deprecated, conversionNote: resolved.note,
                    aliasTargets: aliasTargets(of: tokenList[index]), computations: computations), forKey: path)
        }
        return TokenTable(source: fallbackFile, tokens: result, modes: modes)
    }

    /// The tokens `token`'s base value and mode overrides name as whole-token curly aliases ("" for
    /// the base); an alias of a group names its `$root` token.
    private func aliasTargets(of token: RawToken) -> [String: TokenPath] {
        func target(_ json: JSONValue) -> TokenPath? {
            guard let text = json.string, TokenSyntax.isBraced(text), let path = TokenSyntax.curlyAlias(text) else { return nil }
            return aliasedToken(path).map { tokenList[$0].path } ?? path
        }
        var targets: [String: TokenPath] = [:]
        if case .value(let json) = token.definition, let path = target(json) { targets[""] = path }
        for override in token.modes { targets[override.name] = target(override.value) ?? TokenPath(segments: []) }
        return targets
    }
}
