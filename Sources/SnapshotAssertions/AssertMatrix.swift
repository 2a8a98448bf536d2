import ComponentKit
import Foundation
import Rendering
import SnapshotCauses
import SnapshotCore
import SnapshotRendering

/// Asserts one variant of a component's matrix against the reference the command line keeps for
/// it: `Snapshots/<Component>/<variant>@<scale>x.png` in the package holding the test, so a
/// package keeps one set of references for `swift test` and `swift run <cli> verify`.
///
/// With Swift Testing's arguments, each variant is a case of its own:
///
/// ```swift
/// @Test(arguments: Badge.variants)
/// func matrix(_ variant: ComponentVariant) throws {
///     try assertSnapshot(of: variant)
/// }
/// ```
///
/// Variants render in their environment (text size, direction, locale, reduced motion). A
/// failure names its causes from the component's `provenance.txt`, writes the actual, diff and
/// strip under `snapshot-output/<Component>/` and attaches them (with the reference) to the test;
/// a pass removes those files when an earlier failure left them.
public func assertSnapshot(
    of variant: ComponentVariant,
    scale: Int = 2,
    tolerance: Tolerance = .exact,
    record: RecordMode? = nil,
    system: DesignSystem? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) throws {
    try snapshot(
        variant, workspace: try Workspace.locate(forSourceFile: URL(fileURLWithPath: "\(filePath)")), function: "\(function)",
        scale: scale, tolerance: tolerance, record: record, system: system, location: (fileID, filePath, line, column))
}

/// `assertSnapshot(of:)` for a matrix variant, in `workspace` (tests use temporary packages).
func snapshot(
    _ variant: ComponentVariant, workspace: Workspace, function: String, scale: Int, tolerance: Tolerance, record: RecordMode?,
    system: DesignSystem?, location: CallSite
) throws {
    let stem = ((variant.referencePath(scale: scale) as NSString).lastPathComponent as NSString).deletingPathExtension
    let reference = TestReference(
        workspace: workspace, fileName: variant.component, testName: String(function.prefix { $0 != "(" }), stem: stem,
        pathExtension: "png")
    let system = try system ?? DesignSystem.shared(for: variant.instance.componentTypes, fonts: try workspace.fontsDirectory)
    let strategy = Snapshotting<RGBAImage, RGBAImage>.image(tolerance: tolerance).pullback { (variant: ComponentVariant) in
        try system.render(variant, scale: scale)
    }
    let listing = workspace.root.appendingPathComponent("Snapshots/\(variant.component)/provenance.txt")
    let recorded = (try? workspace.referenceStore().read(listing)).flatMap { $0 }.flatMap { data in
        Provenance.listing(String(decoding: data, as: UTF8.self))[variant.name]
    }
    let now = try system.provenance(of: variant)
    try check(variant, as: strategy, reference: reference, record: record, location: location) {
        guard recorded != nil else { return [] }
        let actual = try? system.render(variant, scale: scale)
        return CauseEngine.causes(
            recorded: recorded, now: now,
            counterfactual: actual.map { actual in
                Counterfactual(
                    actual: actual, reference: { reference.decodedImage() },
                    render: { try system.render(variant, scale: scale, overriding: $0) }, scale: scale)
            })
    }
}

/// Asserts everything `verify` checks for `component`, in one test: every variant of its matrix
/// (and its environments) against the reference the command line keeps, its `variants.txt`,
/// `accessibility.txt`, `provenance.txt` and other text references, and its contact sheets.
/// Every failing file is a failure of its own, with the same cause lines and the same
/// `approve --cause KEY` key as `verify`.
///
/// ```swift
/// @Test func badgeMatrix() throws { try assertSnapshots(of: Badge.self) }
/// ```
///
/// Recording from the test (`SNAPSHOT_TESTING_RECORD=failed swift test --filter badgeMatrix`)
/// writes the same set of files `approve` would, all of them or none; artifacts go under
/// `snapshot-output/tests/<Component>/`.
public func assertSnapshots<C: Component>(
    of component: C.Type,
    scale: Int = 2,
    tolerance: Tolerance = .exact,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) throws {
    let workspace = try Workspace.locate(forSourceFile: URL(fileURLWithPath: "\(filePath)"))
    let system = try DesignSystem.shared(for: [C.self] + C.dependencies, fonts: try workspace.fontsDirectory)
    try snapshotComponent(
        C.self, workspace: workspace, system: system, function: "\(function)", scale: scale, tolerance: tolerance, record: record,
        location: (fileID, filePath, line, column))
}
