/// A straight (non-premultiplied) 8-bit sRGB colour with alpha.
///
/// Token tables write colours as hex strings; renderers consume them as `Color`.
///
/// ```swift
/// let brand = Color(hex: "#005CE5")   // Color(red: 0, green: 92, blue: 229, alpha: 255)
/// brand?.hexString                     // "#005CE5"
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the leading `#` is required).
    public init?(hex: String) {
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

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        let bytes = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#"
            + bytes.map { byte in
                let s = String(byte, radix: 16, uppercase: true)
                return s.count == 1 ? "0" + s : s
            }.joined()
    }

    public var description: String { hexString }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let white = Color(red: 255, green: 255, blue: 255)
    public static let black = Color(red: 0, green: 0, blue: 0)
}
