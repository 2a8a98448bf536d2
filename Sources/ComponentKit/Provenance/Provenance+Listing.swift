extension Provenance {
    /// The provenance of each variant in `text` (a component's `provenance.txt`: a variant's name
    /// on a line of its own, then its facts indented by two spaces), by variant name; lines that
    /// are neither are passed over. One pass over the text, whatever its line endings (``ListingText``).
    package static func listing(_ text: String) -> [String: Provenance] {
        var result: [String: Provenance] = [:]
        var name: String?
        var facts: [Provenance.Fact] = []
        func finish() {
            if let name { result[name] = Provenance(facts: facts) }
            facts = []
        }
        // Cut by bytes: the normalized text has no CR, so each LF is a character of its own and
        // the bytes cut where the characters would.
        for bytes in ListingText.normalized(text).utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            let line = Substring(bytes)
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("  ") {
                if let fact = Provenance.Fact(line: line.dropFirst(2)) { facts.append(fact) }
            } else {
                finish()
                name = String(line)
            }
        }
        finish()
        return result
    }
}
