import ComponentKit
import EBComponents
import EBTestSupport
import Foundation
import Rendering
import SnapshotCore
import Testing

@testable import SnapshotHarness

extension ComponentVariant: CustomTestStringConvertible {
    public var testDescription: String { id }
}

/// The visual regression suite: one test case per variant against `Snapshots/`, plus each
/// component's variant list as a text snapshot.
///
/// The record mode comes from `SNAPSHOT_TESTING_RECORD` (default `never`: a missing reference fails).
/// A check compares alone; a failure then runs the command line's runner over what failed and
/// says it as the assertions do (``TestRunner/message(_:snapshots:rerun:)``): `verify`'s words,
/// the cause lines and the `approve --cause` command.
@Suite struct VariantSnapshotTests {
    static let scale = 2
    /// The command that runs these cases again.
    static let rerun = "swift test --filter VariantSnapshotTests"

    private static func recordMode() throws -> RecordMode {
        let environment = ProcessInfo.processInfo.environment
        guard let mode = RecordMode(environment: environment) else {
            throw SnapshotError.unknownRecordMode(
                setting: RecordMode.environmentVariable, value: environment[RecordMode.environmentVariable] ?? "")
        }
        return mode
    }

    /// What a check found, as test failures: none for a pass, a note for a recording, and for a
    /// difference or a missing reference what `explain` says of it (the runner's account), or
    /// the check's own words when the runner finds nothing to say.
    static func failures(_ result: SnapshotCheck.Result, _ path: String, explain: () throws -> [String]) throws -> [String] {
        switch result.outcome {
        case .matched, .kept:
            return []
        case .recorded(let mode):
            return ["recorded \(path) (SNAPSHOT_TESTING_RECORD=\(mode.rawValue)); run again without it to verify"]
        case .missing(let message):
            let explained = try explain()
            return explained.isEmpty ? ["\(path): \(message)"] : explained
        case .failed(let difference):
            let explained = try explain()
            return explained.isEmpty ? ["\(path): \(difference.message)"] : explained
        }
    }

    /// The runner's failures among `references` (paths under `Snapshots/`) when it checks
    /// `variants` (their text references within `scope`, see ``SnapshotRunner/textScope``) in
    /// `workspace`, each said as the assertions say it. Its artifacts go under
    /// `snapshot-output/tests/VariantSnapshotTests/<label>/`.
    static func explained(
        _ variants: [ComponentVariant], scope: Set<String>?, references: Set<String>, label: String, workspace: Workspace,
        system: DesignSystem
    ) throws -> [String] {
        let output = workspace.defaultOutputDirectory.appendingPathComponent("tests/VariantSnapshotTests").appendingPathComponent(label)
        var runner = SnapshotRunner(workspace: workspace, system: system, scale: scale, mode: .never, outputDirectory: output)
        runner.textScope = scope
        let root = workspace.snapshotsDirectory.standardizedFileURL.path + "/"
        return try TestRunner.run(runner, variants).results.filter { result in
            !result.passed && references.contains(String(result.reference.standardizedFileURL.path.dropFirst(root.count)))
        }.map { TestRunner.message($0, snapshots: workspace.snapshotsDirectory, rerun: rerun) }
    }

    /// The failures of `variant`'s image in `workspace`, rendered with `system` (or by `render`,
    /// which draws it as `system` does: ``SharedRenders`` for the package's own cases).
    static func checkImage(
        of variant: ComponentVariant, workspace: Workspace, system: DesignSystem, mode: RecordMode,
        render: (@Sendable (ComponentVariant) throws -> RGBAImage)? = nil
    ) throws -> [String] {
        let store = ReferenceStore(directory: workspace.snapshotsDirectory)
        let path = variant.referencePath(scale: scale)
        let strategy: Snapshotting<ComponentVariant, RGBAImage> =
            render.map { Snapshotting<RGBAImage, RGBAImage>.image().pullback($0) } ?? .variant(in: system, scale: scale)
        let result = try SnapshotCheck.check(variant, as: strategy, reference: store.url(for: path), mode: mode, store: store)
        let stem = (path as NSString).deletingPathExtension
        return try failures(result, path) {
            try explained([variant], scope: [variant.name], references: [path], label: stem, workspace: workspace, system: system)
        }
    }

    /// Drawn through ``SharedRenders``: the contact-sheet cases below compose their pages from
    /// the thumbnails these draws leave, and the other way round.
    @Test(arguments: Catalog.eb.variants)
    func variantMatchesItsReference(variant: ComponentVariant) throws {
        for failure in try Self.checkImage(
            of: variant, workspace: packageWorkspace, system: sharedSystem, mode: try Self.recordMode(),
            render: { try SharedRenders.render($0, scale: Self.scale) })
        {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// The failures of `component`'s text references in `workspace`, made with `system`.
    static func checkTextReferences(
        of component: any Component.Type, workspace: Workspace, system: DesignSystem, mode: RecordMode
    ) throws -> [String] {
        let store = ReferenceStore(directory: workspace.snapshotsDirectory)
        var found: [String] = []
        for reference in try TextReferences.all(for: component, system: system) {
            let result = try SnapshotCheck.check(
                reference.text, as: .lines, reference: store.url(for: reference.path), mode: mode, store: store)
            found += try failures(result, reference.path) {
                try explained(
                    component.variants, scope: nil, references: [reference.path], label: component.name, workspace: workspace,
                    system: system)
            }
        }
        return found
    }

    @Test(arguments: Catalog.eb.componentNames)
    func textReferencesMatch(component: String) throws {
        let type = try #require(Catalog.eb.components.first { $0.name == component })
        #expect(try TextReferences.all(for: type, system: sharedSystem).first?.path == "\(component)/variants.txt")
        for failure in try Self.checkTextReferences(
            of: type, workspace: packageWorkspace, system: sharedSystem, mode: try Self.recordMode())
        {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test(arguments: Catalog.eb.componentNames)
    func contactSheetPagesMatchTheirReferences(component: String) throws {
        let store = ReferenceStore(directory: packageWorkspace.snapshotsDirectory)
        let variants = Catalog.eb.variants.filter { $0.component == component }
        for page in try ContactSheet.pages(component: component, variants: variants, system: sharedSystem) {
            // What ContactSheet.render draws, from the thumbnails the variants' cases left (or drawn now).
            let strategy = Snapshotting<RGBAImage, RGBAImage>.image().pullback { (page: ContactSheet.Page) in
                try ContactSheet.compose(
                    page, thumbnails: try page.variants.map { try SharedRenders.thumbnail($0, scale: 2) }, system: sharedSystem)
            }
            let reference = store.url(for: page.referencePath)
            let result = try SnapshotCheck.check(page, as: strategy, reference: reference, mode: try Self.recordMode(), store: store)
            let failures = try Self.failures(result, page.referencePath) {
                try Self.explained(
                    variants, scope: nil, references: [page.referencePath], label: component, workspace: packageWorkspace,
                    system: sharedSystem)
            }
            for failure in failures { Issue.record(Comment(rawValue: failure)) }
        }
    }
}
