/// Why a load would expand past its ``ExpansionBudget``, and what multiplied: the detail of an
/// `expansion` error.
///
/// The detail says in words how many nodes were asked for, what remained, and the chain of
/// aliases or `$extends` that multiplied them, so the file can be fixed where the growth starts.
enum ExpansionRefusal: Hashable {
    /// One step of the aliases that multiplied a value: a token, and how many times the token
    /// before it names it.
    struct AliasLink: Hashable {
        var token: TokenPath
        var repeats: Int
    }

    /// One `$extends`: a group, the group it extends, and, when known, how many tokens and groups
    /// that brings at most (``unbounded`` when more than can be counted).
    struct CopyLink: Hashable {
        var group: TokenPath
        var target: TokenPath
        var nodes: Int? = nil
    }

    /// A count too large to matter: estimates stop growing there rather than overflow.
    static let unbounded = Int.max / 4

    /// A resolved value would hold `elements` list elements (`nodes` value nodes), more than the
    /// `remaining` nodes of the budget; `chain` starts at the token and follows the aliases
    /// that contribute most.
    case value(type: TokenType, elements: Int, nodes: Int, remaining: Int, chain: [AliasLink])
    /// `$extends` would bring up to `nodes` tokens and groups into the group named, `total` into
    /// the whole load, more than the `remaining` nodes of the budget.
    case copies(nodes: Int, total: Int, remaining: Int, chain: [CopyLink])
    /// `$extends` would nest copies more than `limit` groups deep.
    case depth(limit: Int, chain: [CopyLink])
    /// Walking the copies `$extends` makes used up the budget (more than was foreseen, as a
    /// loop through copies can make): `chain` is what was being copied.
    case copying(chain: [CopyLink])

    /// The error's detail, in words.
    var detail: String {
        let budget = "the budget of \(ExpansionBudget.limit) value nodes a load may expand to"
        switch self {
        case .value(let type, let elements, let nodes, let remaining, let chain):
            let multiplied = chain.count > 1 ? "; the aliases multiplying it: \(Self.describe(chain))" : ""
            return "its \(elements) \(Self.elementName(type)) would make \(nodes) value nodes, past \(budget) "
                + "(\(remaining) remain)\(multiplied)"
        case .copies(let nodes, let total, let remaining, let chain):
            return "$extends would copy \(Self.count(nodes)) tokens and groups into this group (\(Self.count(total)) "
                + "in the load), past \(budget) (\(remaining) remain): \(Self.describe(chain)); "
                + "no group was extended and no value resolved"
        case .depth(let limit, let chain):
            return "$extends would nest copies more than \(limit) groups deep: \(Self.describe(chain)); "
                + "no group was extended and no value resolved"
        case .copying(let chain):
            return "$extends copies past \(budget), here: \(Self.describe(chain)); "
                + "no group was extended further and no value resolved"
        }
    }

    /// What the nodes of a value of `type` are elements of.
    private static func elementName(_ type: TokenType) -> String {
        switch type {
        case .shadow: "shadow layers"
        case .gradient: "gradient stops"
        case .fontFamily, .typography: "font names"
        default: "dashes"
        }
    }

    private static func count(_ nodes: Int) -> String {
        nodes >= unbounded ? "more than \(ExpansionBudget.limit)" : "up to \(nodes)"
    }

    /// `s17 → s16 (2×) → s15 (2×) → … 12 more … → s0 (2×)`.
    private static func describe(_ chain: [AliasLink]) -> String {
        elided(chain.enumerated().map { $0.offset == 0 ? $0.element.token.dotted : "\($0.element.token.dotted) (\($0.element.repeats)×)" })
            .joined(separator: " → ")
    }

    /// `g24.a extends g23 (up to 25165822), g23.a extends g22 (up to 12582910), …`.
    private static func describe(_ chain: [CopyLink]) -> String {
        elided(chain.map { "\($0.group.dotted) extends \($0.target.dotted)" + ($0.nodes.map { " (\(count($0))" + ")" } ?? "") })
            .joined(separator: ", ")
    }

    /// The first four and the last of `steps` when there are more than six, with how many are left out.
    private static func elided(_ steps: [String]) -> [String] {
        guard steps.count > 6 else { return steps }
        return steps.prefix(4) + ["… \(steps.count - 5) more …"] + [steps[steps.count - 1]]
    }
}
