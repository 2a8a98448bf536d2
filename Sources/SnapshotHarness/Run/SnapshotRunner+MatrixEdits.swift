import ComponentKit
import SnapshotCauses

extension SnapshotRunner {
    /// Each component of `plan` whose matrix differs from the variants its recorded
    /// `provenance.txt` lists: the variants added, removed and renamed (a variant whose recorded
    /// facts a new name now has), as one change per component (``FailureCause/variants(_:)``).
    ///
    /// A component with no recorded listing at all is new: every variant is added. A refused
    /// listing says nothing of the matrix (its refusal is its failures' cause). Only components
    /// with a failed or missing file are looked at (a matrix edit fails its listings), so a clean
    /// run reads no recorded listing for it.
    func matrixEdits(of plan: RunPlan, results: [CheckResult], context: CauseContext) -> [String: FailureCause] {
        var edits: [String: FailureCause] = [:]
        let failing = Set(
            results.compactMap { result -> String? in
                switch result.status {
                case .outcome(.failed), .outcome(.missing): return String(result.id.prefix { $0 != "/" })
                default: return nil
                }
            })
        for part in plan.components where failing.contains(part.component.name) {
            let component = part.component
            guard context.recorded.refusal(of: component.name) == nil else { continue }
            let recorded = context.recorded.listing(of: component.name)
            let current = component.variants
            let names = Set(current.map(\.name))
            var added = current.filter { recorded[$0.name] == nil }
            var removed = recorded.keys.filter { !names.contains($0) }.sorted()
            guard !added.isEmpty || !removed.isEmpty else { continue }
            var renamed: [String] = []
            // A rename keeps its facts; pairs are looked for only while the lists are small.
            if added.count * removed.count <= 65_536 {
                for old in removed {
                    guard let facts = recorded[old],
                        let index = added.firstIndex(where: { (try? system.provenance(of: $0)) == facts })
                    else { continue }
                    renamed.append("\(old) → \(added[index].name)")
                    added.remove(at: index)
                    removed.removeAll { $0 == old }
                }
            }
            let kept = current.filter { recorded[$0.name] != nil }
            let edit = FailureCause.MatrixEdit(
                component: component.name, added: added.map(\.name), removed: removed, renamed: renamed,
                newValues: Self.newValues(of: added, beside: kept))
            edits[component.name] = .variants(edit)
        }
        return edits
    }

    /// The prop values `added` variants bring that none of `kept` has, by prop: `initials: Q, X`.
    static func newValues(of added: [ComponentVariant], beside kept: [ComponentVariant]) -> [String] {
        var known: [String: Set<String>] = [:]
        for variant in kept { for prop in variant.props { known[prop.key, default: []].insert(prop.value) } }
        var order: [String] = []
        var fresh: [String: [String]] = [:]
        for variant in added {
            for prop in variant.props where !(known[prop.key]?.contains(prop.value) ?? false) {
                if fresh[prop.key] == nil { order.append(prop.key) }
                if !(fresh[prop.key]?.contains(prop.value) ?? false) { fresh[prop.key, default: []].append(prop.value) }
            }
        }
        // A brand-new component's every value is new: naming them all says nothing.
        guard !kept.isEmpty else { return [] }
        return order.map { "\($0): " + (fresh[$0] ?? []).joined(separator: ", ") }
    }

    /// Gives the results a matrix edit reaches their share of it: every missing reference of the
    /// component (a new variant's image, a new page, a new listing) the edit alone; its failed
    /// listings and pages the edit beside their other changes (a page only where a cell was added
    /// or the cells moved). With `missingOnly`, only the missing references: run before the other
    /// files made from many variants take their causes (a page then names its new variants' edit,
    /// never its own drawing), and once more after for those.
    func nameMatrixEdits(_ edits: [String: FailureCause], in results: inout [CheckResult], plan: RunPlan, missingOnly: Bool) {
        guard !edits.isEmpty else { return }
        let pages = Dictionary(plan.pages.map { ($0.referencePath, $0) }, uniquingKeysWith: { first, _ in first })
        for index in results.indices {
            let id = results[index].id
            guard let slash = id.firstIndex(of: "/"), let edit = edits[String(id[..<slash])],
                case .variants(let matrix) = edit
            else { continue }
            switch results[index].status {
            case .outcome(.missing):
                results[index].causes = [edit]
            case .outcome(.failed) where missingOnly || results[index].causes.contains(edit):
                continue
            case .outcome(.failed) where Self.isListing(component: matrix.component, file: String(id[id.index(after: slash)...])):
                results[index].causes.append(edit)
            case .outcome(.failed):
                guard let page = pages[id] else { continue }
                let added = Set(matrix.added + matrix.renamed.compactMap { $0.components(separatedBy: " → ").last })
                if !matrix.removed.isEmpty || !matrix.renamed.isEmpty || page.variants.contains(where: { added.contains($0.name) }) {
                    // Its cells moved with the matrix: not the sheet's own drawing.
                    results[index].causes.removeAll { $0.kind == .sheet }
                    results[index].causes.append(edit)
                }
            default:
                continue
            }
        }
    }
}
