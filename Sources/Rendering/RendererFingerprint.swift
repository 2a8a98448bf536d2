internal import CCairo
internal import CLibPNG
internal import CPango
import Foundation

/// Everything that decides the pixels besides the props: library versions, the exact font files,
/// the raster options and the scale.
///
/// `record` stores it beside the references; `verify` compares it first, so a failure on another
/// machine says *why* (a different Pango, a different font file) instead of only "N pixels differ".
package struct RendererFingerprint: Codable, Hashable, Sendable {
    package var cairo: String
    package var pixman: String
    package var pango: String
    package var harfbuzz: String
    package var freetype: String
    package var fontconfig: String
    package var libpng: String
    /// What writes the references (``PNGCodec/encoderVersion``): it decides their bytes, not their pixels.
    package var pngEncoder: String
    /// File name → FNV-1a 64 of its bytes, for every font in the hermetic folder.
    package var fonts: [String: String]
    /// Where the fonts came from: `bundled` (the package's defaults) or `workspace` (its `Fonts/`).
    package var fontsSource: String
    package var rasterOptions: String
    /// How text is drawn (``DrawingPolicy/text``).
    package var textMode: String
    /// How shapes are drawn (``DrawingPolicy/shapes``).
    package var drawingPolicy: String
    package var scale: Int

    /// One field that differs between two fingerprints.
    package struct Difference: Hashable, Sendable, CustomStringConvertible {
        package var field: String
        package var current: String
        package var recorded: String
        /// Whether a change in this field is known to change this project's pixels: the font files and
        /// their mapping, the drawing policy, raster options and scale, Cairo (the rasteriser) and Pango
        /// (line layout). HarfBuzz, FreeType, fontconfig, pixman and libpng versions were measured not
        /// to (Debian 12 → 13 and sid, pixman's SIMD paths on and off).
        package var knownToChangePixels: Bool

        package init(field: String, current: String, recorded: String, knownToChangePixels: Bool) {
            self.field = field
            self.current = current
            self.recorded = recorded
            self.knownToChangePixels = knownToChangePixels
        }

        package var description: String { "\(field): \(current) ≠ \(recorded)" }
    }

    /// The fingerprint of this process's renderer with `fonts` at `scale`.
    package static func current(fonts: FontLibrary, scale: Int) throws -> RendererFingerprint {
        let hashes = fonts.fileDigests
        let ft = Int(cpango_freetype_version())
        let fc = Int(FcGetVersion())
        let png = Int(png_access_version_number())
        return RendererFingerprint(
            cairo: String(cString: cairo_version_string()),
            pixman: String(cString: pixman_version_string()),
            pango: String(cString: pango_version_string()),
            harfbuzz: String(cString: hb_version_string()),
            freetype: "\(ft / 10000).\(ft / 100 % 100).\(ft % 100)",
            fontconfig: "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)",
            libpng: "\(png / 10000).\(png / 100 % 100).\(png % 100)", pngEncoder: PNGCodec.encoderVersion,
            fonts: hashes, fontsSource: fonts.isBundled ? "bundled" : "workspace", rasterOptions: RasterOptions.fixed.description,
            textMode: DrawingPolicy.text, drawingPolicy: DrawingPolicy.shapes, scale: scale)
    }

    /// Reads fingerprints written before a field existed: the missing field reads "unrecorded".
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func text(_ key: CodingKeys) throws -> String { try c.decodeIfPresent(String.self, forKey: key) ?? "unrecorded" }
        self.init(
            cairo: try text(.cairo), pixman: try text(.pixman), pango: try text(.pango), harfbuzz: try text(.harfbuzz),
            freetype: try text(.freetype), fontconfig: try text(.fontconfig), libpng: try text(.libpng),
            pngEncoder: try text(.pngEncoder), fonts: try c.decode([String: String].self, forKey: .fonts),
            fontsSource: try text(.fontsSource),
            rasterOptions: try text(.rasterOptions),
            textMode: try text(.textMode), drawingPolicy: try text(.drawingPolicy), scale: try c.decode(Int.self, forKey: .scale))
    }

    package init(
        cairo: String, pixman: String, pango: String, harfbuzz: String, freetype: String, fontconfig: String, libpng: String,
        pngEncoder: String, fonts: [String: String], fontsSource: String, rasterOptions: String, textMode: String, drawingPolicy: String,
        scale: Int
    ) {
        self.cairo = cairo
        self.pixman = pixman
        self.pango = pango
        self.harfbuzz = harfbuzz
        self.freetype = freetype
        self.fontconfig = fontconfig
        self.libpng = libpng
        self.pngEncoder = pngEncoder
        self.fonts = fonts
        self.fontsSource = fontsSource
        self.rasterOptions = rasterOptions
        self.textMode = textMode
        self.drawingPolicy = drawingPolicy
        self.scale = scale
    }

    /// The fields that differ from `recorded`: those known to change pixels first, then the rest.
    package func differences(from recorded: RendererFingerprint) -> [Difference] {
        var found: [Difference] = []
        func compare(_ field: String, _ a: String, _ b: String, changesPixels: Bool) {
            if a != b { found.append(Difference(field: field, current: a, recorded: b, knownToChangePixels: changesPixels)) }
        }
        for name in Set(fonts.keys).union(recorded.fonts.keys).sorted() {
            compare("font \(name)", fonts[name] ?? "absent", recorded.fonts[name] ?? "absent", changesPixels: true)
        }
        compare("text mode", textMode, recorded.textMode, changesPixels: true)
        compare("drawing policy", drawingPolicy, recorded.drawingPolicy, changesPixels: true)
        compare("raster options", rasterOptions, recorded.rasterOptions, changesPixels: true)
        compare("scale", String(scale), String(recorded.scale), changesPixels: true)
        compare("cairo", cairo, recorded.cairo, changesPixels: true)
        compare("pango", pango, recorded.pango, changesPixels: true)
        compare("fonts source", fontsSource, recorded.fontsSource, changesPixels: false)
        compare("harfbuzz", harfbuzz, recorded.harfbuzz, changesPixels: false)
        compare("freetype", freetype, recorded.freetype, changesPixels: false)
        compare("fontconfig", fontconfig, recorded.fontconfig, changesPixels: false)
        compare("pixman", pixman, recorded.pixman, changesPixels: false)
        compare("libpng", libpng, recorded.libpng, changesPixels: false)
        compare("png encoder", pngEncoder, recorded.pngEncoder, changesPixels: false)
        return found.filter(\.knownToChangePixels) + found.filter { !$0.knownToChangePixels }
    }

    /// FNV-1a 64 of `bytes` as 16 hex digits: the fingerprint's file hashes, and stable artifact names.
    package static func fnv1a64(_ bytes: some Sequence<UInt8>) -> String { StableHash.fnv1a64(bytes) }
}
