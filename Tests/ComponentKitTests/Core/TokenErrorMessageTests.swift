import ComponentFixtures
import ComponentKit
import DesignTokens
import Foundation
import TestSupport
import Testing

/// A design system's token errors in a user's terms: the Chip fixture's table as a client
/// package ships it (a file under `Sources/`, copied into the build's resource bundle), loaded
/// from the copy as `Chip.tokenTableURL` would give it.
@Suite struct TokenErrorMessageTests {
    /// A package checkout holding `json` as its Chip table, and the build's copy of it.
    struct Checkout {
        let root: URL
        let original: URL
        let bundle: URL

        init(json: String) throws {
            root = try temporaryFolder("chip-checkout")
            original = root.appendingPathComponent("Sources/MyComponents/Tokens/Chip.tokens.json")
            bundle = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/MyDesign_MyComponents.resources")
            try FileManager.default.createDirectory(at: original.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: original)
            try Data(json.utf8).write(to: bundle.appendingPathComponent("Chip.tokens.json"))
            try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    static func chipTable() throws -> String {
        try String(contentsOf: try #require(Chip.tokenTableURL), encoding: .utf8)
    }

    /// The error `DesignSystem` throws for the checkout's table, as printed.
    static func message(loading checkout: Checkout) -> String? {
        do {
            _ = try DesignSystem(tokensDirectory: checkout.bundle, catalog: Catalog([Chip.self]))
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aMissingTokenNamesTheSourceFileComponentVariantAndNearestPath() throws {
        let checkout = try Checkout(json: try Self.chipTable().replacingOccurrences(of: "\"paddingX\"", with: "\"padingX\""))
        defer { checkout.remove() }
        #expect(
            Self.message(loading: checkout)
                == "\(checkout.original.path): token 'chip/size/paddingX': a renderer asked for this token but the table lacks it "
                + "(component Chip, first in variant 'selected-false_theme-light'); did you mean `chip.size.padingX` (line 120)?")
    }

    @Test func aMalformedTableIsLocatedInTheSourceFile() throws {
        let checkout = try Checkout(json: try Self.chipTable().replacingOccurrences(of: "\"paddingX\": {", with: "\"paddingX\" {"))
        defer { checkout.remove() }
        #expect(
            Self.message(loading: checkout)
                == "\(checkout.original.path):120:18: json: not valid JSON: line 120, column 18: expected ':' after member name")
    }

    @Test func anInvalidTokenIsLocatedAtItsKeyInTheSourceFile() throws {
        let checkout = try Checkout(json: try Self.chipTable().replacingOccurrences(of: "\"value\": 12,", with: "\"value\": \"12\","))
        defer { checkout.remove() }
        let message = try #require(Self.message(loading: checkout))
        #expect(message.hasPrefix("\(checkout.original.path):120:7: chip.size.paddingX: value: "), "\(message)")
    }
}
