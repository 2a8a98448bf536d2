internal import CPango
import Foundation

/// One fontconfig configuration that knows only the fonts it was given: the owner of an
/// `FcConfig`, destroyed when the last reference goes.
///
/// It starts empty (no system or user configuration is parsed), adds each font file as an
/// application font, then loads an optional family-alias file. Every fontconfig status is checked
/// and becomes a ``RenderError`` naming the file. Callers serialize access (``FontLibrary`` holds
/// it under its lock).
final class FontConfiguration {
    /// The configuration; valid for this object's lifetime, never freed by anyone else.
    let pointer: OpaquePointer

    /// A configuration of `fontFiles` and, when given, the `<alias>` rules in `aliases`.
    init(fontFiles: [URL], aliases: URL?) throws(RenderError) {
        guard let config = FcConfigCreate() else { throw RenderError(.fontconfig, "FcConfigCreate failed") }
        pointer = config
        for file in fontFiles where FcConfigAppFontAddFile(config, file.path) == 0 {
            throw RenderError(.fontconfig, "fontconfig cannot load this font file", file: file.path)
        }
        if let aliases, FcConfigParseAndLoad(config, aliases.path, 1) == 0 {
            throw RenderError(.fontconfig, "invalid fontconfig family mapping", file: aliases.path)
        }
    }

    deinit {
        FcConfigDestroy(pointer)
    }

    /// The font file and family this configuration picks for `family` at OpenType `weight`.
    func match(family: String, weight: Int, folder: URL) throws(RenderError) -> (file: URL, family: String) {
        guard let pattern = FcPatternCreate() else { throw RenderError(.fontconfig, "FcPatternCreate failed") }
        defer { FcPatternDestroy(pattern) }
        guard FcPatternAddString(pattern, FC_FAMILY, family) != 0,
            FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight))) != 0,
            FcConfigSubstitute(pointer, pattern, FcMatchPattern) != 0
        else {
            throw RenderError(.fontconfig, "cannot build a pattern for family '\(family)'", file: folder.path)
        }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(pointer, pattern, &result) else {
            throw RenderError(.fontconfig, "no font matches family '\(family)'", file: folder.path)
        }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        var name: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file,
            FcPatternGetString(match, FC_FAMILY, 0, &name) == FcResultMatch, let name
        else {
            throw RenderError(.fontconfig, "matched font for '\(family)' has no file", file: folder.path)
        }
        // Both strings belong to `match` and are copied before it is destroyed.
        let path = String(cString: file)
        let matched = String(cString: name)
        return (URL(fileURLWithPath: path), matched)
    }
}
