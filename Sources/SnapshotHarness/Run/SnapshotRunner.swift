import Foundation
import Components
import Rendering

/// Records or verifies a set of variants against `Snapshots/`, writing failure artifacts elsewhere.
///
/// The CLI's `record` and `verify` are thin wrappers over ``run(_:)``.
public struct SnapshotRunner: Sendable {
    public let workspace: Workspace
    public let system: DesignSystem
    public let scale: Int
    public let mode: RecordMode
    public let tolerance: Tolerance
    /// Per-component tolerances by component name; the others use ``tolerance``.
    public let tolerances: [String: Tolerance]
    /// Where actual and diff images of failures go; must not be inside `Snapshots/`.
    public let outputDirectory: URL

    public init(workspace: Workspace, system: DesignSystem, scale: Int = 2, mode: RecordMode, tolerance: Tolerance = .exact,
                tolerances: [String: Tolerance] = [:], outputDirectory: URL? = nil) {
        self.workspace = workspace
        self.system = system
        self.scale = scale
        self.mode = mode
        self.tolerance = tolerance
        self.tolerances = tolerances
        self.outputDirectory = (outputDirectory ?? workspace.defaultOutputDirectory).standardizedFileURL
    }

    /// Where verify writes its HTML report (inside ``outputDirectory``).
    public var reportDirectory: URL { outputDirectory.appendingPathComponent("report") }

    /// The folder (inside ``outputDirectory``) this run's artifacts go to; emptied at the start of a run.
    public var artifactsDirectory: URL { outputDirectory.appendingPathComponent("artifacts") }

    /// Checks every variant, then the text references of each component involved. With
    /// `checkOrphans` (a run over the whole matrix) references no variant produces are reported too.
    /// A verify run (mode `.never`) records what it found in `last-run.json` for `approve`.
    public func run(_ variants: [ComponentVariant], checkOrphans: Bool = false) throws -> RunReport {
        let snapshots = workspace.snapshotsDirectory.standardizedFileURL.path + "/"
        guard !(outputDirectory.path + "/").hasPrefix(snapshots) else {
            throw SnapshotError.writeFailed(path: outputDirectory.path, detail: "the output folder must be outside Snapshots/")
        }
        try? FileManager.default.removeItem(at: artifactsDirectory)
        let store = ReferenceStore(directory: workspace.snapshotsDirectory)
        var results: [CheckResult] = []
        for variant in variants {
            let strategy = Snapshotting<ComponentVariant, RGBAImage>.variant(in: system, scale: scale, tolerance: tolerances[variant.component] ?? tolerance)
            let relative = variant.referencePath(scale: scale)
            results.append(check(id: variant.id, relative: relative, store: store) { mode in
                try SnapshotCheck.check(variant, as: strategy, reference: store.url(for: relative), mode: mode, store: store)
            })
        }
        let components = Catalog.components.filter { type in variants.contains { $0.component == type.name } }
        for component in components {
            do {
                for reference in try TextReferences.all(for: component, system: system) {
                    results.append(check(id: reference.path, relative: reference.path, store: store) { mode in
                        try SnapshotCheck.check(reference.text, as: .lines, reference: store.url(for: reference.path), mode: mode, store: store)
                    })
                }
            } catch {
                let path = VariantListing.referencePath(component: component.name)
                results.append(CheckResult(id: path, reference: store.url(for: path), status: .error("\(error)"), artifacts: []))
            }
            let sheet = ContactSheet.referencePath(component: component.name)
            let sheetStrategy = Snapshotting<RGBAImage, RGBAImage>.image(tolerance: tolerances[component.name] ?? tolerance).pullback { (name: String) in
                try ContactSheet.render(component: name, variants: Catalog.variants.filter { $0.component == name }, system: system)
            }
            results.append(check(id: sheet, relative: sheet, store: store) { mode in
                try SnapshotCheck.check(component.name, as: sheetStrategy, reference: store.url(for: sheet), mode: mode, store: store)
            })
        }
        var orphans: [String] = []
        if checkOrphans {
            let text = try Catalog.components.flatMap { try TextReferences.all(for: $0, system: system).map(\.path) }
            orphans = try Orphans.find(in: workspace.snapshotsDirectory, variants: Catalog.variants, textReferences: text)
        }
        let report = RunReport(results: results, artifactsDirectory: artifactsDirectory, orphans: orphans)
        if mode == .never {
            let lastRun = report.lastRun(scale: scale, snapshots: workspace.snapshotsDirectory)
            try lastRun.write(to: outputDirectory)
            try VerifyReportWriter.write(report, lastRun: lastRun, snapshots: workspace.snapshotsDirectory, to: reportDirectory)
        }
        return report
    }

    private func check(id: String, relative: String, store: ReferenceStore, _ body: (RecordMode) throws -> SnapshotCheck.Result) -> CheckResult {
        do {
            let result = try body(mode)
            var artifacts: [URL] = []
            switch result.outcome {
            case .failed(let difference):
                artifacts.append(try writeArtifact(result.actual, relative: relative, suffix: "actual"))
                for (name, data) in difference.artifacts.sorted(by: { $0.key < $1.key }) {
                    let suffix = (name as NSString).deletingPathExtension
                    artifacts.append(try writeArtifact(data, relative: relative, suffix: suffix))
                }
            case .missing:
                artifacts.append(try writeArtifact(result.actual, relative: relative, suffix: "actual"))
            case .matched, .recorded:
                break
            }
            return CheckResult(id: id, reference: store.url(for: relative), status: .outcome(result.outcome), artifacts: artifacts)
        } catch {
            return CheckResult(id: id, reference: store.url(for: relative), status: .error("\(error)"), artifacts: [])
        }
    }

    /// `artifacts/EBCounter/count-1_…@2x.actual.png` next to `….diff.png`.
    private func writeArtifact(_ data: Data, relative: String, suffix: String) throws -> URL {
        let base = relative as NSString
        let name = "\((base.lastPathComponent as NSString).deletingPathExtension).\(suffix).\(base.pathExtension)"
        let url = artifactsDirectory.appendingPathComponent(base.deletingLastPathComponent).appendingPathComponent(name)
        try ReferenceStore.atomicWrite(data, to: url)
        return url
    }
}
