import ComponentKit

extension CauseEngine {
    /// What a variant's facts would be with only `key`'s change made: laid out with every other
    /// token and text change reverted (`reverted`, which the caller lays out with
    /// ``reversion(showingListing:among:)``), then every other change no render can revert put
    /// back in words: a rename's new name read as the old, a retargeted alias's old chain, a read
    /// taken out, an unread put back, a part's recorded drawing digest.
    package static func facts(showing key: String, among causes: [FailureCause], reverted: Provenance, recorded: Provenance) -> Provenance {
        var facts = reverted.facts
        let old = recorded.byKey
        for cause in causes where !cause.isEffect && cause.changeKey != key {
            switch cause {
            case .tokenRenamed(let rename):
                facts = facts.map { fact in renamed(fact, from: rename.to, to: rename.from) }
            case .alias(let alias):
                guard let index = facts.firstIndex(where: { $0.kind == .token && $0.subject == alias.subject }) else { continue }
                facts[index].origin.aliases = alias.before
            case .tokenRead(let read):
                facts.removeAll { $0.kind == .token && $0.subject == read.subject }
            case .tokenUnread(let read):
                if let fact = old[Provenance.Fact.Key(kind: .token, subject: read.subject)] { facts.append(fact) }
            case .drawing(let change):
                let subject = [change.component, change.part].compactMap { $0 }.joined(separator: " ")
                facts.removeAll { $0.kind == .draw && $0.subject == subject }
                if let fact = old[Provenance.Fact.Key(kind: .draw, subject: subject)] { facts.append(fact) }
            default:
                continue
            }
        }
        return Provenance(facts: ordered(facts, like: recorded))
    }

    /// The token and text changes of `causes` other than `key`'s, to lay a listing's variant out
    /// with (the rest ``facts(showing:among:reverted:recorded:)`` puts back in words).
    package static func reversion(showingListing key: String, among causes: [FailureCause]) -> Reversion {
        FailureCause.reversion(of: causes.filter { !$0.isEffect && $0.changeKey != key })
    }

    /// `fact` with the token path `from` read as `to`, in its subject and its aliases.
    private static func renamed(_ fact: Provenance.Fact, from: String, to: String) -> Provenance.Fact {
        guard fact.kind == .token else { return fact }
        var fact = fact
        if let token = fact.token, token.path == from { fact.subject = "\(to) [\(token.mode)]" }
        fact.origin.aliases = fact.origin.aliases.map { $0 == from ? to : $0 }
        return fact
    }

    /// `facts` in provenance's order: the size, tokens by path then mode (base first), then texts,
    /// parts and drawings in the order `recorded` has them, new ones after.
    private static func ordered(_ facts: [Provenance.Fact], like recorded: Provenance) -> [Provenance.Fact] {
        let position = Dictionary(recorded.facts.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        return facts.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element, rhs.element)
            if a.kind != b.kind { return a.kind < b.kind }
            if a.kind == .token, let x = a.token, let y = b.token {
                return (x.path, x.mode == "base" ? "" : x.mode) < (y.path, y.mode == "base" ? "" : y.mode)
            }
            return (position[a.key] ?? Int.max, lhs.offset) < (position[b.key] ?? Int.max, rhs.offset)
        }.map(\.element)
    }
}

extension CauseEngine {
    /// The input changes between two sets of facts, by the same rules as every failure's (a
    /// value by the token it is written in, a retarget, a read or an unread): what `impact`
    /// predicts from a recorded token fact and the table as it is now, without laying anything out.
    package static func inputChanges(from recorded: [Provenance.Fact], to now: [Provenance.Fact]) -> [FailureCause] {
        FactChanges(Provenance(facts: recorded), Provenance(facts: now)).inputs
    }
}
