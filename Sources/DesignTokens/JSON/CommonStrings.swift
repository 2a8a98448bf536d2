import Foundation

/// The member names and values token files repeat most, so the parser can hand out a string
/// literal instead of building (and validating) a new string for every occurrence.
///
/// A candidate's length and first byte select the few literals it could be; those are compared
/// byte by byte. A match costs no allocation and no UTF-8 validation (every literal here is
/// ASCII and at most 15 bytes, a small string); anything else is built as usual.
enum CommonStrings {
    /// The literal whose bytes are `bytes[range]` (at least one byte), or nil.
    static func match(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String? {
        let first = bytes[range.lowerBound]
        switch range.count {
        case 2:
            switch first {
            case UInt8(ascii: "p"):
                if equal(bytes, range, "px") { return "px" }
            case UInt8(ascii: "m"):
                if equal(bytes, range, "ms") { return "ms" }
            default: break
            }
        case 3:
            switch first {
            case UInt8(ascii: "h"):
                if equal(bytes, range, "hex") { return "hex" }
                if equal(bytes, range, "hsl") { return "hsl" }
                if equal(bytes, range, "hwb") { return "hwb" }
            case UInt8(ascii: "r"):
                if equal(bytes, range, "rem") { return "rem" }
            default: break
            }
        case 4:
            switch first {
            case UInt8(ascii: "u"):
                if equal(bytes, range, "unit") { return "unit" }
            case UInt8(ascii: "s"):
                if equal(bytes, range, "srgb") { return "srgb" }
            case UInt8(ascii: "$"):
                if equal(bytes, range, "$ref") { return "$ref" }
            case UInt8(ascii: "b"):
                if equal(bytes, range, "blur") { return "blur" }
                if equal(bytes, range, "butt") { return "butt" }
            case UInt8(ascii: "d"):
                if equal(bytes, range, "dark") { return "dark" }
            case UInt8(ascii: "n"):
                if equal(bytes, range, "none") { return "none" }
            default: break
            }
        case 5:
            switch first {
            case UInt8(ascii: "$"):
                if equal(bytes, range, "$type") { return "$type" }
                if equal(bytes, range, "$root") { return "$root" }
            case UInt8(ascii: "a"):
                if equal(bytes, range, "alpha") { return "alpha" }
            case UInt8(ascii: "c"):
                if equal(bytes, range, "color") { return "color" }
            case UInt8(ascii: "d"):
                if equal(bytes, range, "delay") { return "delay" }
            case UInt8(ascii: "i"):
                if equal(bytes, range, "inset") { return "inset" }
            case UInt8(ascii: "l"):
                if equal(bytes, range, "light") { return "light" }
            case UInt8(ascii: "m"):
                if equal(bytes, range, "modes") { return "modes" }
            case UInt8(ascii: "o"):
                if equal(bytes, range, "oklch") { return "oklch" }
                if equal(bytes, range, "oklab") { return "oklab" }
            case UInt8(ascii: "r"):
                if equal(bytes, range, "round") { return "round" }
            case UInt8(ascii: "s"):
                if equal(bytes, range, "style") { return "style" }
                if equal(bytes, range, "solid") { return "solid" }
            case UInt8(ascii: "v"):
                if equal(bytes, range, "value") { return "value" }
            case UInt8(ascii: "w"):
                if equal(bytes, range, "width") { return "width" }
            default: break
            }
        case 6:
            switch first {
            case UInt8(ascii: "$"):
                if equal(bytes, range, "$value") { return "$value" }
            case UInt8(ascii: "b"):
                if equal(bytes, range, "border") { return "border" }
            case UInt8(ascii: "n"):
                if equal(bytes, range, "number") { return "number" }
            case UInt8(ascii: "s"):
                if equal(bytes, range, "shadow") { return "shadow" }
                if equal(bytes, range, "spread") { return "spread" }
            default: break
            }
        case 7:
            switch first {
            case UInt8(ascii: "l"):
                if equal(bytes, range, "lineCap") { return "lineCap" }
            case UInt8(ascii: "o"):
                if equal(bytes, range, "offsetX") { return "offsetX" }
                if equal(bytes, range, "offsetY") { return "offsetY" }
            default: break
            }
        case 8:
            switch first {
            case UInt8(ascii: "d"):
                if equal(bytes, range, "duration") { return "duration" }
            case UInt8(ascii: "f"):
                if equal(bytes, range, "fontSize") { return "fontSize" }
            case UInt8(ascii: "g"):
                if equal(bytes, range, "gradient") { return "gradient" }
            case UInt8(ascii: "p"):
                if equal(bytes, range, "position") { return "position" }
            default: break
            }
        case 9:
            switch first {
            case UInt8(ascii: "d"):
                if equal(bytes, range, "dimension") { return "dimension" }
                if equal(bytes, range, "dashArray") { return "dashArray" }
            default: break
            }
        case 10:
            switch first {
            case UInt8(ascii: "c"):
                if equal(bytes, range, "colorSpace") { return "colorSpace" }
                if equal(bytes, range, "components") { return "components" }
            case UInt8(ascii: "d"):
                if equal(bytes, range, "display-p3") { return "display-p3" }
            case UInt8(ascii: "f"):
                if equal(bytes, range, "fontFamily") { return "fontFamily" }
                if equal(bytes, range, "fontWeight") { return "fontWeight" }
            case UInt8(ascii: "l"):
                if equal(bytes, range, "lineHeight") { return "lineHeight" }
            case UInt8(ascii: "t"):
                if equal(bytes, range, "typography") { return "typography" }
                if equal(bytes, range, "transition") { return "transition" }
            default: break
            }
        case 11:
            switch first {
            case UInt8(ascii: "$"):
                if equal(bytes, range, "$extensions") { return "$extensions" }
            case UInt8(ascii: "c"):
                if equal(bytes, range, "cubicBezier") { return "cubicBezier" }
            case UInt8(ascii: "s"):
                if equal(bytes, range, "strokeStyle") { return "strokeStyle" }
            default: break
            }
        case 12:
            switch first {
            case UInt8(ascii: "$"):
                if equal(bytes, range, "$description") { return "$description" }
            default: break
            }
        case 13:
            switch first {
            case UInt8(ascii: "l"):
                if equal(bytes, range, "letterSpacing") { return "letterSpacing" }
            default: break
            }
        case 14:
            switch first {
            case UInt8(ascii: "t"):
                if equal(bytes, range, "timingFunction") { return "timingFunction" }
            default: break
            }
        default: break
        }
        return nil
    }

    /// Whether `bytes[range]` are the bytes of `literal` (of the same length).
    @inline(__always)
    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ literal: StaticString) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return memcmp(base + range.lowerBound, literal.utf8Start, range.count) == 0
    }
}
