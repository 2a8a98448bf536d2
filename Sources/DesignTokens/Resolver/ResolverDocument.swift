import Foundation

/// A DTCG 2025.10 resolver document: token sets and modifiers composed in a resolution order.
///
/// A table read from one resolves its default inputs (each modifier's `default`, or its first
/// context) as the base values; every other context of every modifier becomes a mode of the
/// table, resolved with that one input changed. So a `theme` modifier with `light` (default) and
/// `dark` contexts gives tokens whose `"dark"` mode holds what the dark sources say: the same
/// mode name `$extensions.modes` would use. The default contexts are modes too (holding the base
/// values), listed in ``TokenTable/baseModes``.
///
/// Sources are `{"$ref": "relative/file.json"}`, `{"$ref": "#/sets/name"}` or inline tokens.
struct ResolverDocument {
    /// A set or modifier as it appears in the resolution order.
    private enum Item {
        case set(name: String, sources: [JSONValue])
        case modifier(name: String, contexts: [(name: String, sources: [JSONValue])], defaultContext: String)
    }

    let source: TokenSource
    let url: URL
    let object: JSONObject

    /// The resolver in `source`, when it is one (a JSON object with `resolutionOrder`).
    static func detect(_ source: TokenSource, url: URL) -> ResolverDocument? {
        // Only a document that mentions resolutionOrder is parsed here (token files are parsed once, by the loader).
        guard case .bytes(let bytes) = source.content, Self.contains(bytes, Array(#""resolutionOrder""#.utf8)),
            let object = (try? JSONParser.parse(bytes))?.value.object, object["resolutionOrder"] != nil
        else { return nil }
        return ResolverDocument(source: source, url: url, object: object)
    }

    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    func load(strictness: TokenStrictness) -> TokenLoadResult {
        var problems: [TokenDiagnostic] = []
        func problem(_ detail: String) { problems.append(TokenDiagnostic(.error, file: source.name, rule: .resolver, detail: detail)) }

        if object["version"]?.string != "2025.10" {
            problem("version must be \"2025.10\", found \(object["version"]?.summary ?? "nothing")")
        }
        guard let order = object["resolutionOrder"]?.array else {
            problem("resolutionOrder must be an array of sets and modifiers")
            return TokenLoadResult(table: nil, diagnostics: problems, tokenCount: 0)
        }
        var items: [Item] = []
        var names = Set<String>()
        for (index, entry) in order.enumerated() {
            guard let item = self.item(entry, at: index, problem) else { continue }
            let name: String
            switch item {
            case .set(let setName, _): name = "set " + setName
            case .modifier(let modifierName, _, _): name = "modifier " + modifierName
            }
            if !names.insert(name).inserted { problem("resolutionOrder lists \(name) twice") }
            items.append(item)
        }
        guard problems.isEmpty else { return TokenLoadResult(table: nil, diagnostics: problems, tokenCount: 0) }

        // Base inputs, then one resolution per other context of each modifier.
        let modifiers = items.compactMap { item -> (String, [String], String)? in
            if case .modifier(let name, let contexts, let defaultContext) = item { return (name, contexts.map(\.name), defaultContext) }
            return nil
        }
        let base = Dictionary(uniqueKeysWithValues: modifiers.map { ($0.0, $0.2) })
        var cache: [String: TokenSource] = [:]
        var result = resolve(items, inputs: base, strictness: strictness, cache: &cache, problem)
        guard var table = result.table else {
            result.diagnostics = (result.diagnostics + problems).sortedDiagnostics()
            return result
        }
        let contextCounts = Dictionary(grouping: modifiers.flatMap(\.1), by: { $0 }).mapValues(\.count)
        func modeName(_ modifier: String, _ context: String) -> String {
            contextCounts[context, default: 0] > 1 ? "\(modifier):\(context)" : context
        }
        var modeNames = Set<String>()
        var tokens = table.tokens
        var diagnostics = Set(result.diagnostics)
        for (modifier, contexts, defaultContext) in modifiers {
            for context in contexts {
                let mode = modeName(modifier, context)
                modeNames.insert(mode)
                guard context != defaultContext else { continue }
                var inputs = base
                inputs[modifier] = context
                let variant = resolve(items, inputs: inputs, strictness: strictness, cache: &cache, problem)
                diagnostics.formUnion(variant.diagnostics)
                guard let variantTable = variant.table else { continue }
                for (path, token) in variantTable.tokens {
                    guard var existing = tokens[path] else { continue }
                    if token.value != existing.value {
                        existing.modes[mode] = token.value
                        existing.writtenModes[mode] = token.written
                        if !token.computations.isEmpty || !existing.computations.isEmpty {
                            existing.computations[mode] = token.computations(for: nil)
                        }
                    }
                    tokens[path] = existing
                }
            }
        }
        diagnostics.formUnion(problems)
        let sorted = diagnostics.sortedDiagnostics()
        guard !sorted.contains(where: { $0.severity == .error }) else {
            return TokenLoadResult(table: nil, diagnostics: sorted, tokenCount: result.tokenCount)
        }
        table = TokenTable(
            source: source.name, tokens: tokens, modes: Array(Set(table.modes).union(modeNames)).sorted(),
            baseModes: modifiers.map { modeName($0.0, $0.2) })
        return TokenLoadResult(table: table, diagnostics: sorted, tokenCount: result.tokenCount)
    }

    /// Loads the sources the resolution order selects for `inputs`, in order.
    private func resolve(
        _ items: [Item], inputs: [String: String], strictness: TokenStrictness, cache: inout [String: TokenSource],
        _ problem: (String) -> Void
    ) -> TokenLoadResult {
        var sources: [TokenSource] = []
        for item in items {
            let selected: [JSONValue]
            switch item {
            case .set(_, let setSources): selected = setSources
            case .modifier(let name, let contexts, _):
                selected = contexts.first { $0.name == inputs[name] }?.sources ?? []
            }
            for entry in selected {
                sources += tokenSources(entry, cache: &cache, problem, depth: 0)
            }
        }
        return TokenTable.load(sources, strictness: strictness)
    }

    /// The token documents one source entry stands for.
    private func tokenSources(_ entry: JSONValue, cache: inout [String: TokenSource], _ problem: (String) -> Void, depth: Int)
        -> [TokenSource]
    {
        guard let object = entry.object else {
            problem("a source is {\"$ref\": …} or an object of tokens, found \(entry.summary)")
            return []
        }
        guard let reference = object["$ref"]?.string else {
            return [TokenSource(name: "\(source.name) (inline tokens)", value: entry)]
        }
        if reference.hasPrefix("#") {
            guard depth < 16, let pointer = JSONPointer(reference), pointer.segments.count == 2, pointer.segments[0] == "sets",
                let set = node(at: pointer)?.object, let sources = set["sources"]?.array
            else {
                problem("a source's $ref \(reference) must name a set (#/sets/name) with sources; modifiers may not be referenced here")
                return []
            }
            return sources.flatMap { tokenSources($0, cache: &cache, problem, depth: depth + 1) }
        }
        let file = url.deletingLastPathComponent().appendingPathComponent(reference).standardizedFileURL
        if let cached = cache[file.path] { return [cached] }
        let data: Data
        do throws(BoundedFile.Failure) {
            data = try TokenTable.bytes(ofFile: file)
        } catch {
            problem("source \(reference) cannot be read (looked for \(file.path): \(error))")
            return []
        }
        let loaded = TokenSource(name: file.path, bytes: Array(data))
        cache[file.path] = loaded
        return [loaded]
    }

    private func node(at pointer: JSONPointer) -> JSONValue? {
        TokenSyntax.navigate(.object(object), pointer.segments)
    }

    private func item(_ entry: JSONValue, at index: Int, _ problem: (String) -> Void) -> Item? {
        guard let entryObject = entry.object else {
            problem("resolutionOrder[\(index)] must be a reference object or an inline set or modifier")
            return nil
        }
        var definition = entryObject
        var name: String
        var kind: String
        if let reference = entryObject["$ref"]?.string {
            guard let pointer = JSONPointer(reference), pointer.segments.count == 2, ["sets", "modifiers"].contains(pointer.segments[0]),
                let target = node(at: pointer)?.object
            else {
                problem("resolutionOrder[\(index)]: $ref \(reference) names no set or modifier of this document")
                return nil
            }
            definition = target
            name = pointer.segments[1]
            kind = pointer.segments[0] == "sets" ? "set" : "modifier"
        } else {
            guard let inlineName = entryObject["name"]?.string, let inlineKind = entryObject["type"]?.string,
                ["set", "modifier"].contains(inlineKind)
            else {
                problem("resolutionOrder[\(index)]: an inline set or modifier needs \"name\" and \"type\": \"set\"|\"modifier\"")
                return nil
            }
            name = inlineName
            kind = inlineKind
        }
        if kind == "set" {
            guard let sources = definition["sources"]?.array else {
                problem("set \(name) needs a sources array")
                return nil
            }
            return .set(name: name, sources: sources)
        }
        guard let contexts = definition["contexts"]?.object else {
            problem("modifier \(name) needs a contexts object")
            return nil
        }
        guard !contexts.isEmpty else {
            problem("modifier \(name) has no contexts")
            return nil
        }
        var parsed: [(name: String, sources: [JSONValue])] = []
        for (contextName, value) in contexts.members {
            guard let sources = value.array else {
                problem("modifier \(name) context \(contextName) must be an array of sources")
                return nil
            }
            for source in sources where source.object?["$ref"]?.string?.hasPrefix("#/modifiers") == true {
                problem("modifier \(name) context \(contextName) references a modifier; only sets may be referenced")
                return nil
            }
            parsed.append((contextName, sources))
        }
        let defaultContext = definition["default"]?.string ?? parsed[0].name
        guard parsed.contains(where: { $0.name == defaultContext }) else {
            problem(
                "modifier \(name)'s default \"\(defaultContext)\" is not one of its contexts (\(parsed.map(\.name).joined(separator: ", ")))"
            )
            return nil
        }
        return .modifier(name: name, contexts: parsed, defaultContext: defaultContext)
    }
}
