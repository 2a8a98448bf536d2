/// A straight (non-premultiplied) 8-bit sRGB colour with alpha.
///
/// Token tables write colours as hex strings; renderers consume them as `Color`.
///
/// ```swift
/// let brand = Color(hex: "#005CE5")   // Color(red: 0, green: 92, blue: 229, alpha: 255)
/// brand?.hexString                     // "#005CE5"
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red channel, 0–255 (sRGB).
    public var red: UInt8
    /// The green channel, 0–255 (sRGB).
    public var green: UInt8
    /// The blue channel, 0–255 (sRGB).
    public var blue: UInt8
    /// Opacity, 0 (transparent) to 255 (opaque); not premultiplied.
    public var alpha: UInt8

    /// A colour from its sRGB channels, opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the leading `#` is required).
    public init?(hex: String) {
        switch Self.asciiHex(hex) {
        case .color(let color):
            self = color
            return
        case .invalid:
            return nil
        case .notASCII:
            break
        }
        guard hex.hasPrefix("#") else { return nil }
        let digits = Array(hex.dropFirst())
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        func byte(_ s: ArraySlice<Character>) -> UInt8? { UInt8(String(s), radix: 16) }
        switch digits.count {
        case 3, 4:
            let expanded = digits.flatMap { [$0, $0] }
            self.init(hex: "#" + String(expanded))
        case 6, 8:
            guard let r = byte(digits[0..<2]), let g = byte(digits[2..<4]), let b = byte(digits[4..<6]) else {
                return nil
            }
            let a = digits.count == 8 ? byte(digits[6..<8]) : 255
            guard let a else { return nil }
            self.init(red: r, green: g, blue: b, alpha: a)
        default:
            return nil
        }
    }

    private enum ASCIIHex {
        case color(Color)
        case invalid
        case notASCII
    }

    /// The same reading byte by byte for ASCII text, where characters and bytes coincide;
    /// `.notASCII` leaves the rest to the character reading.
    private static func asciiHex(_ hex: String) -> ASCIIHex {
        var digits: [UInt8] = []
        digits.reserveCapacity(8)
        var first = true
        var hasHash = false
        var allHex = true
        for byte in hex.utf8 {
            guard byte < 0x80 else { return .notASCII }
            if first {
                first = false
                hasHash = byte == UInt8(ascii: "#")
                if hasHash { continue }
            }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(byte - UInt8(ascii: "A") + 10)
            default: allHex = false
            }
        }
        guard hasHash, allHex else { return .invalid }
        switch digits.count {
        case 3, 4:
            let expanded = digits.map { $0 << 4 | $0 }
            return .color(Color(red: expanded[0], green: expanded[1], blue: expanded[2], alpha: digits.count == 4 ? expanded[3] : 255))
        case 6, 8:
            func byte(_ at: Int) -> UInt8 { digits[at] << 4 | digits[at + 1] }
            return .color(Color(red: byte(0), green: byte(2), blue: byte(4), alpha: digits.count == 8 ? byte(6) : 255))
        default:
            return .invalid
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        let digits = Array("0123456789ABCDEF".utf8)
        var text: [UInt8] = [UInt8(ascii: "#")]
        text.reserveCapacity(9)
        for byte in alpha == 255 ? [red, green, blue] : [red, green, blue, alpha] {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    public var description: String { hexString }

    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque white.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
}
