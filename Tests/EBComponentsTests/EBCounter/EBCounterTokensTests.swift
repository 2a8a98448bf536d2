import DesignTokens
import EBTestSupport
import Foundation
import TestSupport
import Testing

@testable import ComponentKit
@testable import EBComponents

@Suite struct EBCounterTokensTests {
    @Test(arguments: [
        ("counter/color/empty/bg", "#EEF2F9"),
        ("counter/color/empty/label", "#3C4A5C"),
        ("counter/color/active/bg", "#EEF2F9"),
        ("counter/color/active/label", "#005CE5"),
        ("main/counter/label", "#3C4A5C"),
    ])
    func tableCarriesTheAuditValues(path: String, hex: String) throws {
        let table = try #require(sharedSystem.tokenTables["EBCounter"])
        #expect(try table.color(TokenPath(path)) == Color(hex: hex))
    }

    @Test func layingOutNamesAMissingToken() throws {
        let table = try TokenTable(
            json: Data(
                ##"{"counter": {"color": {"$type": "color", "empty": {"bg": {"$value": {"colorSpace": "srgb", "components": [0.9333, 0.949, 0.9765]}}}}}}"##
                    .utf8),
            source: "EBCounter.tokens.json")
        let context = RenderContext(fonts: sharedSystem.fonts, tokens: table, system: sharedSystem)
        #expect {
            try EBCounter(count: 3).layout(in: context)
        } throws: { error in
            let error = error as? TokenError
            guard let error, let token = error.token else { return false }
            return error.reason == .missingToken && error.file == "EBCounter.tokens.json" && table.tokens[token] == nil
                && error.description.contains("'\(token)'")
        }
    }

    @Test func designSystemRefusesAMalformedTableAtStart() throws {
        let folder = try temporaryFolder("tokens")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("EBCounter.tokens.json")
        try Data(#"{"counter": {"color": {"$type": "color", "empty": {"bg": {"$value": "{counter.nope}"}}}}}"#.utf8).write(to: file)
        #expect {
            try DesignSystem(tokensDirectory: folder, catalog: .eb)
        } throws: { error in
            "\(error)".contains(file.path) && "\(error)".contains("counter.nope")
        }
    }
}
