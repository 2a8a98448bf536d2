import Foundation
import TestSupport
import Testing

@testable import DesignTokens

/// Tables made of several files, and 2025.10 resolver documents.
@Suite struct TokenFilesTests {
    /// Writes `files` (name → JSON) into a fresh folder and returns its URL.
    private func folder(_ files: [String: String]) throws -> URL {
        let url = try temporaryFolder("tokens")
        for (name, text) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return url
    }

    @Test func laterFilesOverrideEarlierOnesAndAliasesCrossFiles() throws {
        let root = try folder([
            "base.json":
                ##"{"color": {"$type": "color", "brand": {"$value": \##(srgb("#005CE5"))}, "text": {"$value": \##(srgb("#111111"))}}}"##,
            "brand.json": ##"{"color": {"brand": {"$value": \##(srgb("#E5005C"))}, "link": {"$value": "{color.brand}"}}}"##,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let tokens = try TokenTable(contentsOf: [root.appendingPathComponent("base.json"), root.appendingPathComponent("brand.json")])
        #expect(try tokens.color("color/brand") == Color(hex: "#E5005C"))
        #expect(try tokens.color("color/link") == Color(hex: "#E5005C"))
        #expect(try tokens.color("color/text") == Color(hex: "#111111"))
        // Each token remembers the file that defined it; the group type came from the first file.
        #expect(tokens.tokens["color/text"]?.file.hasSuffix("base.json") == true)
        #expect(tokens.tokens["color/link"]?.file.hasSuffix("brand.json") == true)
    }

    @Test func problemsNameTheFileTheTokenCameFrom() throws {
        let root = try folder([
            "a.json": ##"{"x": {"$type": "number", "$value": 1}}"##,
            "b.json": ##"{"y": {"$type": "number", "$value": "two"}}"##,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = TokenTable.load(files: [root.appendingPathComponent("a.json"), root.appendingPathComponent("b.json")])
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.file.hasSuffix("b.json") == true)
    }

    @Test func aResolverDocumentsModifierContextsBecomeModes() throws {
        let root = try folder([
            "foundation.json": ##"{"space": {"$type": "dimension", "s": {"$value": \##(px(4))}}}"##,
            "light.json": ##"{"bg": {"$type": "color", "$value": \##(srgb("#FFFFFF"))}, "fg": {"$value": "{bg}"}}"##,
            "dark.json": ##"{"bg": {"$type": "color", "$value": \##(srgb("#000000"))}, "fg": {"$value": "{bg}"}}"##,
            "system.resolver.json": """
            {"version": "2025.10",
             "sets": {"foundation": {"sources": [{"$ref": "foundation.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/sets/foundation"}, {"$ref": "#/modifiers/theme"}]}
            """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let tokens = try TokenTable(contentsOf: root.appendingPathComponent("system.resolver.json"))
        #expect(tokens.modes == ["dark", "light"])
        #expect(tokens.baseModes == ["light"])
        #expect(try tokens.color("bg") == .white)
        #expect(try tokens.color("fg", mode: "dark") == .black)
        #expect(try tokens.dimension("space/s", mode: "dark") == 4)
    }

    @Test(arguments: [
        ##"{"version": "2024", "resolutionOrder": []}"##,
        ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/missing"}]}"##,
        ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##,
        ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {"a": []}, "default": "b"}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##,
        ##"{"version": "2025.10", "resolutionOrder": [{"sources": []}]}"##,
        ##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "missing.json"}]}]}"##,
    ])
    func malformedResolverDocumentsAreErrors(json: String) throws {
        let root = try folder(["r.json": json])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = TokenTable.load(files: [root.appendingPathComponent("r.json")])
        #expect(result.table == nil)
        #expect(result.errors.contains { $0.rule == .resolver }, "\(result.diagnostics)")
    }
}
