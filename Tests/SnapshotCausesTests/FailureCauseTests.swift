import ComponentKit
import Foundation
import Rendering
import SnapshotCauses
import Testing

/// The changes two provenances tell apart, one kind at a time (a listing's lines: every fact
/// that differs is a change).
@Suite struct FailureCauseTests {
    func provenance(_ lines: [String]) -> Provenance {
        Provenance(text: lines.joined(separator: "\n"))
    }

    let recorded = [
        "size image = 24×24",
        "token c.bg [base] = #EEF2F9  @ C.tokens.json",
        "token c.label [base] = #3C4A5C  ← palette.ink ← palette.base.ink  @ C.tokens.json",
        "token c.type [base] = 600 12px/16px Inter letter-spacing 0px  @ C.tokens.json",
        #"text #1 = "3" Inter 600 12px/16px #3C4A5C at 8,4 8×16"#,
        #"part #1 text = "3 items" at 0,0 24×24"#,
        "draw C = 00000000000000aa",
        "draw C label = 00000000000000bb",
    ]

    func causes(replacing index: Int, with line: String?, in lines: [String]? = nil) -> [FailureCause] {
        var now = lines ?? recorded
        if let line { now[index] = line } else { now.remove(at: index) }
        return CauseEngine.listingCauses(recorded: provenance(lines ?? recorded), now: provenance(now))
    }

    @Test func aColourNamesTheTokenAndTheTokenItIsWrittenIn() {
        let found = causes(replacing: 2, with: "token c.label [base] = #3C4A5D  ← palette.ink ← palette.base.ink  @ C.tokens.json")
        #expect(found.map(\.kind) == [.token])
        #expect(found.first?.description == "token c.label [base] #3C4A5C → #3C4A5D (written in palette.base.ink, C.tokens.json)")
        #expect(found.first?.change == "token palette.base.ink #3C4A5C → #3C4A5D (C.tokens.json)")
    }

