import ComponentKit
import DesignTokens
import Foundation
import Rendering
import SnapshotCauses
import Testing

/// A cause of an image is an input whose change changed its pixels: the engine's rules, one at a
/// time, on provenance written by hand and a stub that renders and draws from what it is given.
@Suite struct CauseEngineTests {
    /// A variant of component `C`: a background token read and drawn, a tooltip padding read and
    /// not drawn, a text, and two parts (`C` itself and its `icon`).
    static let recorded = [
        "size image = 24×24",
        "token c.bg [base] = #EEF2F9  @ C.tokens.json",
        "token c.tooltip.paddingX [base] = 6px  @ C.tokens.json",
        #"text #1 = "50%" Inter 600 12px/16px #3C4A5C at 8,4 8×16"#,
        #"part #1 button = "Done" at 0,0 24×24"#,
        "draw C = 000000000000000a",
        "draw C icon = 000000000000000b",
    ]

    static func provenance(_ edits: [Int: String], base: [String] = recorded) -> Provenance {
        var lines = base
        for (index, line) in edits { lines[index] = line }
        return Provenance(text: lines.joined(separator: "\n"))
    }

    let colour = "token c.bg [base] = #EEF2FA  @ C.tokens.json"
    let padding = "token c.tooltip.paddingX [base] = 8px  @ C.tokens.json"

    /// A stub of the variant as the code now draws it: its one-pixel image is the background
    /// colour (plus `iconEdit` in blue when the icon's code changed), and its drawing digests
    /// follow the background too (the part `C` draws it); the padding is read, never drawn.
    struct Stub {
        var bg: UInt8 = 0xFA
        var iconEdit: UInt8 = 0
        var padding = "8px"

        func image(_ reversion: Reversion) -> RGBAImage {
            let blue = reversion.tokens["c.bg [base]"] == "#EEF2F9" ? 0xF9 : bg
            return RGBAImage(width: 1, height: 1, pixels: [0xEE, 0xF2, blue &+ iconEdit, 255])!
        }

        func provenance(_ reversion: Reversion) -> Provenance {
            let bgReverted = reversion.tokens["c.bg [base]"] == "#EEF2F9" || bg == 0xF9
            let paddingNow = reversion.tokens["c.tooltip.paddingX [base]"] ?? padding
            return CauseEngineTests.provenance([
                1: "token c.bg [base] = \(bgReverted ? "#EEF2F9" : "#EEF2FA")  @ C.tokens.json",
                2: "token c.tooltip.paddingX [base] = \(paddingNow)  @ C.tokens.json",
                5: "draw C = \(bgReverted ? "000000000000000a" : "00000000000000fa")",
                6: "draw C icon = \(iconEdit == 0 ? "000000000000000b" : "00000000000000ee")",
            ])
        }

        var counterfactual: Counterfactual {
            let stub = self
            return Counterfactual(
                actual: stub.image(.none), reference: { RGBAImage(width: 1, height: 1, pixels: [0xEE, 0xF2, 0xF9, 255])! },
                render: { stub.image($0) }, provenance: { stub.provenance($0) })
        }

        var now: Provenance { provenance(.none) }
    }

    @Test func aTokenReadButNotDrawnIsNoCause() {
        let stub = Stub()
        let causes = CauseEngine.causes(recorded: Self.provenance([:]), now: stub.now, counterfactual: stub.counterfactual)
        #expect(causes.map(\.subject) == ["c.bg [base]"], "\(causes)")
    }

    @Test func withoutACounterfactualEveryChangedInputIsACandidate() {
        let causes = CauseEngine.causes(recorded: Self.provenance([:]), now: Self.provenance([1: colour, 2: padding]))
        #expect(Set(causes.map(\.subject)) == ["c.bg [base]", "c.tooltip.paddingX [base]"])
    }

