import ComponentKit
import Foundation

/// The token tables the package's working tree has edited since this binary was built.
///
/// A binary renders the copies of the tables built into it. When the files under `Sources/`
/// (``TokenSources``) hold other bytes, what it renders is not the package: `verify` says so in
/// its first line, its report and its manifest (``LastRun/staleTables``), and exits 2; `record`
/// and `approve` refuse and write nothing; the assertions fail with the same words instead of
/// comparing. A table read from a `--tokens` folder is not the binary's, so it is left out.
///
/// ```swift
/// if let stale = try StaleTables.find(catalog: .eb, in: workspace.root) {
///     print(stale.message)   // rebuild first: EBToast.tokens.json changed since this binary was built
/// }
/// ```
package struct StaleTables: Sendable, Equatable {
    /// The tables' file names (`EBToast.tokens.json`), sorted.
    package var names: [String]

    package init(names: [String]) {
        self.names = names
    }

    /// The tables of `catalog` (and of the components it draws) whose file under
    /// `packageRoot/Sources` differs from the copy built into this binary; nil when none does,
    /// or the package holds none of them.
    ///
    /// - Parameter replaced: the tables read from a `--tokens` folder instead of the binary's.
    package static func find(catalog: Catalog, in packageRoot: URL, replaced: Set<String> = []) throws -> StaleTables? {
        let stale = try TokenSources(catalog: catalog, packageRoot: packageRoot).stale(except: replaced).map(\.name)
        return stale.isEmpty ? nil : StaleTables(names: stale)
    }

    /// `rebuild first: EBToast.tokens.json changed since this binary was built`.
    package var message: String {
        "rebuild first: \(Self.listed(names)) changed since this binary was built"
    }

    /// Why `approve` (and the review's Accept) refuses a run made by a stale binary.
    package var runRefusal: Refusal {
        Refusal(
            description: "rebuild first: \(Self.listed(names)) changed since the binary that ran this verify was built; "
                + "rebuild, verify again, then approve")
    }

    /// A refusal to accept what a stale binary rendered, in words.
    package struct Refusal: Error, CustomStringConvertible {
        package var description: String
    }

    /// `a`, `a and b`, `a, b and c`.
    static func listed(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }
}
