import ComponentKit
import Foundation
import Rendering
import SnapshotCauses
import SnapshotCore
import SnapshotHarness
import SnapshotRendering

/// Asserts that `drawable` — any component value or composed screen — renders exactly as its
/// reference, in a Swift Testing or XCTest test.
///
/// ```swift
/// @Test func badge() throws {
///     try assertSnapshot(of: EBCounter(count: 3, limit: 10))
///     try assertSnapshot(of: toast, named: "long-message", scale: 3, tolerance: .init(maxDiffPixels: 4))
/// }
/// ```
///
/// The reference is `Snapshots/<TestFileName>/<testName>[.<name>]@<scale>x.png` in the package
/// holding the test file. The record mode is `record`, else `SNAPSHOT_TESTING_RECORD`
/// (`never` when unset: a missing reference fails, in CI as anywhere). A difference records a
/// failure at the call with the mismatch figures and the paths of the actual, diff and
/// side-by-side images, written under `snapshot-output/<TestFileName>/`.
///
/// - Parameters:
///   - proposedWidth: the width to lay `drawable` out at (nil: its natural size).
///   - system: the design system to render with; by default one with the bundled fonts (or the
///     package's `Fonts/`) and the token tables of the components `drawable` contains.
/// - Throws: rendering and token errors, and an unreadable reference (never overwritten).
public func assertSnapshot(
    of drawable: some Drawable,
    named name: String? = nil,
    scale: Int = 2,
    proposedWidth: Double? = nil,
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
        drawable, testFile: URL(fileURLWithPath: "\(filePath)"), function: "\(function)", name: name, scale: scale,
        proposedWidth: proposedWidth, tolerance: tolerance, record: record, system: system, location: (fileID, filePath, line, column))
}

/// The source location a failure is recorded at.
typealias CallSite = (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)

/// `assertSnapshot(of:)` for a drawable, with the test file given as a URL (tests use temporary packages).
func snapshot(
    _ drawable: some Drawable, testFile: URL, function: String, name: String?, scale: Int, proposedWidth: Double?,
    tolerance: Tolerance, record: RecordMode?, system: DesignSystem?, location: CallSite
) throws {
    let reference = try TestReference(testFile: testFile, function: function, name: name, scale: scale, pathExtension: "png")
    let system = try system ?? DesignSystem.shared(for: drawable.componentTypes, fonts: try reference.workspace.fontsDirectory)
    guard try tablesAreCurrent(system, workspace: reference.workspace, location: location) else { return }
    let strategy = Snapshotting<RGBAImage, RGBAImage>.image(tolerance: tolerance).pullback { (value: any Drawable) in
        try system.render(value, scale: scale, proposedWidth: proposedWidth)
    }
    // What the image is made from, checked beside it as `<test>@2x.provenance.txt`; a failed
    // image names its causes from the recorded one.
    let provenance = try system.provenance(of: drawable, proposedWidth: proposedWidth)
    let sidecar = reference.sibling(pathExtension: "provenance.txt")
    let recorded = try reference.workspace.referenceStore().read(sidecar.url).map { Provenance(text: String(decoding: $0, as: UTF8.self)) }
    let image = try check(drawable, as: strategy, reference: reference, record: record, location: location) {
        let actual = try? system.render(drawable, scale: scale, proposedWidth: proposedWidth)
        return CauseEngine.causes(
            recorded: recorded, now: provenance,
            counterfactual: actual.map { actual in
                Counterfactual(
                    actual: actual, reference: { reference.decodedImage() },
                    render: { try system.render(drawable, scale: scale, proposedWidth: proposedWidth, reverting: $0) },
                    provenance: { try system.provenance(of: drawable, proposedWidth: proposedWidth, reverting: $0) })
            })
    }
    // Under a tolerance that forgives changed pixels, a drawing edit it forgave leaves the
    // recorded drawing lines true of the reference image.
    let lines: Snapshotting<String, String> = tolerance.rule == .everyChangedPixel ? .lines : ProvenanceListing.ignoringDrawing(.lines)
    let text = try check(provenance.text, as: lines, reference: sidecar, record: record, location: location)
    noteRecorded([image, text].compactMap { $0 }, location: location)
}

