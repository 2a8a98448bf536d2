import ComponentKit
import Foundation
import SnapshotCore
import SnapshotHarness
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
/// It checks the variant's part of what `verify` checks, with the command line's runner: its
/// image (in its environment: text size, direction, locale, reduced motion), its blocks of the
/// component's `variants.txt`, `accessibility.txt` and `provenance.txt` with their headers,
/// the contact-sheet page it opens (each page is checked with its first variant), and, with the
/// component's first variant, the component's own text references. Each failing file is a failure with `verify`'s cause lines and
/// `approve --cause` key; its actual, diff and strip go under
/// `snapshot-output/tests/<Component>/<variant>@<scale>x/` and are attached to the test (a pass
/// clears them). Recording from the test writes those parts alone, all or none.
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

/// `assertSnapshot(of:)` for a matrix variant, in `workspace` (tests use temporary packages):
/// one run of the command line's runner over the variant, its text references within the
/// variant's blocks (``SnapshotRunner/textScope``).
func snapshot(
    _ variant: ComponentVariant, workspace: Workspace, function: String, scale: Int, tolerance: Tolerance, record: RecordMode?,
    system: DesignSystem?, location: CallSite
) throws {
    let system = try system ?? DesignSystem.shared(for: variant.instance.componentTypes, fonts: try workspace.fontsDirectory)
    let stem = (variant.referencePath(scale: scale) as NSString).deletingPathExtension
    let output = workspace.defaultOutputDirectory.appendingPathComponent("tests").appendingPathComponent(stem)
    try runChecks(
        [variant], scope: [variant.name], in: TestRun(workspace: workspace, system: system, output: output, function: function),
        scale: scale, tolerance: tolerance, record: record, location: location)
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
