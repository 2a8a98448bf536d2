/// Conversions between straight and premultiplied 8-bit colour, by table.
///
/// Both directions round half up, exactly as the arithmetic they replace: premultiplying is
/// `(c × a + 127) / 255`, un-premultiplying `min(255, (c × 255 + a / 2) / a)` (and 0 when `a` is 0).
/// A 64 KiB table per direction turns the per-pixel divisions of every image read and write into loads.
enum PremultipliedAlpha {
    /// `premultiplied[a << 8 | c]`.
    static let premultiplied: [UInt8] = (0..<65_536).map { index in
        let alpha = index >> 8, channel = index & 0xFF
        return UInt8((channel * alpha + 127) / 255)
    }

    /// `straight[a << 8 | c]`.
    static let straight: [UInt8] = (0..<65_536).map { index in
        let alpha = index >> 8, channel = index & 0xFF
        return alpha == 0 ? 0 : UInt8(min(255, (channel * 255 + alpha / 2) / alpha))
    }
}