/// Tells what a test's recording wrote (``RecordedFiles``), when it wrote anything.
func noteRecorded(_ references: [TestReference], location: CallSite) {
    guard let line = RecordedFiles.summary(references.map { String($0.relativePath.dropFirst("Snapshots/".count)) }) else { return }
    IssueRecorder.note(line, fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
}

/// Asserts that `text` equals its text reference `Snapshots/<TestFileName>/<testName>[.<name>].txt`
/// (a line diff on failure); otherwise as ``assertSnapshot(of:named:scale:proposedWidth:tolerance:record:system:fileID:filePath:function:line:column:)``.
public func assertSnapshot(
    of text: String,
    named name: String? = nil,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) throws {
    let reference = try TestReference(
        testFile: URL(fileURLWithPath: "\(filePath)"), function: "\(function)", name: name, scale: nil, pathExtension: "txt")
    let location: CallSite = (fileID, filePath, line, column)
    let recorded = try check(text, as: .lines, reference: reference, record: record, location: location)
    noteRecorded(recorded.map { [$0] } ?? [], location: location)
}

/// `record`, or the mode `SNAPSHOT_TESTING_RECORD` asks for; nil, with a test failure naming the
/// setting, when that is not a mode.
func recordMode(_ record: RecordMode?, location: CallSite) -> RecordMode? {
    if let mode = record ?? RecordMode(environment: ProcessInfo.processInfo.environment) { return mode }
    let value = ProcessInfo.processInfo.environment[RecordMode.environmentVariable] ?? ""
    IssueRecorder.fail(
        "\(SnapshotError.unknownRecordMode(setting: RecordMode.environmentVariable, value: value))", fileID: location.fileID,
        filePath: location.filePath, line: location.line, column: location.column)
    return nil
}

/// False, with a test failure in `verify`'s words, when a token table `system` renders was
/// edited under the package's `Sources/` since this test binary was built (``StaleTables``): the
/// test would compare, or record, the tables built into it rather than the package's.
func tablesAreCurrent(_ system: DesignSystem, workspace: Workspace, location: CallSite) throws -> Bool {
    guard let stale = try StaleTables.find(catalog: system.catalog, in: workspace.root, replaced: Set(system.replacedTables)) else {
        return true
    }
    IssueRecorder.fail(
        "\(stale.message); nothing was compared or recorded (build the tests again: swift test without --skip-build)",
        fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
    return false
}

/// Checks `value` against `reference` and turns a difference or a missing reference into a test
/// failure; returns `reference` when the check recorded it.
@discardableResult
func check<Value, Format>(
    _ value: Value, as strategy: Snapshotting<Value, Format>, reference: TestReference, record: RecordMode?,
    location: CallSite, causes: () -> [FailureCause] = { [] }
) throws -> TestReference? {
    guard let mode = recordMode(record, location: location) else { return nil }
    let store = reference.workspace.referenceStore()
    let result = try SnapshotCheck.check(value, as: strategy, reference: reference.url, mode: mode, store: store)
    try report(result, reference: reference, store: store, location: location, causes: causes)
    if case .recorded = result.outcome { return reference }
    return nil
}

/// Turns a check's result into a test failure (with its images attached), or clears the stale
/// artifacts of a pass.
///
/// `causes` is asked only when the check failed: naming them may render the value again.
func report(
    _ result: SnapshotCheck.Result, reference: TestReference, store: ReferenceStore, location: CallSite, causes: () -> [FailureCause]
) throws {
    func fail(_ message: String) {
        IssueRecorder.fail(message, fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
    }
    let rerun = "swift test --filter \(reference.testName)"
    switch result.outcome {
    case .matched, .recorded, .kept:
        // A pass leaves no stale actual, diff or strip from an earlier failure behind.
        try reference.artifacts.removeArtifacts(for: reference.name)
        return
    case .missing:
        let actual = reference.artifacts.url(for: reference.name, role: .actual)
        if let data = result.actual { try reference.artifacts.write(data, for: reference.name, role: .actual) }
        fail(
            """
            no reference at \(reference.relativePath)
              actual: \(actual.path)
              record it: SNAPSHOT_TESTING_RECORD=missing \(rerun)
            """)
    case .failed(let difference):
        var lines = causes().map { "  cause: \($0)" }
        lines.insert("\(reference.relativePath): \(difference.message)", at: 0)
        let actual = reference.artifacts.url(for: reference.name, role: .actual)
        if let data = result.actual { try reference.artifacts.write(data, for: reference.name, role: .actual) }
        lines.append("  actual: \(actual.path)")
        for (name, data) in difference.artifacts.sorted(by: { $0.key < $1.key }) {
            guard let role = ArtifactLayout.Role(rawValue: (name as NSString).deletingPathExtension) else { continue }
            let url = try reference.artifacts.write(data, for: reference.name, role: role, pathExtension: (name as NSString).pathExtension)
            lines.append("  \((name as NSString).deletingPathExtension): \(url.path)")
        }
        lines.append("  accept it: SNAPSHOT_TESTING_RECORD=failed \(rerun)")
        fail(lines.joined(separator: "\n"))
        var attachments: [(name: String, data: Data)] = []
        if let reference = try? store.read(reference.url) { attachments.append(("reference", reference)) }
        if let data = result.actual { attachments.append(("actual", data)) }
        for (name, data) in difference.artifacts.sorted(by: { $0.key < $1.key }) {
            attachments.append(((name as NSString).deletingPathExtension, data))
        }
        IssueRecorder.attach(attachments, named: reference.name)
    }
}