    @Test func aTypographyMemberIsTheTypographyTokensValue() {
        let found = causes(replacing: 3, with: "token c.type [base] = 600 13px/16px Inter letter-spacing 0px  @ C.tokens.json")
        #expect(
            found.map(\.description) == [
                "token c.type [base] 600 12px/16px Inter letter-spacing 0px → 600 13px/16px Inter letter-spacing 0px (C.tokens.json)"
            ])
    }

    @Test func aRetargetedAliasIsOneChangeNamedByTheAliasThatMoved() {
        let same = causes(replacing: 2, with: "token c.label [base] = #3C4A5C  ← palette.ink ← palette.text  @ C.tokens.json")
        #expect(same.map(\.kind) == [.alias])
        #expect(FailureCause.changes(same) == ["token palette.ink retargeted {palette.base.ink} → {palette.text} (C.tokens.json)"])
        // With the value: the alias and the value are one change, one key.
        let moved = causes(replacing: 2, with: "token c.label [base] = #000000  ← palette.ink ← palette.text  @ C.tokens.json")
        #expect(Set(moved.map(\.kind)) == [.token, .alias])
        #expect(FailureCause.changes(moved) == FailureCause.changes(same))
    }

    @Test func aTokenReadOrNoLongerRead() {
        #expect(causes(replacing: 1, with: nil).map(\.kind) == [.tokenRemoved])
        var now = recorded
        now.insert("token c.border [base] = 1px  @ C.tokens.json", at: 2)
        #expect(CauseEngine.listingCauses(recorded: provenance(recorded), now: provenance(now)).map(\.kind) == [.tokenAdded])
    }

    @Test func aRenameIsOneChangeWhateverReadsThroughIt() {
        let before = [
            "size image = 24×24",
            "token c.fill [base] = #112233  @ C.tokens.json",
            "token c.fill [dark] = #445566  @ C.tokens.json",
            "token c.knob [base] = #112233  ← c.fill  @ C.tokens.json",
        ]
        let after = [
            "size image = 24×24",
            "token c.knob [base] = #112233  ← c.trackFill  @ C.tokens.json",
            "token c.trackFill [base] = #112233  @ C.tokens.json",
            "token c.trackFill [dark] = #445566  @ C.tokens.json",
        ]
        let found = CauseEngine.listingCauses(recorded: provenance(before), now: provenance(after))
        #expect(FailureCause.changes(found) == ["token renamed c.fill → c.trackFill (value unchanged) (C.tokens.json)"], "\(found)")
        // Another value in one mode is no rename: a read and an unread.
        var otherDark = after
        otherDark[3] = "token c.trackFill [dark] = #445567  @ C.tokens.json"
        let kinds = Set(CauseEngine.listingCauses(recorded: provenance(before), now: provenance(otherDark)).map(\.kind))
        #expect(kinds.isSuperset(of: [.tokenAdded, .tokenRemoved]) && !kinds.contains(.tokenRenamed))
    }

    @Test func aTextAndAFrame() {
        #expect(
            causes(replacing: 4, with: #"text #1 = "4" Inter 600 12px/16px #3C4A5C at 8,4 8×16"#).map(\.description) == [
                #"text #1 "3" → "4""#
            ])
        let moved = causes(replacing: 4, with: #"text #1 = "3" Inter 600 12px/16px #3C4A5C at 9,4 8×16"#)
        #expect(moved.map(\.kind) == [.layout, .frame], "frames moved by nothing are layout code")
        #expect(moved.first?.description == "layout code: C (frames moved: text +1,+0)")
        #expect(causes(replacing: 5, with: #"part #1 text = "3 items" at 0,0 25×24"#).map(\.kind) == [.layout, .frame])
    }

    @Test func aDrawingDigestNamesTheComponentAndPart() {
        let found = causes(replacing: 7, with: "draw C label = 00000000000000cc")
        #expect(found.map(\.description) == ["drawing code: C, part label (its drawing changed)"])
        #expect(causes(replacing: 6, with: "draw C = 00000000000000cc").map(\.change) == ["drawing code: C"])
    }

    @Test func theRendererAndNothingRecorded() {
        let font = RendererChange([
            RendererFingerprint.Difference(field: "font Inter-Bold.otf", current: "b", recorded: "a", knownToChangePixels: true)
        ])
        let moved = recorded.enumerated().map { $0 == 4 ? #"text #1 = "3" Inter 600 12px/16px #3C4A5C at 7,4 9×16"# : $1 }
        let found = CauseEngine.listingCauses(recorded: provenance(recorded), now: provenance(moved), renderer: font)
        #expect(found.first?.description == "the renderer (Inter-Bold.otf changed: a → b)")
        #expect(CauseEngine.causes(recorded: nil, now: provenance(recorded)).map(\.kind) == [.unknown])
    }

    @Test func oneChangeGivesOneKeyWhateverTokensReadIt() {
        let viaLabel = causes(replacing: 2, with: "token c.label [base] = #000000  ← palette.ink ← palette.base.ink  @ C.tokens.json")
        let direct = FailureCause(
            kind: .token, subject: "other [base]", before: "#3C4A5C", after: "#000000", detail: "C.tokens.json", root: "palette.base.ink")
        #expect(FailureCause.key(for: viaLabel) == FailureCause.key(for: [direct]))
        #expect(FailureCause.key(for: viaLabel) != FailureCause.key(for: causes(replacing: 1, with: nil)))
    }

    @Test func everyKindSurvivesTheManifest() throws {
        let causes: [FailureCause] = [
            .token(.init(subject: "a [base]", before: "1px", after: "2px", file: "A.tokens.json", root: "b", retarget: nil)),
            .token(
                .init(
                    subject: "a [base]", before: "1px", after: "2px", file: nil, root: "b",
                    retarget: .init(token: "b", from: "c", to: "d"))),
            .tokenRead(.init(subject: "a [dark]", value: "#000000", file: "A.tokens.json")),
            .tokenUnread(.init(subject: "a [dark]", value: "#000000", file: nil)),
            .tokenRenamed(.init(from: "a.b", to: "a.c", file: "A.tokens.json")),
            .alias(.init(subject: "a [base]", before: ["b"], after: ["c"], file: nil, change: "token a retargeted {b} → {c}")),
            .text(.init(subject: "text #1", before: #""50%""#, after: #""50 %""#)),
            .frame(.init(subject: "image", before: "24×24", after: "25×24")),
            .drawing(.init(component: "EBToast", part: "icon")), .drawing(.init(component: "EBToast", part: nil)),
            .layout(.init(component: "EBToast", moves: ["text +0,+1", "image +1×+0"])), .renderer("pango 1.50 → 1.52"),
            .unexplained("nothing"), .sheet(page: "A/contact-sheet@1x.png", note: nil),
            .variants(.init(component: "A", added: ["x", "y"], removed: ["z"], renamed: [], newValues: ["size: xl"])), .unknown(nil),
            .unknown("refused"),
        ]
        let decoded = try JSONDecoder().decode([FailureCause].self, from: JSONEncoder().encode(causes))
        #expect(decoded == causes)
        #expect(Set(causes.map(\.kind)).count == 14, "every kind once at least")
    }
}
