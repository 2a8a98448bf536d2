import Testing

@testable import ComponentKit

/// A fact's line of ASCII and arrows is read by its bytes; it must give what reading it by its
/// characters gives, whatever the line.
@Suite struct FactLineBytesTests {
    @Test(arguments: [
        "token main.toast.default.light.bg = #0a2757  ← toast.bg ← color.blue.900  @ EBToast.tokens.json",
        "token a.b = 4px  ← x",
        "token a.b = 4px  @ T.tokens.json  ← y ← z",
        "token a.b = 4px   ← x ← y",
        "token a.b = #fff    @ ",
        "size  = 120×48",
        "draw EBToast icon = 9f2c00aa11bb22cc ×2",
        "part #1 = icon at 0,0 24×24",
        "text #1 = \"a = b\" Inter 400 12px/16px #000000 at 0,0 1×1",
        "size = 1",
        "nokind x = y",
        "token x",
        "token",
        "",
        "token a.b = é  ← x",
        "token a.b = e\u{301}  ← x",
        "text #1 = \"x \u{301} = y\"  @ F",
        "token a.b = 1  ←x",
    ])
    func aLineReadByItsBytesIsTheFactItsCharactersHold(line: String) {
        #expect(Provenance.Fact(line: Substring(line)) == Provenance.Fact(characters: Substring(line)), "\(line)")
    }

    @Test func aLineWithNoSubjectHoldsNoFact() {
        #expect(Provenance.Fact(line: "size = 1") == nil)
        #expect(Provenance.Fact(characters: "size = 1") == nil)
    }
}
