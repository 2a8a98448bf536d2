import Foundation
import TestSupport
import Testing

@testable import ComponentKit
@testable import EBComponents

/// A `tokensDirectory` table whose modes differ from the matrix's themes is reported, not ignored.
@Suite struct OverriddenThemesTests {
    /// A folder holding EBCounter's own table with its `"dark"` mode keys replaced by `replacement`.
    private func folder(renamingDarkTo replacement: String) throws -> URL {
        let folder = try temporaryFolder("themes")
        let own = try String(contentsOf: try #require(EBCounter.tokenTableURL), encoding: .utf8)
        let text = own.replacingOccurrences(of: #""dark""#, with: "\"\(replacement)\"")
        try Data(text.utf8).write(to: folder.appendingPathComponent("EBCounter.tokens.json"))
        return folder
    }

    @Test func aReplacementWithOtherModesIsNamedWithTheDifference() throws {
        let folder = try folder(renamingDarkTo: "high-contrast")
        defer { try? FileManager.default.removeItem(at: folder) }
        let system = try DesignSystem(tokensDirectory: folder, catalog: Catalog([EBCounter.self]))
        let note = try #require(system.overriddenThemes.first)
        #expect(system.overriddenThemes.count == 1)
        #expect(note.component == "EBCounter")
        #expect(note.unrendered == ["high-contrast"])
        #expect(note.missing == ["dark"])
        #expect(note.description.hasPrefix(folder.appendingPathComponent("EBCounter.tokens.json").path + ": "))
        #expect(note.description.contains("the mode high-contrast, which the EBCounter matrix does not render"))
        #expect(note.description.contains("lacks the mode dark"))
    }

    @Test func aReplacementWithTheSameModesIsQuiet() throws {
        let folder = try folder(renamingDarkTo: "dark")
        defer { try? FileManager.default.removeItem(at: folder) }
        let system = try DesignSystem(tokensDirectory: folder, catalog: Catalog([EBCounter.self]))
        #expect(system.overriddenThemes.isEmpty)
        #expect(try DesignSystem(catalog: Catalog([EBCounter.self])).overriddenThemes.isEmpty)
    }
}