    @Test func aTokenAndADrawingEditInOneImageAreBothNamed() {
        let stub = Stub(iconEdit: 1)
        let causes = CauseEngine.causes(recorded: Self.provenance([:]), now: stub.now, counterfactual: stub.counterfactual)
        #expect(
            FailureCause.changes(causes) == ["drawing code: C, part icon", "token c.bg #EEF2F9 → #EEF2FA (C.tokens.json)"], "\(causes)")
        // The drawing edit alone is the new code with the token reverted; the token cannot be shown alone.
        let drawing = FailureCause.DrawingChange(component: "C", part: "icon")
        let drawingKey = FailureCause.drawing(drawing).changeKey
        #expect(CauseEngine.reversion(showing: drawingKey, among: causes)?.tokens == ["c.bg [base]": "#EEF2F9"])
        let tokenKey = causes.first { $0.kind == .token }!.changeKey
        #expect(CauseEngine.reversion(showing: tokenKey, among: causes) == nil)
    }

    @Test func aPartTheTokensRedrawIsNoDrawingEdit() {
        // The background's part digest changes with the token alone: reverted, it is as recorded.
        let stub = Stub()
        let causes = CauseEngine.causes(recorded: Self.provenance([:]), now: stub.now, counterfactual: stub.counterfactual)
        #expect(!causes.contains { $0.kind == .drawing }, "\(causes)")
    }

    @Test func aDrawingEditAloneIsNamedByComponentAndPart() {
        let stub = Stub(bg: 0xF9, iconEdit: 1, padding: "6px")
        let causes = CauseEngine.causes(recorded: Self.provenance([:]), now: stub.now, counterfactual: stub.counterfactual)
        #expect(causes.map(\.description) == ["drawing code: C, part icon (its drawing changed)"])
    }

    @Test func twoDrawingEditsInTwoComponentsNeverShareAKey() {
        let toast = [
            "size image = 24×24", "draw Toast = 0000000000000001", "draw Toast icon = 0000000000000002",
        ]
        let slider = [
            "size image = 24×24", "draw Slider = 0000000000000003", "draw Slider knob = 0000000000000004",
        ]
        let toastEdit = CauseEngine.causes(
            recorded: Self.provenance([:], base: toast), now: Self.provenance([2: "draw Toast icon = 00000000000000ff"], base: toast))
        let sliderEdit = CauseEngine.causes(
            recorded: Self.provenance([:], base: slider), now: Self.provenance([2: "draw Slider knob = 00000000000000ff"], base: slider))
        #expect(FailureCause.changeKeys(toastEdit) != FailureCause.changeKeys(sliderEdit))
        // The same toast edit in a screen that draws a toast: the same key.
        let screen = [
            "size image = 375×200", "draw Screen = 0000000000000005", "draw Toast = 0000000000000001",
            "draw Toast icon = 0000000000000002 ×2",
        ]
        let inScreen = CauseEngine.causes(
            recorded: Self.provenance([:], base: screen), now: Self.provenance([3: "draw Toast icon = 00000000000000fe ×2"], base: screen))
        #expect(FailureCause.changeKeys(inScreen) == FailureCause.changeKeys(toastEdit))
    }

    @Test func aRenameIsNeverAnImagesCause() {
        let before = ["size image = 24×24", "token c.fill [base] = #112233  @ C.tokens.json", "draw C = 0000000000000001"]
        let after = ["size image = 24×24", "token c.trackFill [base] = #112233  @ C.tokens.json", "draw C = 0000000000000002"]
        let radius = ["token c.radius [base] = 4px  @ C.tokens.json", "token c.radius [base] = 6px  @ C.tokens.json"]
        let recorded = Provenance(text: (before + [radius[0]]).joined(separator: "\n"))
        let now = Provenance(text: (after + [radius[1]]).joined(separator: "\n"))
        // Reverting the radius gives the recorded drawing: the radius is the one cause.
        let reverted = Provenance(text: (after.dropLast() + ["draw C = 0000000000000001", radius[0]]).joined(separator: "\n"))
        let counterfactual = Counterfactual(
            actual: nil, render: { _ in RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 0])! }, provenance: { _ in reverted })
        let causes = CauseEngine.causes(recorded: recorded, now: now, counterfactual: counterfactual)
        #expect(FailureCause.changes(causes) == ["token c.radius 4px → 6px (C.tokens.json)"], "\(causes)")
        // The listing holds both, and each can be shown alone in words.
        let listing = CauseEngine.listingCauses(recorded: recorded, now: now, counterfactual: counterfactual)
        #expect(FailureCause.changes(listing).count == 2, "\(listing)")
        let renameKey = listing.first { $0.kind == .tokenRenamed }!.changeKey
        let radiusKey = listing.first { $0.kind == .token }!.changeKey
        let radiusAlone = CauseEngine.facts(showing: radiusKey, among: listing, reverted: now, recorded: recorded)
        #expect(radiusAlone.tokens.keys.sorted() == ["c.fill [base]", "c.radius [base]"])
        #expect(radiusAlone.tokens["c.radius [base]"]?.value == "6px")
        let renameAlone = CauseEngine.facts(showing: renameKey, among: listing, reverted: reverted, recorded: recorded)
        #expect(renameAlone.tokens.keys.sorted() == ["c.radius [base]", "c.trackFill [base]"])
        #expect(renameAlone.tokens["c.radius [base]"]?.value == "4px")
    }

    @Test func pixelsNoInputExplainsAreNamedAsSuch() {
        // The token reverted, the drawing is as recorded: equal drawings prove equal pixels, so
        // nothing else is looked for (no render).
        let stub = Stub()
        var counterfactual = stub.counterfactual
        counterfactual.reference = { RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 255])! }
        counterfactual.render = { _ in
            Issue.record("a drawing as recorded needs no render"); return stub.image(.none)
        }
        #expect(CauseEngine.causes(recorded: Self.provenance([:]), now: stub.now, counterfactual: counterfactual).map(\.kind) == [.token])
        // Recorded before drawings were: the token reverted, the render is not the reference.
        let untraced = Provenance(facts: Self.provenance([:]).facts.filter { $0.kind != .draw })
        var rendering = stub.counterfactual
        rendering.reference = { RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 255])! }
        let causes = CauseEngine.causes(recorded: untraced, now: stub.now, counterfactual: rendering)
        #expect(causes.map(\.kind) == [.token, .unexplained], "\(causes)")
        // The renderer changed: no drawing proves the pixels; the render names it.
        let font = RendererChange([
            RendererFingerprint.Difference(field: "font Inter-Bold.otf", current: "b", recorded: "a", knownToChangePixels: true)
        ])
        let withFont = CauseEngine.causes(recorded: Self.provenance([:]), now: stub.now, renderer: font, counterfactual: rendering)
        #expect(withFont.map(\.kind) == [.token, .renderer])
    }

    @Test func framesMovedByNothingAreTheComponentsLayoutCode() {
        let moved = CauseEngine.causes(recorded: Self.provenance([:]), now: Self.provenance([4: #"part #1 button = "Done" at 0,1 24×24"#]))
        #expect(FailureCause.changes(moved) == ["layout code: C (frames moved: part button +0,+1)"])
    }

    @Test func aTextEditIsGroupedByTheEditAndCanBeReverted() {
        let fifty = CauseEngine.causes(
            recorded: Self.provenance([:]), now: Self.provenance([3: #"text #1 = "50 %" Inter 600 12px/16px #3C4A5C at 8,4 8×16"#]))
        #expect(FailureCause.changes(fifty) == [#"text edited: "%" → " %""#])
        #expect(FailureCause.reversion(of: fifty).texts == ["50 %": "50%"])
    }

    @Test func sameInputsAndDrawingNameTheRendererOrTheRasterization() {
        #expect(CauseEngine.causes(recorded: Self.provenance([:]), now: Self.provenance([:])).map(\.kind) == [.unexplained])
        #expect(CauseEngine.causes(recorded: nil, now: Self.provenance([:])).map(\.kind) == [.unknown])
    }
}
