import ComponentKit
import EBComponents
import EndToEndSupport
import Foundation
import Testing

/// A motion's timing tokens are causes like any other: an edit to the slider's release fails the
/// release's references alone, each naming the token.
extension CauseTests {
    /// The failed entries of a verify of `EBSliderMotion/` with `edit` applied to the slider's table:
    /// id → the subjects of its causes.
    func failedSliderMotion(editing edit: (String) -> String) throws -> (failed: [String: [String]], package: URL) {
        let package = try temporaryPackage(components: ["EBSliderMotion"])
        let tokens = try editedTokens(in: package, table: "EBSlider.tokens.json", edit: edit)
        let catalog = Catalog(Catalog.eb.components.filter { $0.name == "EBSliderMotion" })
        let output = try CLIRunner.run(["verify", "--filter", "EBSliderMotion/", "--tokens", tokens.path], in: package, catalog: catalog)
        #expect(output.status == 1, "\(output.stderr)")
        var failed: [String: [String]] = [:]
        for entry in try lastRunEntries(in: package) where entry["status"] as? String == "failed" {
            let causes = (entry["cause"] as? [String: Any])?["causes"] as? [[String: Any]] ?? []
            failed[entry["id"] as? String ?? ""] = causes.map { "\($0["kind"] as? String ?? "") \($0["subject"] as? String ?? "")" }
        }
        return (failed, package)
    }

