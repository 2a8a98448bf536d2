import ArgumentParser
import ComponentKit
import SnapshotHarness

/// `--filter P`: the part of the matrix a subcommand works on.
package struct VariantSelection: ParsableArguments {
    @Option(name: .long, help: "Only ids containing this text, or matching this glob (with *).")
    package var filter: String?

    package init() {}

    /// Every variant of the command's catalog, or those matching the filter (an error when none does).
    package func variants() throws -> [ComponentVariant] {
        let all = SnapshotCommand.catalog.variants
        guard let filter else { return all }
        return try VariantFilter(filter).apply(to: all)
    }
}
