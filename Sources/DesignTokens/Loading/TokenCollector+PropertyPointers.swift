/// `$ref` written as a `$type` or `$description`: a JSON pointer followed through the merged
/// document, pointer after pointer, to the string it lands on (each pointer followed once).
extension TokenCollector {
    /// What a `{"$ref": …}` written as a `$type` or `$description` comes to: the string its
    /// pointer chain lands on, or why it lands on none (a rule and a detail that names the pointer).
    enum PropertyPointer {
        case text(String)
        case problem(TokenRule, String)
    }

    /// `value` as a `$type` or `$description` (`property`) reads it: a `{"$ref": "#/…"}` is followed
    /// through the document (RFC 6901; pointer after pointer) to the string it lands on; any other
    /// value is returned as it is, for the caller to judge. A pointer that is malformed, reaches
    /// nothing or something other than a string, or loops is reported, and nil returned.
    mutating func dereferenced(_ value: JSONValue, property: String, file: String, token: TokenPath?) -> JSONValue? {
        guard let object = value.object, let ref = TokenSyntax.referenceMember(of: object) else { return value }
        guard let text = ref.string else {
            report(
                .error, file: file, token: token, rule: .referenceSyntax,
                "\(property)'s $ref must be a string JSON pointer, found \(ref.summary)")
            return nil
        }
        if object.members.count > 1 {
            deviation(
                file: file, token: token, rule: .unknownProperty,
                "a $ref object has only $ref (found \(object.keys.filter { $0 != "$ref" }.joined(separator: ", ")))")
        }
        let outcome: PropertyPointer
        if let known = propertyPointers[text] {
            outcome = known
        } else {
            let followed = followPropertyPointer(text)
            for pointer in followed.chain { propertyPointers[pointer] = followed.outcome }
            outcome = followed.outcome
        }
        switch outcome {
        case .text(let string):
            return .string(string)
        case .problem(let rule, let detail):
            report(.error, file: file, token: token, rule: rule, "\(property)'s \(detail)")
            return nil
        }
    }

    /// Follows the pointer `start`, and each `{"$ref": …}` it lands on, through the merged document;
    /// with every pointer followed (each one's outcome is the chain's).
    func followPropertyPointer(_ start: String) -> (outcome: PropertyPointer, chain: [String]) {
        var chain: [String] = []
        var seen: Set<String> = []
        var text = start
        while true {
            if let known = propertyPointers[text] { return (known, chain) }
            guard seen.insert(text).inserted else {
                return (.problem(.cycle, "$ref chain loops: \((chain + [text]).joined(separator: " → "))"), chain)
            }
            chain.append(text)
            guard chain.count <= TokenSyntax.maximumChainLength else {
                return (.problem(.cycle, "$ref chain from \(start) is longer than \(TokenSyntax.maximumChainLength) pointers"), chain)
            }
            guard text.hasPrefix("#"), let pointer = JSONPointer(text) else {
                return (.problem(.referenceSyntax, "$ref \"\(text)\" is not a same-document JSON pointer (#/group/token/$type)"), chain)
            }
            guard let found = TokenSyntax.navigate(.object(root), pointer.segments) else {
                return (.problem(.unknownReference, "$ref \(text) points at nothing in the document"), chain)
            }
            if let string = found.string { return (.text(string), chain) }
            guard let next = found.object.flatMap(TokenSyntax.referenceMember(of:))?.string else {
                return (.problem(.referenceTarget, "$ref \(text) reaches \(found.summary), not a string"), chain)
            }
            text = next
        }
    }

    /// The name a group's `$type` gives, its `$ref` followed (problems are reported where the
    /// group is walked, not here).
    func typeName(_ value: JSONValue?) -> String? {
        guard let value else { return nil }
        guard let text = value.object.flatMap(TokenSyntax.referenceMember(of:))?.string else { return value.string }
        guard case .text(let name) = propertyPointers[text] ?? followPropertyPointer(text).outcome else { return nil }
        return name
    }
}
