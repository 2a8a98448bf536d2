internal import CLibPNG
import DeflateKit
import DesignTokens
import Foundation

/// Encodes and decodes PNG.
///
/// Encoding is the package's own (``ZlibEncoder``): the same pixels give the same bytes on every
/// machine (no time chunk, no text chunks, no system compressor). Decoding reads 8-bit images
/// without interlacing directly (``PNGDirectDecoder``, on libdeflate) and every other kind
/// through libpng's simplified API (`png_image_*`), which reports errors through
/// `png_image.message` instead of `setjmp`, keeping Swift out of `longjmp` territory.
public enum PNGCodec {
    /// The largest image `decode` accepts, in pixels, before it allocates anything.
    public static let defaultPixelBudget = 64 * 1024 * 1024

    /// Encodes straight 8-bit RGBA as a PNG, the same pixels always to the same bytes.
    ///
    /// The file is the signature, `IHDR`, `PLTE` and `tRNS` for a palette, one `IDAT` and `IEND`,
    /// with no other chunk. Its colour type and bit depth are the smallest that hold every pixel
    /// exactly (``PNGPixelFormat``: grey, a palette of up to 256 colours, grey with alpha, RGB or
    /// RGBA, chosen from the pixels alone). Its rows are unfiltered (measured on this project's
    /// references: flat UI colours compress best so, ahead of every fixed filter and of the
    /// per-row heuristics) and compressed by ``ZlibEncoder``, the package's own deflate, whose
    /// output depends only on its input: no system zlib or libdeflate, whose streams differ
    /// between versions, decides the bytes.
    public static func encode(_ image: RGBAImage) throws(RenderError) -> Data {
        guard image.width > 0, image.height > 0 else {
            throw RenderError(.png, "cannot encode an empty \(image.width)×\(image.height) image")
        }
        return encode(image, as: PNGPixelFormat(of: image))
    }

