import Foundation
import Testing

@testable import DesignTokens

@Suite struct TokenFuzzTests {
    @Test func loaderSurvivesMutatedTables() {
        let seed = Array(
            ##"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [0.9, 0.5, 1]}, "$extensions": {"modes": {"dark": "{c.b}"}}}, "b": {"$value": "{c.a}"}}, "t": {"$type": "typography", "$value": {"fontFamily": "X", "fontWeight": 600, "fontSize": {"value": 12, "unit": "px"}, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3}}}"##
                .utf8)
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = Array(##"{}[]":,$#{}.0123456789abcdefAEFtruenl "##.utf8)
        var loaded = 0, refused = 0
        for _ in 0..<500 {
            var bytes = seed
            for _ in 0..<(1 + next(6)) {
                let index = next(bytes.count)
                switch next(3) {
                case 0: bytes[index] = alphabet[next(alphabet.count)]
                case 1: bytes.remove(at: index)
                default: bytes.insert(alphabet[next(alphabet.count)], at: index)
                }
            }
            do {
                _ = try TokenTable(json: Data(bytes), source: "fuzz.tokens.json")
                loaded += 1
            } catch {
                // Typed throws: every refusal is a TokenError, naming the file.
                #expect(error.description.hasPrefix("fuzz.tokens.json"), "\(error)")
                refused += 1
            }
        }
        // Both outcomes happen: some mutations still parse (a changed digit), most are refused.
        #expect(refused > 0 && loaded > 0, "loaded \(loaded), refused \(refused)")
    }
}
