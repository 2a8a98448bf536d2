import ComponentKit
import Foundation
import SnapshotCauses
import Testing

/// The causes two provenances tell apart, one kind at a time.
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
    ]

    func causes(replacing index: Int, with line: String?) -> [FailureCause] {
        var now = recorded
        if let line { now[index] = line } else { now.remove(at: index) }
        return FailureCause.between(provenance(recorded), provenance(now))
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

    @Test func aRetargetedAliasIsNamedEvenWithTheSameValue() {
        let found = causes(replacing: 2, with: "token c.label [base] = #3C4A5C  ← palette.text  @ C.tokens.json")
        #expect(found.map(\.kind) == [.alias])
        #expect(found.first?.description == "token c.label [base] through palette.ink ← palette.base.ink → palette.text (C.tokens.json)")
    }

    @Test func aTokenReadOrNoLongerRead() {
        #expect(causes(replacing: 1, with: nil).map(\.kind) == [.tokenRemoved])
        var now = recorded
        now.insert("token c.border [base] = 1px  @ C.tokens.json", at: 2)
        #expect(FailureCause.between(provenance(recorded), provenance(now)).map(\.kind) == [.tokenAdded])
    }

    @Test func aTextAndAFrame() {
        #expect(
            causes(replacing: 4, with: #"text #1 = "4" Inter 600 12px/16px #3C4A5C at 8,4 8×16"#).map(\.description) == [
                #"text #1 "3" → "4""#
            ])
        #expect(
            causes(replacing: 4, with: #"text #1 = "3" Inter 600 12px/16px #3C4A5C at 9,4 8×16"#).map(\.description) == [
                #"frame of text #1 "3" moved 8,4 8×16 → 9,4 8×16"#
            ])
        #expect(causes(replacing: 0, with: "size image = 25×24").map(\.description) == ["frame of image moved 24×24 → 25×24"])
        #expect(causes(replacing: 5, with: #"part #1 text = "3 items" at 0,0 25×24"#).map(\.kind) == [.frame])
    }

    @Test func theSameInputsNameTheRendererAndNothingRecordedNamesNothing() {
        let same = FailureCause.between(provenance(recorded), provenance(recorded))
        #expect(same.map(\.kind) == [.renderer])
        #expect(FailureCause.between(nil, provenance(recorded)).map(\.kind) == [.unknown])
    }

    @Test func oneChangeGivesOneKeyWhateverTokensReadIt() {
        let viaLabel = causes(replacing: 2, with: "token c.label [base] = #000000  ← palette.ink ← palette.base.ink  @ C.tokens.json")
        let direct = FailureCause(
            kind: .token, subject: "other [base]", before: "#3C4A5C", after: "#000000", detail: "C.tokens.json", root: "palette.base.ink")
        #expect(FailureCause.key(for: viaLabel) == FailureCause.key(for: [direct]))
        #expect(FailureCause.key(for: viaLabel) != FailureCause.key(for: causes(replacing: 1, with: nil)))
        #expect(FailureCause.key(for: viaLabel).count == 9 && FailureCause.key(for: viaLabel).hasPrefix("c"))
    }

    /// A padding edit widens each variant differently: the frames are its effects, and every
    /// variant it reaches has the edit's key; frames alone (a drawing change) have their own.
    @Test func framesThatMovedWithAnEditedTokenAreItsEffects() {
        let padding = FailureCause(kind: .token, subject: "c.paddingX [base]", before: "6px", after: "7px", root: "c.paddingX")
        let narrow = [padding, FailureCause(kind: .frame, subject: "image", before: "26×24", after: "28×24")]
        let wide = [padding, FailureCause(kind: .frame, subject: "image", before: "36×24", after: "38×24")]
        #expect(FailureCause.key(for: narrow) == FailureCause.key(for: wide))
        #expect(FailureCause.changes(narrow) == [padding.change])
        let moved = [FailureCause(kind: .frame, subject: "image", before: "26×24", after: "28×24")]
        #expect(FailureCause.changes(moved) == ["drawing code (frames moved: image +2×+0)"])
        #expect(FailureCause.key(for: moved) != FailureCause.key(for: narrow))
    }
}