    /// The fade's delay, a second → 1.5 s: the hold before the fade is drawn as space in the
    /// strips (100 pt to the second), so both release strips and their animations fail (and the
    /// sheet that shows them, and the release's lines in the listings that give times and
    /// tokens), each naming the token alone, with one key; the press and tap-jump pass. The
    /// command that accepts that key makes the run green, animations included.
    @Test func aLaterFadeFailsTheReleaseStripsAloneNamingTheDelaysToken() throws {
        let (failed, package) = try failedSliderMotion {
            $0.replacingOccurrences(
                of: "\"delay\": {\n              \"value\": 1000,", with: "\"delay\": {\n              \"value\": 1500,")
        }
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(
            Set(failed.keys) == [
                "EBSliderMotion/motion-release", "EBSliderMotion/motion-release_env-reduce-motion", "EBSliderMotion/contact-sheet@1x.png",
                "EBSliderMotion/variants.txt", "EBSliderMotion/provenance.txt", "EBSliderMotion/motion-release@2x.animated.png",
                "EBSliderMotion/motion-release_env-reduce-motion@2x.animated.png",
            ], "\(failed.keys.sorted())")
        // The token is each file's one change; a strip also says its frame grew (an effect, not a change).
        for (id, causes) in failed {
            #expect(causes.filter { $0 != "frame image" } == ["token slider.motion.release.tooltip [base]"], "\(id): \(causes)")
        }
        // One change across the five files: one key to accept them with.
        let keys = Set(
            try lastRunEntries(in: package).compactMap { entry -> String? in
                entry["status"] as? String == "failed" ? (entry["cause"] as? [String: Any])?["key"] as? String : nil
            })
        #expect(keys.count == 1, "\(keys)")
        // The animation says it is its strip's change, with the hold's new delay (880 → 1380 ms).
        let animation = try #require(
            try lastRunEntries(in: package).first { $0["id"] as? String == "EBSliderMotion/motion-release@2x.animated.png" })
        let message = animation["message"] as? String ?? ""
        #expect(message.contains("changes with its strip") && message.contains("880") && message.contains("1380"), "\(message)")
        // The listings' lines that changed are the release's alone: its times, its hold and its token.
        let times = try changedLines(in: package, "EBSliderMotion/variants.txt")
        // Each strip's line with its new width and times, the span line and the hold line both share.
        #expect(times.count == 4 && times.allSatisfy { $0.contains("1500") || $0.contains("1380 ms") }, "\(times)")
        #expect(times.contains("  held 1380 ms between 120 and 1500 ms: drawn as 138 pt of space"), "\(times)")
        let tokens = try changedLines(in: package, "EBSliderMotion/provenance.txt")
        let line = "  token slider.motion.release.tooltip [base] = 200ms cubic-bezier(0.42, 0, 1, 1) 1500ms  @ EBSlider.tokens.json"
        #expect(tokens.contains(line), "\(tokens)")
        try acceptTheOneKey(keys, in: package)
    }

    /// Approves `keys`' one change and verifies again with the same tokens: everything passes,
    /// the strips' animations included.
    func acceptTheOneKey(_ keys: Set<String>, in package: URL) throws {
        let catalog = Catalog(Catalog.eb.components.filter { $0.name == "EBSliderMotion" })
        let tokens = package.appendingPathComponent("tokens").path
        let approved = try CLIRunner.run(["approve", "--cause", try #require(keys.first)], in: package, catalog: catalog)
        #expect(approved.status == 0 && approved.stdout.contains("motion-release@2x.animated.png"), "\(approved.stdout)\(approved.stderr)")
        let again = try CLIRunner.run(["verify", "--filter", "EBSliderMotion/", "--tokens", tokens], in: package, catalog: catalog)
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
    }

    /// The lines of the text `reference` as the failed run wrote it (its `.actual.txt` artifact)
    /// that the recorded one lacks, each once.
    func changedLines(in package: URL, _ reference: String) throws -> [String] {
        let recorded = try String(contentsOf: package.appendingPathComponent("Snapshots/\(reference)"), encoding: .utf8)
        let artifact = "snapshot-output/artifacts/" + reference.dropLast(".txt".count) + ".actual.txt"
        let actual = try String(contentsOf: package.appendingPathComponent(artifact), encoding: .utf8)
        let old = Set(recorded.split(separator: "\n"))
        var seen = Set<Substring>()
        return actual.split(separator: "\n").filter { !old.contains($0) && seen.insert($0).inserted }.map(String.init)
    }

    /// The fade's curve, ease-in → linear: the frames inside the fade change, so the release's
    /// strip and its animation fail (with the contact sheet that shows it and its provenance),
    /// naming the token; its reduced-motion strip has no fade and passes, and so does its animation.
    @Test func anotherFadeCurveFailsTheReleaseStripNamingItsToken() throws {
        let (failed, package) = try failedSliderMotion {
            $0.replacingOccurrences(
                of: "\"value\": 1000,\n              \"unit\": \"ms\"\n            },\n            \"timingFunction\": [0.42, 0, 1, 1]",
                with: "\"value\": 1000,\n              \"unit\": \"ms\"\n            },\n            \"timingFunction\": [0, 0, 1, 1]")
        }
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(
            Set(failed.keys) == [
                "EBSliderMotion/motion-release", "EBSliderMotion/provenance.txt", "EBSliderMotion/contact-sheet@1x.png",
                "EBSliderMotion/motion-release@2x.animated.png",
            ], "\(failed.keys.sorted())")
        for (id, causes) in failed { #expect(causes.contains("token slider.motion.release.tooltip [base]"), "\(id): \(causes)") }
    }
    /// The fade's delay and the tooltip's colour edited at once: the release strips hold both
    /// changes, and so do their animations, each with a file of each change alone. Accepting the
    /// delay writes each strip and its animation with the delay alone (the old colour), so the
    /// next verify fails them with the colour alone; accepting that makes the run green.
    @Test func theDelayAndAColourAreAcceptedApartWithTheAnimations() throws {
        let (_, package) = try failedSliderMotion {
            $0.replacingOccurrences(
                of: "\"delay\": {\n              \"value\": 1000,", with: "\"delay\": {\n              \"value\": 1500,"
            ).replacingOccurrences(
                of: "\"components\": [0, 0.3608, 0.898],\n            \"hex\": \"#005ce5\"",
                with: "\"components\": [0.75, 0.2196, 0.1882],\n            \"hex\": \"#bf3830\"")
        }
        defer { try? FileManager.default.removeItem(at: package) }
        let catalog = Catalog(Catalog.eb.components.filter { $0.name == "EBSliderMotion" })
        let animation = "EBSliderMotion/motion-release@2x.animated.png"
        func entry(_ id: String) throws -> [String: Any] {
            try #require(try lastRunEntries(in: package).first { $0["id"] as? String == id })
        }
        func changes(_ id: String) throws -> [String: String] {
            let cause = try entry(id)["cause"] as? [String: Any]
            let list = cause?["changes"] as? [[String: Any]] ?? []
            return Dictionary(uniqueKeysWithValues: list.map { ($0["key"] as? String ?? "", $0["summary"] as? String ?? "") })
        }
        let both = try changes(animation)
        let stripChanges = try changes("EBSliderMotion/motion-release")
        #expect(both.count == 2 && stripChanges == both, "\(both)")
        let partials = try entry(animation)["partials"] as? [String: Any] ?? [:]
        #expect(Set(partials.keys) == Set(both.keys), "a file of each change alone")
        let delay = try #require(both.first { $0.value.contains("slider.motion.release.tooltip") }?.key)
        let colour = try #require(both.first { $0.key != delay }?.key)
        let tokens = package.appendingPathComponent("tokens").path
        let first = try CLIRunner.run(["approve", "--cause", delay], in: package, catalog: catalog)
        #expect(first.status == 0 && first.stdout.contains(animation), "\(first.stdout)\(first.stderr)")
        let between = try CLIRunner.run(["verify", "--filter", "EBSliderMotion/", "--tokens", tokens], in: package, catalog: catalog)
        #expect(between.status == 1)
        let left = try changes(animation)
        #expect(left.keys.sorted() == [colour], "the colour is the animation's one change left: \(left)")
        let second = try CLIRunner.run(["approve", "--cause", colour], in: package, catalog: catalog)
        #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
        let again = try CLIRunner.run(["verify", "--filter", "EBSliderMotion/", "--tokens", tokens], in: package, catalog: catalog)
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
    }
}
