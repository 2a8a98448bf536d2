import Foundation
import TestSupport
import Testing

@testable import DesignTokens

/// Token errors in the terms of the files a user edits: the original under `Sources/` of a
/// bundled copy, the line, and the nearest token path for one the table lacks.
@Suite struct SourceTermsTests {
    /// A package checkout with a token file under `Sources/` and its copy in the build's bundle.
    struct Checkout {
        let root: URL
        let original: URL
        let copy: URL

        init(file: String = "Avatar.tokens.json", module: String = "MyComponents", json: String) throws {
            root = try temporaryFolder("checkout")
            original = root.appendingPathComponent("Sources/\(module)/Tokens/\(file)")
            copy = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/MyDesign_\(module).resources/\(file)")
            for url in [original, copy] {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(json.utf8).write(to: url)
            }
            try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    static let avatar = ##"""
        {
          "avatar": {
            "color": {
              "$type": "color",
              "background": {"$value": {"colorSpace": "srgb", "components": [0.9, 0.9, 0.9]}},
              "initials": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.2, 0.2]}}
            },
            "size": {"$type": "dimension", "small": {"$value": {"value": 24, "unit": "px"}}}
          }
        }
        """##

    // MARK: The file a bundled copy came from

    @Test func aBundledCopyIsNamedByItsOriginalUnderSources() throws {
        let checkout = try Checkout(json: Self.avatar)
        defer { checkout.remove() }
        #expect(BundledTokenFile.sourcePath(of: checkout.copy.path, workingDirectory: "/nonexistent") == checkout.original.path)
        #expect(
            BundledTokenFile.sourcePath(of: checkout.copy.path, workingDirectory: checkout.root.path)
                == "Sources/MyComponents/Tokens/Avatar.tokens.json", "relative inside the working directory")
    }

    @Test func aBuildFolderElsewhereFindsThePackageFromTheWorkingDirectory() throws {
        let checkout = try Checkout(json: Self.avatar)
        defer { checkout.remove() }
        let scratch = try temporaryFolder("scratch")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let copy = scratch.appendingPathComponent("debug/MyDesign_MyComponents.resources/Avatar.tokens.json")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Self.avatar.utf8).write(to: copy)
        #expect(
            BundledTokenFile.sourcePath(of: copy.path, workingDirectory: checkout.root.path)
                == "Sources/MyComponents/Tokens/Avatar.tokens.json")
        #expect(BundledTokenFile.sourcePath(of: copy.path, workingDirectory: scratch.path) == nil, "no package there")
    }

    @Test func onlyAUniqueMatchIsTaken() throws {
        let checkout = try Checkout(json: Self.avatar)
        defer { checkout.remove() }
        let twin = checkout.root.appendingPathComponent("Sources/MyComponents/Legacy/Avatar.tokens.json")
        try FileManager.default.createDirectory(at: twin.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Self.avatar.utf8).write(to: twin)
        #expect(BundledTokenFile.sourcePath(of: checkout.copy.path, workingDirectory: "/") == nil)
    }

    @Test func aFileInNoBundleOrWithoutAnOriginalIsNotMapped() throws {
        let checkout = try Checkout(json: Self.avatar)
        defer { checkout.remove() }
        #expect(BundledTokenFile.sourcePath(of: checkout.original.path, workingDirectory: checkout.root.path) == nil)
        let stray = checkout.copy.deletingLastPathComponent().appendingPathComponent("Badge.tokens.json")
        #expect(BundledTokenFile.sourcePath(of: stray.path, workingDirectory: checkout.root.path) == nil)
    }

    // MARK: Where a token is written

    @Test func aTokensKeyIsFoundThroughNestedObjectsSkippingOtherValues() {
        let json = #"{"a": {"x": "}{\"b\":", "y": [{"b": 1}, "]"], "z": 1.5e3,"# + "\n" + #"  "b": {"c": true}}}"#
        let bytes = Array(json.utf8)
        #expect(JSONKeyLocator.position(of: ["a", "b", "c"], in: bytes)! == (2, 9))
        #expect(JSONKeyLocator.position(of: ["a", "b"], in: bytes)! == (2, 3))
        #expect(JSONKeyLocator.position(of: ["a", "q"], in: bytes) == nil)
        #expect(JSONKeyLocator.position(of: ["a", "z", "c"], in: bytes) == nil, "z is no object")
        #expect(JSONKeyLocator.position(of: ["a"], in: Array(#"{"a": "#.utf8))! == (1, 2), "the key, however the file ends")
    }

    // MARK: Did you mean

    @Test func theNearestPathIsSuggested() throws {
        let tokens = try table(Self.avatar)
        #expect(tokens.nearestPath(to: "avatar/colour/background") == "avatar/color/background")
        #expect(tokens.nearestPath(to: "Avatar/Color/Initial") == "avatar/color/initials")
        #expect(tokens.nearestPath(to: "avatar/color/backgorund") == "avatar/color/background", "a swap is one edit")
        #expect(tokens.nearestPath(to: "avatar/size/large") == nil, "too far from any path")
        #expect(tokens.nearestPath(to: "banner/color/background") == nil)
    }

    /// A misspelt name is near by its distance relative to its own length, not the path's:
    /// `backgrnd` and `bckgrnd` are two and three edits from `background`'s ten letters.
    @Test func aMisspeltNameIsNearByItsDistanceRelativeToItsLength() throws {
        let tokens = try table(
            ##"{"button": {"$type": "number", "color": {"background": {"$value": 1}, "foreground": {"$value": 2}, "border": {"$value": 3}},"##
                + ##" "size": {"small": {"$value": 4}, "large": {"$value": 5}}}}"##)
        #expect(tokens.nearestPath(to: "button/color/backgrnd") == "button/color/background")
        #expect(tokens.nearestPath(to: "button/color/bckgrnd") == "button/color/background")
        #expect(tokens.nearestPath(to: "button/color/bkgd") == nil, "six edits from ten letters")
        #expect(tokens.nearestPath(to: "button/size/medium") == nil)
        #expect(tokens.nearestPath(to: "button/colr/border") == "button/color/border")
        #expect(tokens.nearestPath(to: "button/colorborder") == "button/color/border", "a typo across a dot")
    }

    /// The segments a path shares are not counted against it: among a hundred groups that all
    /// hold `color.background`, the one named is suggested.
    @Test func thePathThatSharesEverySegmentButTheMisspeltOneIsSuggested() throws {
        let groups = (0..<100).map { ##""c\##($0)": {"color": {"background": {"$value": \##($0)}}}"## }
        let tokens = try table(##"{"$type": "number", "## + groups.joined(separator: ", ") + "}")
        #expect(tokens.nearestPath(to: "c42/color/backgrnd") == "c42/color/background")
        #expect(tokens.nearestPath(to: "C42/Color/Background") == "c42/color/background")
    }

    /// A flat table of 100,000 siblings (the bench's shape): one typo is found, and a name
    /// near nothing is nil, each in a pass over the table within the cell budget.
    @Test func aFlatTableOfAHundredThousandSiblingsIsSearchedWithinItsBudget() {
        var tokens: [TokenPath: ResolvedToken] = [:]
        for index in 0..<100_000 {
            let path = TokenPath(segments: ["t\(index)"])
            tokens[path] = ResolvedToken(path: path, value: .number(Double(index)))
        }
        let flat = TokenTable(source: "flat.json", tokens: tokens, modes: [])
        #expect(flat.nearestPath(to: "t5000x") == "t5000")
        #expect(flat.nearestPath(to: "background") == nil)
    }

    @Test func tiesGoToThePathThatSortsFirst() throws {
        let tokens = try table(##"{"$type": "number", "ab": {"$value": 1}, "aa": {"$value": 2}, "ac": {"$value": 3}}"##)
        #expect(tokens.nearestPath(to: "ax") == "aa")
    }

    @Test func theBandedDistanceIsTheEditDistanceWithinItsLimit() {
        var budget = Int.max
        func distance(_ a: String, _ b: String, _ limit: Int) -> Int? {
            TokenTable.editDistance(Array(a.utf8), Array(b.utf8), within: limit, budget: &budget)
        }
        #expect(distance("kitten", "sitting", 3) == 3)
        #expect(distance("kitten", "sitting", 2) == nil)
        #expect(distance("abc", "abc", 1) == 0)
        #expect(distance("", "ab", 2) == 2)
        #expect(distance("flaw", "lawn", 2) == 2)
        #expect(distance("abcdef", "azcdxf", 5) == 2)
        #expect(distance("abcd", "bacd", 1) == 1)
        #expect(distance("ca", "abc", 3) == 3, "a swapped pair is not edited again")
    }

    @Test func aLargeTableStopsWithinItsBudget() {
        var budget = 100
        let long = Array(String(repeating: "a", count: 60).utf8)
        #expect(TokenTable.editDistance(long, long, within: 8, budget: &budget) == 0)
        #expect(budget < 0, "the cells were counted")
    }

    // MARK: Messages

    @Test func aMissingTokenNamesTheSourceFileTheNearestPathAndItsLine() throws {
        let checkout = try Checkout(json: Self.avatar)
        defer { checkout.remove() }
        let tokens = try TokenTable(contentsOf: checkout.copy)
        var thrown: TokenError?
        do { _ = try tokens.color("avatar/colour/background") } catch { thrown = error }
        let error = try #require(thrown)
        #expect(
            error.description
                == "\(checkout.copy.path): token 'avatar/colour/background': a renderer asked for this token but the table lacks it")
        var explained = error.inSourceTerms(table: tokens, workingDirectory: checkout.root.path)
        #expect(
            explained.description
                == "Sources/MyComponents/Tokens/Avatar.tokens.json: token 'avatar/colour/background': a renderer asked for this token "
                + "but the table lacks it; did you mean `avatar.color.background` (line 5)?")
        (explained.component, explained.variant) = ("Avatar", "size-small_shape-circle")
        #expect(
            explained.description.hasSuffix(
                "lacks it (component Avatar, first in variant 'size-small_shape-circle'); did you mean `avatar.color.background` (line 5)?")
        )
    }

    @Test func malformedJSONIsLocatedOnTheSourcePath() throws {
        let checkout = try Checkout(json: "{\n  \"avatar\": {\n    \"size\": {\"$type\": \"dimension\",}\n  }\n}\n")
        defer { checkout.remove() }
        var thrown: TokenError?
        do { _ = try TokenTable(contentsOf: checkout.copy) } catch { thrown = error }
        let error = try #require(thrown)
        let detail = "json: not valid JSON: line 3, column 35: expected a quoted member name"
        #expect(error.description == "\(checkout.copy.path): \(detail)")
        #expect(
            error.inSourceTerms(workingDirectory: checkout.root.path).description
                == "Sources/MyComponents/Tokens/Avatar.tokens.json:3:35: \(detail)")
    }

    @Test func anInvalidTokenIsLocatedAtItsKey() throws {
        let checkout = try Checkout(json: "{\n  \"avatar\": {\n    \"gap\": {\"$type\": \"dimension\", \"$value\": \"8pt\"}\n  }\n}\n")
        defer { checkout.remove() }
        var thrown: TokenError?
        do { _ = try TokenTable(contentsOf: checkout.copy) } catch { thrown = error }
        let explained = try #require(thrown).inSourceTerms(workingDirectory: checkout.root.path)
        #expect(explained.description.hasPrefix("Sources/MyComponents/Tokens/Avatar.tokens.json:3:5: avatar.gap: value: "), "\(explained)")
        #expect(explained.problems.allSatisfy { $0.file == "Sources/MyComponents/Tokens/Avatar.tokens.json" })
    }

    /// A table that is no bundled copy keeps its name; a failed load is still located.
    @Test func otherFilesKeepTheirNames() throws {
        let tokens = try table(Self.avatar)
        let error = TokenError(file: tokens.source, token: "avatar/color/backgroud", reason: .missingToken)
        #expect(
            error.inSourceTerms(table: tokens, workingDirectory: "/nonexistent").description
                == "test.tokens.json: token 'avatar/color/backgroud': a renderer asked for this token but the table lacks it; "
                + "did you mean `avatar.color.background`?")
    }
}
