internal import CPango
import DesignTokens
import Foundation

/// The hermetic set of fonts Pango may use: only the files in one folder, never the system's.
///
/// It builds a fresh, empty fontconfig configuration (no system or user configuration is
/// parsed), adds the folder's font files as application fonts, and loads the folder's
/// `families.conf` when present: the family aliases that map token families such as
/// "Proxima Soft" onto the open-licence stand-in unless the real font is in the folder.
/// A PangoCairo font map is bound to that configuration.
///
/// All Pango and fontconfig calls go through ``withLock(_:)``: the font map is not thread-safe.
public final class FontLibrary: @unchecked Sendable {
    /// The folder the fonts came from.
    package let directory: URL
    /// The font files found, sorted by name.
    package let fontFiles: [URL]
    /// The most bytes a font file is read for its digest: 16 times the largest bundled font.
    static let fontFileByteLimit = 64 * 1024 * 1024

    let configuration: FontConfiguration
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// A Pango context at scale 1 used for layout, so sizes do not depend on the render scale.
    private let measuringContext: OpaquePointer
    private let lock = NSLock()
    /// Guards ``fileDigests``' cache (not ``lock``: a digest may be asked for while drawing).
    private let digestLock = NSLock()
    private var digests: [String: String]?

    /// The fonts that ship with the package (Inter as the stand-in for Proxima Soft, with its
    /// family mapping), used when a workspace has no fonts of its own.
    package static var bundledDirectory: URL? {
        Bundle.module.url(forResource: "Fonts", withExtension: nil)
    }

    /// The font files (`.otf`, `.ttf`, `.ttc`, `.otc`) directly in `directory`, sorted by name.
    package static func fontFiles(in directory: URL) -> [URL] {
        let extensions: Set<String> = ["otf", "ttf", "ttc", "otc"]
        let listing = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        return listing.filter { extensions.contains($0.pathExtension.lowercased()) }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The bundled default fonts (``bundledDirectory``).
    package convenience init() throws(RenderError) {
        guard let directory = Self.bundledDirectory else {
            throw RenderError(.fontconfig, "the bundled Fonts folder is missing from the Rendering resources")
        }
        try self.init(directory: directory)
    }

    /// Whether these are the package's bundled default fonts rather than a workspace's own.
    package var isBundled: Bool {
        guard let bundled = Self.bundledDirectory else { return false }
        return bundled.resolvingSymlinksInPath().standardizedFileURL.path == directory.path
    }

    /// Loads the fonts in `directory`; fails when the folder has no font files.
    package init(directory: URL) throws(RenderError) {
        self.directory = directory.resolvingSymlinksInPath().standardizedFileURL
        fontFiles = Self.fontFiles(in: self.directory)
        guard !fontFiles.isEmpty else {
            throw RenderError(.fontconfig, "no font files (.otf, .ttf) in the fonts folder", file: self.directory.path)
        }
        // A font larger than the bound is refused before fontconfig maps it: its digest could not
        // be read whole, so the fingerprint would not say what renders.
        for file in fontFiles {
            var status = stat()
            guard stat(file.path, &status) == 0, status.st_size > Self.fontFileByteLimit else { continue }
            throw RenderError(
                .fontconfig,
                "the font file holds \(status.st_size) bytes, more than a font may (\(Self.fontFileByteLimit) bytes, 64 MiB): "
                    + "remove it or use the font itself",
                file: file.path)
        }
        let aliases = self.directory.appendingPathComponent("families.conf")
        let configuration = try FontConfiguration(
            fontFiles: fontFiles, aliases: FileManager.default.fileExists(atPath: aliases.path) ? aliases : nil)
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw RenderError(.pango, "cannot create a PangoCairo font map for FreeType fonts")
        }
        // The map takes its own reference to the configuration.
        pango_fc_font_map_set_config(OpaquePointer(map), configuration.pointer)
        guard let measuring = pango_font_map_create_context(map) else {
            g_object_unref(map)
            throw RenderError(.pango, "pango_font_map_create_context returned nothing")
        }
        do {
            try RasterOptions.apply(to: measuring)
        } catch {
            g_object_unref(UnsafeMutableRawPointer(measuring))
            g_object_unref(map)
            throw error
        }
        self.configuration = configuration
        self.fontMap = map
        self.measuringContext = measuring
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(measuringContext))
        g_object_unref(fontMap)
    }

    /// FNV-1a 64 of each font file and of `families.conf`, by file name, for the renderer
    /// fingerprint: read once per library, on first use (every run, and every test case that runs
    /// the runner, asks for them; a megabyte of fonts hashed each time was most of a case's cost).
    package var fileDigests: [String: String] {
        digestLock.withLock {
            if let digests { return digests }
            var found: [String: String] = [:]
            for file in fontFiles + [directory.appendingPathComponent("families.conf")] {
                guard let data = try? BoundedFile.read(file.path, limit: Self.fontFileByteLimit, kind: "a font file") else { continue }
                found[file.lastPathComponent] = RendererFingerprint.fnv1a64(data)
            }
            digests = found
            return found
        }
    }

    /// Runs `body` while holding the library's lock (Pango and fontconfig state is shared).
    package func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// The size of one line of `text` in `style`: its advance width and the style's line height, in points.
    ///
    /// Measured at scale 1 with the fixed raster options (unhinted), so it is the same at every render scale.
    public func measure(_ text: String, style: TextStyle) throws(RenderError) -> Size {
        try measureLine(TextOverrides.applied(to: text), style: style)
    }

    /// ``measure(_:style:)`` of `text` as given (``TextOverrides`` already applied).
    func measureLine(_ text: String, style: TextStyle) throws(RenderError) -> Size {
        try withLock { () throws(RenderError) -> Size in
            let layout = try TextLayout(text, style: style, in: measuringContext)
            return Size(width: layout.logicalWidth, height: style.typography.lineHeight)
        }
    }

    /// A wrapped paragraph of `text` at most `width` wide and `maxLines` lines (then an ellipsis):
    /// its widest line's width and its line count times the style's line height.
    public func measureParagraph(_ text: String, style: TextStyle, width: Double, maxLines: Int) throws(RenderError) -> (
        size: Size, lines: Int
    ) {
        let text = TextOverrides.applied(to: text)
        return try withLock { () throws(RenderError) -> (size: Size, lines: Int) in
            let layout = try TextLayout(text, style: style, in: measuringContext, width: width, maxLines: maxLines)
            let lines = layout.lineCount
            return (Size(width: layout.logicalWidth, height: Double(lines) * style.typography.lineHeight), lines)
        }
    }

    /// The font file fontconfig picks for `family` at `weight`, through the same configuration Pango uses.
    ///
    /// This is how a test (or a user dropping in the real Proxima Soft) checks what a token family resolves to.
    package func resolve(family: String, weight: Int) throws(RenderError) -> (file: URL, family: String) {
        try withLock { () throws(RenderError) -> (file: URL, family: String) in
            try configuration.match(family: family, weight: weight, folder: directory)
        }
    }
}
