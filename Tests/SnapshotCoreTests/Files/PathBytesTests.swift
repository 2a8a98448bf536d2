import Testing

@testable import SnapshotCore

/// Paths as the file system compares them: a key is equal to another only when their bytes are.
@Suite struct PathBytesTests {
    @Test func keysOfCanonicallyEquivalentSpellingsAreTwoKeys() {
        let composed = "Snapshots/caf\u{E9}/x.png"
        let decomposed = "Snapshots/cafe\u{301}/x.png"
        let kelvin = "Snapshots/\u{212A}it.png"
        #expect(composed == decomposed, "Swift takes them for one string")
        #expect(PathBytes.Key(composed) != PathBytes.Key(decomposed))
        #expect(PathBytes.Key(kelvin) != PathBytes.Key("Snapshots/Kit.png"))
        let keys: Set = [PathBytes.Key(composed), PathBytes.Key(decomposed), PathBytes.Key(kelvin), PathBytes.Key("Snapshots/Kit.png")]
        #expect(keys.count == 4)
        // The same bytes, from a string or a substring, are one key with one hash.
        let whole = "/p/" + composed
        let key = PathBytes.Key(whole.dropFirst(3))
        #expect(key == PathBytes.Key(composed))
        #expect(key.hashValue == PathBytes.Key(composed).hashValue)
        #expect(Set([key, PathBytes.Key(composed)]).count == 1)
        #expect(key.path.utf8.elementsEqual(composed.utf8))
    }
}
