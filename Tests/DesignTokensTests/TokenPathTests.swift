import Testing

@testable import DesignTokens

@Suite struct TokenPathTests {
    @Test func bothSpellingsNameTheSameTokenAndHashAlike() {
        let slashed = TokenPath("counter/color/empty/bg"), dotted = TokenPath(dotted: "counter.color.empty.bg")
        #expect(slashed == dotted)
        #expect(slashed.hashValue == dotted.hashValue)
        #expect(Set([slashed, dotted]).count == 1)
        #expect(slashed.dotted == "counter.color.empty.bg")
        #expect(slashed.description == "counter/color/empty/bg")
    }

    @Test func pathsThatDifferAreNotEqual() {
        #expect(TokenPath("a/b") != TokenPath("a/c"))
        #expect(TokenPath("a/b") != TokenPath("a/b/c"))
        #expect(TokenPath("a/b").appending("c") == TokenPath("a.b.c"))
        #expect(Set([TokenPath("a/b"), TokenPath("a/c"), TokenPath("b/a")]).count == 3)
    }

    /// A slash inside an alias's dotted segment stays part of the name; splitting is by bytes, so
    /// a name with characters beyond ASCII keeps them whole.
    @Test func segmentsSplitOnlyOnTheirSeparators() {
        #expect(TokenPath(dotted: "my/group.token").segments == ["my/group", "token"])
        #expect(TokenPath(dotted: "a..b").segments == ["a", "", "b"])
        #expect(TokenPath("größe/ränder.klein").segments == ["größe", "ränder", "klein"])
        #expect(TokenPath("/a//b/").segments == ["a", "b"])
    }

    /// The byte loop splits as `split(whereSeparator:)` does, empty segments dropped, on odd input.
    @Test(arguments: ["", "/", "./.", "a", "a.", ".a", "a/./b", "..a..b..", "é/", "x/👩‍👩‍👧.y", "a b/c\td"])
    func slashedPathsSplitAsTheStandardSplitDoes(text: String) {
        let split = text.utf8.split(whereSeparator: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ".") }).map {
            String(Substring($0))
        }
        #expect(TokenPath(text).segments == split)
    }
}
