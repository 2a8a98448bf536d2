import ComponentKit
import EBComponents
import EndToEndSupport
import Foundation
import TestSupport
import Testing

@Suite struct ListCommandTests {
    @Test func jsonListsTheMatrixWithLegacyNodes() throws {
        let output = try CLIRunner.run(["list", "--json"])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty, "no fontconfig or other noise: \(output.stderr)")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(entries.count > 20)
        for entry in entries {
            for key in ["id", "component", "props", "width", "height", "scale", "path"] {
                #expect(entry[key] != nil, "\(key) missing in \(entry)")
            }
        }
        let legacy = entries.filter { $0["figmaNode"] != nil && $0["component"] as? String == "EBCounter" }
        #expect(Set(legacy.compactMap { $0["figmaNode"] as? String }) == ["18482:71322", "18482:71324", "18482:71326", "18482:71328"])
        let zeroOfTen = try #require(legacy.first { $0["figmaNode"] as? String == "18482:71322" })
        let props = try #require(zeroOfTen["props"] as? [String: Any])
        #expect(props["count"] as? Int == 0)
        #expect(props["limit"] as? Int == 10)
        #expect(zeroOfTen["height"] as? Double == 24)
        #expect(zeroOfTen["path"] as? String == "Snapshots/EBCounter/count-0_limit-10_theme-light@2x.png")
    }

    @Test func jsonCarriesTheEnvironment() throws {
        let output = try CLIRunner.run([
            "list", "--json", "--filter", "EBToast/message-Transfer~sent_appearance-neutral_theme-light_size-base",
        ])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        let environments = entries.compactMap { $0["environment"] as? [String: Any] }.map { place in
            "\(place["textSize"] ?? "") \(place["direction"] ?? "") \(place["locale"] ?? "") \(place["reduceMotion"] as? Bool ?? true)"
        }
        #expect(environments.count == 4)
        #expect(environments.contains("default ltr en false"))
        #expect(environments.contains("default rtl ar false"))
        #expect(environments.contains("ax5 ltr en false"))
        #expect(entries.allSatisfy { $0["kind"] as? String == "variant" && $0["frameTimes"] == nil })
        #expect(entries.contains { ($0["path"] as? String)?.hasSuffix("_env-pseudo@2x.png") == true })
    }

    @Test func filterNarrowsTheList() throws {
        let output = try CLIRunner.run(["list", "--filter", "limit-10_theme-dark"])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n")
        #expect(!lines.isEmpty && lines.allSatisfy { $0.contains("limit-10_theme-dark") })
    }

    @Test func unmatchedFilterExitsTwo() throws {
        let output = try CLIRunner.run(["list", "--filter", "no-such-variant"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("no-such-variant"))
    }

    @Test func outsideAPackageExitsTwo() throws {
        let output = try CLIRunner.run(["list"], in: URL(fileURLWithPath: "/"))
        #expect(output.status == 2)
        #expect(output.stderr.contains("Snapshots/"))
    }
}

@Suite struct LoadedDesignSystemsTests {
    @Test func anEditedTokenFileIsReadAgainByTheNextRun() throws {
        let tokens = try temporaryFolder("tokens")
        defer { try? FileManager.default.removeItem(at: tokens) }
        let file = tokens.appendingPathComponent("EBCounter.tokens.json")
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("Sources/EBComponents/Tokens/EBCounter.tokens.json"), to: file)
        let arguments = ["list", "--filter", "EBCounter/count-1_limit-none_theme-light", "--tokens", tokens.path]
        #expect(try CLIRunner.run(arguments).status == 0)
        #expect(try CLIRunner.run(arguments).status == 0, "the same tables again: the loaded system is reused")
        try Data("{\"counter\": ".utf8).write(to: file)
        let broken = try CLIRunner.run(arguments)
        #expect(broken.status == 2, "a changed file is loaded again, not served from the last run")
        #expect(broken.stderr.contains("EBCounter.tokens.json"))
    }

    @Test func aTokensFolderThatReplacesNothingIsAnError() throws {
        let tokens = try temporaryFolder("tokens")
        defer { try? FileManager.default.removeItem(at: tokens) }
        let own = packageRoot.appendingPathComponent("Sources/EBComponents/Tokens/EBCounter.tokens.json")
        let arguments = ["list", "--filter", "EBCounter/count-1_limit-none_theme-light", "--tokens"]
        let missing = try CLIRunner.run(arguments + [tokens.appendingPathComponent("nope").path])
        #expect(missing.status == 2 && missing.stderr.contains("--tokens: \(tokens.path)/nope does not exist"), "\(missing.stderr)")
        let file = try CLIRunner.run(arguments + [own.path])
        #expect(file.status == 2 && file.stderr.contains("is a file; give the folder"), "\(file.stderr)")
        try FileManager.default.copyItem(at: own, to: tokens.appendingPathComponent("ebcounter.tokens.json"))
        let misnamed = try CLIRunner.run(arguments + [tokens.path])
        #expect(misnamed.status == 2, "nothing replaced: the flag would do nothing")
        #expect(
            misnamed.stderr.contains("holds none of the tables it could replace (") && misnamed.stderr.contains("EBCounter.tokens.json"))
        #expect(!misnamed.stderr.contains("Usage:"), "a run-time problem, not a usage line")
        try FileManager.default.copyItem(at: own, to: tokens.appendingPathComponent("EBCounter.tokens.json"))
        let beside = try CLIRunner.run(arguments + [tokens.path])
        #expect(beside.status == 0)
        #expect(beside.stderr.contains("warning: --tokens: ebcounter.tokens.json replaces no table (names are case-sensitive"))
    }

    @Test func aReplacementTableWithAnotherModeIsAWarningNotASilence() throws {
        let tokens = try temporaryFolder("tokens")
        defer { try? FileManager.default.removeItem(at: tokens) }
        let own = try String(
            contentsOf: packageRoot.appendingPathComponent("Sources/EBComponents/Tokens/EBCounter.tokens.json"), encoding: .utf8)
        let file = tokens.appendingPathComponent("EBCounter.tokens.json")
        try Data(own.replacingOccurrences(of: #""dark""#, with: #""sepia""#).utf8).write(to: file)
        let output = try CLIRunner.run(["list", "--filter", "EBCounter/count-1_limit-none_theme-light", "--tokens", tokens.path])
        #expect(output.status == 0, "the variants still list: \(output.stderr)")
        #expect(output.stderr.contains("warning: \(file.path): declares the mode sepia"), "\(output.stderr)")
        #expect(output.stdout.contains("count-1_limit-none_theme-light"))
    }

    /// A motion is an entry of its own: its kind, its frame times from the token (the press is
    /// 120 ms: five frames 30 ms apart) and one frame's size, and again under reduced motion.
    @Test func motionsListTheirFrames() throws {
        let output = try CLIRunner.run(["list", "--json", "--filter", "EBSliderMotion/motion-press*"])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        let ids = entries.map { $0["id"] as? String ?? "" }
        #expect(ids == ["EBSliderMotion/motion-press", "EBSliderMotion/motion-press_env-reduce-motion"])
        for entry in entries {
            #expect(entry["kind"] as? String == "motion")
            #expect(entry["frameTimes"] as? [Double] == [0, 30, 60, 90, 120])
            #expect(entry["width"] as? Double == 366 && entry["height"] as? Double == 28, "one frame, not the strip")
        }
        let reduced = try #require(entries.last?["environment"] as? [String: Any])
        #expect(reduced["reduceMotion"] as? Bool == true)
        #expect(entries.last?["reducedMotion"] as? String == ReducedMotion.jump.rawValue)
    }
}
