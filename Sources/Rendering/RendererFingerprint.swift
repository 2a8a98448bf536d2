import Foundation
internal import CCairo
internal import CPango
internal import CLibPNG

/// Everything that decides the pixels besides the props: library versions, the exact font files,
/// the raster options and the scale.
///
/// `record` stores it beside the references; `verify` compares it first, so a failure on another
/// machine says *why* (a different Pango, a different font file) instead of only "N pixels differ".
public struct RendererFingerprint: Codable, Hashable, Sendable {
    public var cairo: String
    public var pango: String
    public var harfbuzz: String
    public var freetype: String
    public var fontconfig: String
    public var libpng: String
    /// File name → FNV-1a 64 of its bytes, for every font in the hermetic folder.
    public var fonts: [String: String]
    public var rasterOptions: String
    public var scale: Int

    /// The fingerprint of this process's renderer with `fonts` at `scale`.
    public static func current(fonts: FontLibrary, scale: Int) throws -> RendererFingerprint {
        var hashes: [String: String] = [:]
        for file in fonts.fontFiles + [fonts.directory.appendingPathComponent("families.conf")] {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            hashes[file.lastPathComponent] = fnv1a64(data)
        }
        let ft = Int(cpango_freetype_version())
        let fc = Int(FcGetVersion())
        let png = Int(png_access_version_number())
        return RendererFingerprint(
            cairo: String(cString: cairo_version_string()),
            pango: String(cString: pango_version_string()),
            harfbuzz: String(cString: hb_version_string()),
            freetype: "\(ft / 10000).\(ft / 100 % 100).\(ft % 100)",
            fontconfig: "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)",
            libpng: "\(png / 10000).\(png / 100 % 100).\(png % 100)",
            fonts: hashes, rasterOptions: RasterOptions.fixed.description, scale: scale)
    }

    /// The fields that differ from `other`, as `name: this ≠ other` lines.
    public func differences(from other: RendererFingerprint) -> [String] {
        var lines: [String] = []
        func compare(_ name: String, _ a: String, _ b: String) { if a != b { lines.append("\(name): \(a) ≠ \(b)") } }
        compare("cairo", cairo, other.cairo)
        compare("pango", pango, other.pango)
        compare("harfbuzz", harfbuzz, other.harfbuzz)
        compare("freetype", freetype, other.freetype)
        compare("fontconfig", fontconfig, other.fontconfig)
        compare("libpng", libpng, other.libpng)
        compare("raster options", rasterOptions, other.rasterOptions)
        compare("scale", String(scale), String(other.scale))
        for name in Set(fonts.keys).union(other.fonts.keys).sorted() {
            compare("font \(name)", fonts[name] ?? "absent", other.fonts[name] ?? "absent")
        }
        return lines
    }

    static func fnv1a64(_ data: Data) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
