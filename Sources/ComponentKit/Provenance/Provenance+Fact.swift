import Rendering

extension Provenance {
    /// One fact, and what it is about (so two provenances can be compared fact by fact).
    ///
    /// Written as one line, `<kind> <subject> = <value>`, then for a token its ``Origin``
    /// (``line``); read back by ``init(line:)``. This file is the one place that writes and
    /// parses a fact; its parts are read through the typed views in `Provenance+Values.swift`.
    package struct Fact: Hashable, Sendable, Comparable {
        package enum Kind: String, Sendable, Comparable, CaseIterable {
            case size, token, text, part, draw

            package static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.order < rhs.order }
            private var order: Int { Kind.allCases.firstIndex(of: self) ?? 0 }
        }

        /// What a fact is about: its kind and subject, unique within a variant.
        package struct Key: Hashable, Sendable {
            package var kind: Kind
            package var subject: String

            package init(kind: Kind, subject: String) {
                self.kind = kind
                self.subject = subject
            }
        }

        /// How a token came: the aliases it was read through (the token read first, its target
        /// last) and the file its value is written in.
        package struct Origin: Hashable, Sendable {
            package var aliases: [String]
            package var file: String?

            package init(aliases: [String] = [], file: String? = nil) {
                self.aliases = aliases
                self.file = file
            }

            /// `← a ← b  @ T.tokens.json`, or empty for none.
            var text: String {
                [aliases.isEmpty ? nil : "← " + aliases.joined(separator: " ← "), file.map { "@ \($0)" }].compactMap { $0 }
                    .joined(separator: "  ")
            }

            /// The origin `text` writes (parts other than aliases and a file are passed over).
            init(text: Substring) {
                self.init()
                for part in text.components(separatedBy: "  ") {
                    if part.hasPrefix("← ") { aliases = part.dropFirst(2).components(separatedBy: " ← ") }
                    if part.hasPrefix("@ ") { file = String(part.dropFirst(2)) }
                }
            }
        }

        package var kind: Kind
        /// What the fact is about, unique within a variant: a token path and mode, a text's
        /// position in the layout, a part's role and position, a drawing's component and part.
        package var subject: String
        /// The value: a token's resolved value, a text's string and style, a frame, a digest.
        package var value: String
        /// How a token came (empty for other facts).
        package var origin: Origin

        package init(kind: Kind, subject: String, value: String, origin: Origin = Origin()) {
            self.kind = kind
            self.subject = subject
            self.value = value
            self.origin = origin
        }

        /// The fact of one part's drawing: `draw EBToast icon = 9f2c…`, with `×N` when it was drawn N times.
        init(drawn digest: DrawingDigest) {
            let subject = [digest.component ?? "composition", digest.part.map(Fact.oneLine)].compactMap { $0 }.joined(separator: " ")
            var hash = StableHash()
            hash.combine(digest.value)
            let value = String(hash.hex) + (digest.count > 1 ? " ×\(digest.count)" : "")
            self.init(kind: .draw, subject: subject, value: value)
        }

        /// What the fact is about.
        package var key: Key { Key(kind: kind, subject: subject) }

        package static func < (lhs: Fact, rhs: Fact) -> Bool {
            (lhs.kind, lhs.subject) < (rhs.kind, rhs.subject)
        }

        /// The fact as one line (without indentation).
        package var line: String {
            let origin = origin.text
            return "\(kind.rawValue) \(subject) = \(value)" + (origin.isEmpty ? "" : "  \(origin)")
        }

        /// The fact a line written by ``line`` holds; nil for a line that is not one.
        ///
        /// A line of ASCII and `←` alone (most of a listing) is read by its bytes
        /// (``FactLineBytes``): each of its characters is then one byte or one arrow, so the
        /// bytes cut where the characters do. Any other line is read by its characters.
        package init?(line: Substring) {
            switch line.utf8.withContiguousStorageIfAvailable(FactLineBytes.parse) ?? .notPlain {
            case .fact(let fact): self = fact
            case .notAFact: return nil
            case .notPlain:
                guard let fact = Fact(characters: line) else { return nil }
                self = fact
            }
        }

        /// ``init(line:)`` by characters.
        init?(characters line: Substring) {
            guard let space = line.firstIndex(of: " "), let kind = Kind(rawValue: String(line[..<space])),
                let equals = line.range(of: " = ", range: space..<line.endIndex), equals.lowerBound > space
            else { return nil }
            let rest = line[equals.upperBound...]
            let separator = rest.range(of: "  ")
            self.init(
                kind: kind, subject: String(line[line.index(after: space)..<equals.lowerBound]),
                value: String(rest[..<(separator?.lowerBound ?? rest.endIndex)]),
                origin: separator.map { Origin(text: rest[$0.upperBound...]) } ?? Origin())
        }

        /// `name` with every run of white space as one space: a part's name on one line, never two spaces.
        static func oneLine(_ name: String) -> String {
            name.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
    }
}
