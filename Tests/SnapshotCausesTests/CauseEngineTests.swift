import ComponentKit
import DesignTokens
import Foundation
import Rendering
import SnapshotCauses
import Testing

/// A cause is an input whose change changed the pixels: the engine's rules, one at a time, on
/// provenance written by hand and images that a stub renders from the tokens it is given.
@Suite struct CauseEngineTests {
    static let recorded = [
        "size image = 24×24",
        "token c.bg [base] = #EEF2F9  @ C.tokens.json",
        "token c.tooltip.paddingX [base] = 6px  @ C.tokens.json",
        #"text #1 = "50%" Inter 600 12px/16px #3C4A5C at 8,4 8×16"#,
        #"part #1 button = "Done" at 0,0 24×24"#,
    ]

    func provenance(_ edits: [Int: String]) -> Provenance {
        var lines = Self.recorded
        for (index, line) in edits { lines[index] = line }
        return Provenance(text: lines.joined(separator: "\n"))
    }

    /// A one-pixel image whose colour is what `c.bg` reads under the overrides (tooltip padding is
    /// read but draws nothing), plus `extra` in its blue channel: a change no token explains.
    func counterfactual(bg: UInt8, extra: UInt8 = 0, reference: UInt8 = 0xF9) -> Counterfactual {
        @Sendable func image(_ blue: UInt8) -> RGBAImage {
            RGBAImage(width: 1, height: 1, pixels: [0xEE, 0xF2, blue, 255])!
        }
        return Counterfactual(
            actual: image(bg &+ extra), reference: { image(reference) },
            render: { overrides in
                let reverted = overrides.values["c.bg [base]"] == "#EEF2F9"
                return image((reverted ? 0xF9 : bg) &+ extra)
            })
    }

    let colour = "token c.bg [base] = #EEF2FA  @ C.tokens.json"
    let padding = "token c.tooltip.paddingX [base] = 8px  @ C.tokens.json"

    @Test func aTokenReadButNotDrawnIsNoCause() {
        let causes = CauseEngine.causes(
            recorded: provenance([:]), now: provenance([1: colour, 2: padding]), counterfactual: counterfactual(bg: 0xFA))
        #expect(causes.map(\.subject) == ["c.bg [base]"], "\(causes)")
    }

    @Test func withoutACounterfactualEveryChangedInputIsACandidate() {
        let causes = CauseEngine.causes(recorded: provenance([:]), now: provenance([1: colour, 2: padding]))
        #expect(Set(causes.map(\.subject)) == ["c.bg [base]", "c.tooltip.paddingX [base]"])
    }

    @Test func twoCausesInOneImageAreBothKept() {
        // Both tokens now draw: a stub whose image depends on both.
        let both = Counterfactual(
            actual: RGBAImage(width: 1, height: 1, pixels: [1, 1, 1, 255])!, reference: { nil },
            render: { overrides in RGBAImage(width: 1, height: 1, pixels: [overrides.values.isEmpty ? 1 : 2, 1, 1, 255])! })
        let causes = CauseEngine.causes(recorded: provenance([:]), now: provenance([1: colour, 2: padding]), counterfactual: both)
        #expect(Set(FailureCause.changeKeys(causes)).count == 2)
    }

    @Test func pixelsTheTokensDoNotExplainAreDrawingCode() {
        let causes = CauseEngine.causes(
            recorded: provenance([:]), now: provenance([1: colour, 2: padding]), counterfactual: counterfactual(bg: 0xFA, extra: 1))
        #expect(causes.map(\.kind) == [.token, .drawing], "\(causes)")
        #expect(causes.last?.description.hasPrefix("drawing code (") == true)
    }

    @Test func aFontChangeThatMovesFramesIsOneRendererGroup() {
        let font = RendererChange([
            RendererFingerprint.Difference(field: "font Inter-Bold.otf", current: "b", recorded: "a", knownToChangePixels: true)
        ])
        let one = CauseEngine.causes(
            recorded: provenance([:]), now: provenance([3: #"text #1 = "50%" Inter 600 12px/16px #3C4A5C at 7.5,4 9×16"#]), renderer: font)
        let other = CauseEngine.causes(
            recorded: provenance([:]), now: provenance([3: #"text #1 = "50%" Inter 600 12px/16px #3C4A5C at 7,4 10×16"#]), renderer: font)
        #expect(one.first?.kind == .renderer && one.first?.description == "the renderer (Inter-Bold.otf changed: a → b)")
        #expect(FailureCause.changeKeys(one) == FailureCause.changeKeys(other), "one group whatever each text's width")
    }

    @Test func aCodeChangeThatMovesAPartIsGroupedByHowItMoved() {
        let moved = CauseEngine.causes(recorded: provenance([:]), now: provenance([4: #"part #1 button = "Done" at 0,1 24×24"#]))
        var elsewhere = Self.recorded
        elsewhere[4] = #"part #1 button = "Later" at 30,5 24×24"#
        var elsewhereMoved = elsewhere
        elsewhereMoved[4] = #"part #1 button = "Later" at 30,6 24×24"#
        let other = CauseEngine.causes(
            recorded: Provenance(text: elsewhere.joined(separator: "\n")), now: Provenance(text: elsewhereMoved.joined(separator: "\n")))
        #expect(FailureCause.changes(moved) == ["drawing code (frames moved: part button +0,+1)"])
        #expect(FailureCause.changeKeys(moved) == FailureCause.changeKeys(other))
    }

    @Test func aTextEditIsGroupedByTheEdit() {
        let fifty = CauseEngine.causes(
            recorded: provenance([:]), now: provenance([3: #"text #1 = "50 %" Inter 600 12px/16px #3C4A5C at 8,4 8×16"#]))
        var hundred = Self.recorded
        hundred[3] = #"text #1 = "100%" Inter 600 12px/16px #3C4A5C at 8,4 8×16"#
        var hundredAfter = hundred
        hundredAfter[3] = #"text #1 = "100 %" Inter 600 12px/16px #3C4A5C at 8,4 8×16"#
        let other = CauseEngine.causes(
            recorded: Provenance(text: hundred.joined(separator: "\n")), now: Provenance(text: hundredAfter.joined(separator: "\n")))
        #expect(FailureCause.changes(fifty) == [#"text edited: "%" → " %""#])
        #expect(FailureCause.changeKeys(fifty) == FailureCause.changeKeys(other))
    }

    @Test func sameInputsNameTheRendererOrTheCode() {
        #expect(CauseEngine.causes(recorded: provenance([:]), now: provenance([:])).map(\.kind) == [.renderer])
        #expect(CauseEngine.causes(recorded: nil, now: provenance([:])).map(\.kind) == [.unknown])
    }
}
