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
@Suite struct VariantSnapshotTests {
    static let scale = 2

    private static func recordMode() throws -> RecordMode {
        let environment = ProcessInfo.processInfo.environment
        guard let mode = RecordMode(environment: environment) else {
            throw SnapshotError.unknownRecordMode(
                setting: RecordMode.environmentVariable, value: environment[RecordMode.environmentVariable] ?? "")
        }
        return mode
    }

    private static func assert(_ result: SnapshotCheck.Result, _ id: String) {
        switch result.outcome {
        case .matched, .kept:
            break
        case .recorded(let mode):
            Issue.record("recorded \(id) (SNAPSHOT_TESTING_RECORD=\(mode.rawValue)); run again without it to verify")
        case .missing(let message):
            Issue.record("\(id): \(message)")
        case .failed(let difference):
            Issue.record("\(id): \(difference.message); run `swift run snapshot verify --filter '\(id)'` for the diff image")
        }
    }

    @Test(arguments: Catalog.eb.variants)
    func variantMatchesItsReference(variant: ComponentVariant) throws {
        let store = ReferenceStore(directory: packageWorkspace.snapshotsDirectory)
        let reference = store.url(for: variant.referencePath(scale: Self.scale))
        let result = try SnapshotCheck.check(
            variant, as: .variant(in: sharedSystem, scale: Self.scale), reference: reference, mode: try Self.recordMode(), store: store)
        Self.assert(result, variant.id)
    }

    @Test(arguments: Catalog.eb.componentNames)
    func textReferencesMatch(component: String) throws {
        let type = try #require(Catalog.eb.components.first { $0.name == component })
        let store = ReferenceStore(directory: packageWorkspace.snapshotsDirectory)
        let references = try TextReferences.all(for: type, system: sharedSystem)
        #expect(references.first?.path == "\(component)/variants.txt")
        for reference in references {
            let result = try SnapshotCheck.check(
                reference.text, as: .lines, reference: store.url(for: reference.path), mode: try Self.recordMode(), store: store)
            Self.assert(result, reference.path)
        }
    }

    @Test(arguments: Catalog.eb.componentNames)
    func contactSheetPagesMatchTheirReferences(component: String) throws {
        let store = ReferenceStore(directory: packageWorkspace.snapshotsDirectory)
        let variants = Catalog.eb.variants.filter { $0.component == component }
        for page in try ContactSheet.pages(component: component, variants: variants, system: sharedSystem) {
            let strategy = Snapshotting<RGBAImage, RGBAImage>.image().pullback { (page: ContactSheet.Page) in
                try ContactSheet.render(page, scale: 2, system: sharedSystem)
            }
            let reference = store.url(for: page.referencePath)
            Self.assert(
                try SnapshotCheck.check(page, as: strategy, reference: reference, mode: try Self.recordMode(), store: store),
                page.referencePath)
        }
    }
}
