import Foundation
import Testing

@testable import Rendering

@Suite struct RendererFingerprintTests {
    @Test func recordsTheDrawingPolicyAndPixman() throws {
        let fingerprint = try RendererFingerprint.current(fonts: sharedFonts, scale: 2)
        #expect(fingerprint.textMode == "outlines")
        #expect(fingerprint.drawingPolicy == "fills")
        #expect(fingerprint.pixman.split(separator: ".").count == 3)
        #expect(fingerprint.fonts.keys.contains("Inter-SemiBold.otf"))
        let decoded = try JSONDecoder().decode(RendererFingerprint.self, from: JSONEncoder().encode(fingerprint))
        #expect(decoded == fingerprint)
    }

    @Test func aFingerprintFromBeforeThePolicyReadsAsUnrecorded() throws {
        let old = """
            {"cairo": "1.16.0", "fontconfig": "2.14.1", "fonts": {"Inter-Regular.otf": "b721255871cf9491"}, "freetype": "2.12.1",
             "harfbuzz": "6.0.0", "libpng": "1.6.39", "pango": "1.50.12", "rasterOptions": "antialias=gray", "scale": 2}
            """
        let recorded = try JSONDecoder().decode(RendererFingerprint.self, from: Data(old.utf8))
        #expect(recorded.textMode == "unrecorded" && recorded.drawingPolicy == "unrecorded" && recorded.pixman == "unrecorded")
        let fields = try RendererFingerprint.current(fonts: sharedFonts, scale: 2).differences(from: recorded).map(\.field)
        #expect(fields.contains("text mode") && fields.contains("drawing policy"))
    }

    @Test func differencesKnownToChangePixelsComeFirst() throws {
        let current = try RendererFingerprint.current(fonts: sharedFonts, scale: 2)
        var recorded = current
        recorded.libpng = "0.0.1"
        recorded.harfbuzz = "0.0.2"
        recorded.cairo = "0.0.3"
        recorded.fonts["Inter-Bold.otf"] = "0000000000000000"
        let differences = current.differences(from: recorded)
        #expect(differences.map(\.field) == ["font Inter-Bold.otf", "cairo", "harfbuzz", "libpng"])
        #expect(differences.map(\.knownToChangePixels) == [true, true, false, false])
        #expect(differences[1].description == "cairo: \(current.cairo) ≠ 0.0.3")
        #expect(current.differences(from: current).isEmpty)
    }
}