    /// `image` (not empty) encoded in `format`, which must hold its pixels, its rows compressed
    /// by `compress` (rows, row length with the filter byte, bytes a pixel; the harness's own
    /// deflate unless told).
    static func encode(_ image: RGBAImage, as format: PNGPixelFormat, compress: Compressor = deflate) -> Data {
        let rows = format.rows(of: image)
        let stream = compress(rows, format.rowBytes(width: image.width) + 1, format.pixelBytes)
        let header =
            bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height)) + [UInt8(format.bitDepth), format.kind.rawValue, 0, 0, 0]
        var png = Data(capacity: stream.count + 3 * format.palette.count + 128)
        png.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.append(chunk("IHDR", header))
        if format.kind == .palette {
            png.append(chunk("PLTE", format.paletteChunk))
            if let alphas = format.transparencyChunk { png.append(chunk("tRNS", alphas)) }
        }
        png.append(chunk("IDAT", stream))
        png.append(chunk("IEND", []))
        return png
    }

    /// What compresses an image's rows: the rows, the length of one with its filter byte, the
    /// bytes of a pixel.
    typealias Compressor = @Sendable (_ rows: [UInt8], _ rowLength: Int, _ pixelSize: Int) -> [UInt8]

    /// The harness's own deflate, what references are written with.
    static let deflate: Compressor = { ZlibEncoder.compress($0, rowLength: $1, pixelSize: $2) }

    /// What writes the harness's PNGs, for the renderer fingerprint: a change here changes the
    /// references' bytes (not their pixels).
    package static let encoderVersion = "DeflateKit 1, filter none, colour type per image"

    /// Decodes any PNG (palette, gray, 16-bit, with or without alpha) to straight 8-bit RGBA.
    ///
    /// Every file first meets the rules of ``PNGChunkOrder`` (the header's fields, the critical
    /// chunks' order and checksums) and ends with `IEND`, nothing after it; then 8-bit files without interlacing go
    /// to ``PNGDirectDecoder`` and every other kind to libpng, with one verdict for any file.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - source: the file name used in error messages.
    ///   - pixelBudget: images with more pixels than this are refused before allocation.
    public static func decode(_ data: Data, source: String = "PNG data", pixelBudget: Int = defaultPixelBudget) throws(RenderError)
        -> RGBAImage
    {
        try decode(data, source: source, pixelBudget: pixelBudget, using: .automatic)
    }

    /// Which decoder reads a file.
    enum Decoder {
        /// The direct decoder when it reads the file's kind, else libpng.
        case automatic
        /// The direct decoder (a test's choice; refused for a kind it does not read).
        case direct
        /// libpng, whatever the kind (a test's choice, to compare the two).
        case libpng
    }

    /// Checks the PNG container of `data` without decoding anything: the signature, chunks that
    /// fit the file, and `IEND` last, with no byte after it. The one contract every reader of a
    /// PNG holds a file to (``decode(_:source:pixelBudget:)`` for `diff`, `verify` and `approve`;
    /// the gallery and the report before they copy one; a contact sheet's stamp before it is trusted).
    ///
    /// - Throws: ``RenderError`` naming `source` and what is wrong.
    package static func checkContainer(_ data: Data, source: String) throws(RenderError) {
        _ = try layout(of: data, source: source)
    }

    /// Checks `data` as ``decode(_:source:pixelBudget:)`` does before it decodes, without decoding
    /// or allocating its pixels: the container, the header, the chunk order and CRCs, and image
    /// data that inflates to no more than its pixels need and ends where its stream ends (inflated
    /// in a small window, never held). What the gallery and the report check before they copy a
    /// PNG: they never show a file that `diff` and `verify` refuse, and a reference too large to
    /// decode is still shown.
    ///
    /// - Throws: ``RenderError`` naming `source` and what is wrong.
    package static func checkWithoutDecoding(_ data: Data, source: String) throws(RenderError) {
        let layout = try layout(of: data, source: source)
        try PNGChunkOrder.check(data, chunks: layout, source: source)
        guard let header = PNGHeader(data) else { throw RenderError(.png, "PNG chunk order: the first chunk is not IHDR", file: source) }
        try PNGImageData.check(data, chunks: layout.chunks, header: header, source: source)
    }

    /// The chunk layout of `data`, checked as ``checkContainer(_:source:)`` says.
    private static func layout(of data: Data, source: String) throws(RenderError) -> PNGChunks {
        guard data.count >= 8, data.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw RenderError(.png, "not a PNG file (bad signature, \(data.count) bytes)", file: source)
        }
        guard let layout = PNGChunks(data), layout.endsWithIEND else {
            throw RenderError(.png, "truncated or corrupt PNG: it does not end with IEND", file: source)
        }
        guard layout.trailingBytes == 0 else {
            throw RenderError(.png, "\(layout.trailingBytes) byte(s) after IEND: a PNG ends with its IEND chunk", file: source)
        }
        if let end = layout.chunks.last, !end.body.isEmpty {
            throw RenderError(.png, "its IEND chunk carries \(end.body.count) byte(s) of data: IEND is empty", file: source)
        }
        return layout
    }

    /// Decodes `data` with `decoder`, after the same checks whichever reads it.
    static func decode(_ data: Data, source: String, pixelBudget: Int, using decoder: Decoder) throws(RenderError) -> RGBAImage {
        let layout = try layout(of: data, source: source)
        guard let header = PNGHeader(data) else { throw RenderError(.png, "PNG chunk order: the first chunk is not IHDR", file: source) }
        guard header.width > 0, header.height > 0, header.pixelCount <= pixelBudget else {
            throw RenderError(.png, "PNG claims \(header.width)×\(header.height) pixels, over the budget of \(pixelBudget)", file: source)
        }
        try PNGChunkOrder.check(data, chunks: layout, source: source)
        let direct = PNGDirectDecoder.handles(header, png: data)
        if decoder == .direct || (decoder == .automatic && direct) {
            guard direct else { throw RenderError(.png, "the direct decoder does not read this kind of PNG", file: source) }
            return try PNGDirectDecoder.decode(data, chunks: layout, header: header, source: source)
        }
        try PNGImageData.check(data, chunks: layout.chunks, header: header, source: source)
        return try decodeWithLibPNG(data, source: source, pixelBudget: pixelBudget)
    }

    /// Decodes through libpng's simplified reader, whatever the PNG's kind.
    static func decodeWithLibPNG(_ data: Data, source: String, pixelBudget: Int) throws(RenderError) -> RGBAImage {
        let data = rawSamples(data)
        // libpng's simplified reader keeps the memory pointer from begin to finish: both happen in
        // one `withUnsafeBytes` scope, so the pointer never outlives it.
        let decoded: Result<RGBAImage, RenderError> = data.withUnsafeBytes { bytes in
            let reader = PNGImageHandle()
            guard png_image_begin_read_from_memory(&reader.image, bytes.baseAddress, bytes.count) != 0 else {
                return .failure(RenderError(.png, "unreadable PNG: \(reader.message)", file: source))
            }
            let width = Int(reader.image.width)
            let height = Int(reader.image.height)
            guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).partialValue <= pixelBudget,
                !width.multipliedReportingOverflow(by: height).overflow
            else {
                return .failure(RenderError(.png, "PNG claims \(width)×\(height) pixels, over the budget of \(pixelBudget)", file: source))
            }
            reader.image.format = UInt32(cpng_format_rgba())
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes { output in
                png_image_finish_read(&reader.image, nil, output.baseAddress, 0, nil)
            }
            guard finished != 0 else { return .failure(RenderError(.png, "truncated or corrupt PNG: \(reader.message)", file: source)) }
            guard let image = RGBAImage(width: width, height: height, pixels: pixels) else {
                return .failure(RenderError(.png, "decoded size mismatch", file: source))
            }
            return .success(image)
        }
        return try decoded.get()
    }

    /// The colour-management chunks that would make libpng convert samples.
    static let colorChunks: Set<String> = ["gAMA", "cHRM", "sRGB", "iCCP"]

    /// `data` without gAMA, cHRM, sRGB and iCCP chunks, so decoding yields the file's raw samples
    /// (no gamma or colour conversion), as pixelmatch's decoder does. libpng's simplified reader
    /// takes a 16-bit file without gAMA as linear and would convert it, so such files get a gAMA of
    /// 1/2.2 (sRGB) instead: their samples are then only rescaled to 8 bits. A file whose chunk
    /// structure does not parse is returned unchanged for libpng to report.
    static func rawSamples(_ data: Data) -> Data {
        guard let layout = PNGChunks(data) else { return data }
        func isSixteenBit(_ chunk: PNGChunks.Chunk) -> Bool {
            chunk.type == "IHDR" && chunk.body.count >= 9 && data[data.startIndex + chunk.body.lowerBound + 8] == 16
        }
        // The usual file has neither: it is decoded as it is, without a copy.
        guard layout.chunks.contains(where: { colorChunks.contains($0.type) || isSixteenBit($0) }) else { return data }
        var kept = Data(data.prefix(8))
        for chunk in layout.chunks where !colorChunks.contains(chunk.type) {
            kept.append(PNGChunks.bytes(chunk.range, of: data))
            if isSixteenBit(chunk) { kept.append(Self.chunk("gAMA", [0x00, 0x00, 0xB1, 0x8F])) }  // 45455 = 1/2.2
        }
        return kept
    }

    /// A PNG chunk: length, type, data, CRC-32 (used to patch files before decoding, and by tests to
    /// build hostile files).
    /// The CRC is over the type and the data.
    package static func chunk(_ type: String, _ body: [UInt8]) -> Data {
        let typed = Array(type.utf8) + body
        return Data(bigEndian(UInt32(body.count)) + typed + bigEndian(CRC32.checksum(typed)))
    }

    /// `value` as four bytes, most significant first, as PNG writes its integers.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// Reads and decodes the PNG at `url`; errors name the file.
    ///
    /// Nothing is read whole before its size is known to fit: the file's size comes from `fstat`,
    /// its first 33 bytes (signature and `IHDR`) are read and checked, and the rest is read only
    /// when the file is no longer than a PNG of those dimensions can take
    /// (``PNGHeader/maximumFileSize(width:height:allowance:)``) and they are within `pixelBudget`.
    public static func read(contentsOf url: URL, pixelBudget: Int = defaultPixelBudget) throws(RenderError) -> RGBAImage {
        func unreadable(_ failure: BoundedFile.Failure) -> RenderError {
            RenderError(.png, "cannot read file (\(failure))", file: url.path)
        }
        let file: BoundedFile, head: Data
        do throws(BoundedFile.Failure) {
            file = try BoundedFile(url.path)
            head = try file.read(atMost: 33)
        } catch {
            throw unreadable(error)
        }
        guard let header = PNGHeader(head) else {
            throw RenderError(.png, "not a PNG file (bad signature or no IHDR first, \(file.size) bytes)", file: url.path)
        }
        guard header.width > 0, header.height > 0, header.pixelCount <= pixelBudget else {
            throw RenderError(.png, "PNG claims \(header.width)×\(header.height) pixels, over the budget of \(pixelBudget)", file: url.path)
        }
        let limit = PNGHeader.maximumFileSize(width: header.width, height: header.height)
        guard file.size <= limit else {
            throw unreadable(BoundedFile.tooLarge(file.size, limit: limit, kind: "a \(header.width)×\(header.height) PNG"))
        }
        let data: Data
        do throws(BoundedFile.Failure) {
            data = try file.read(atMost: limit)
        } catch {
            throw unreadable(error)
        }
        return try decode(data, source: url.path, pixelBudget: pixelBudget)
    }
}

/// Owns one `png_image` control structure and frees libpng's state in `deinit`.
private final class PNGImageHandle {
    var image = png_image()

    init() {
        image.version = UInt32(cpng_image_version())
        image.format = UInt32(cpng_format_rgba())
    }

    var message: String {
        withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }

    deinit {
        png_image_free(&image)
    }
}
