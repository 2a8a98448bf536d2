/// Formats numbers for colour messages without Foundation, so the text is the same everywhere.
///
/// Swift's own `Double` description is exact and platform-independent; this only drops a
/// trailing `.0` and a negative zero's sign.
enum ColorNumber {
    /// `400` for 400.0, `360.0001` as is, `0` for -0.0.
    static func format(_ value: Double) -> String {
        if value == 0 { return "0" }
        let text = value.description
        // The description is ASCII, so its last two bytes are its last two characters.
        let utf8 = text.utf8
        guard utf8.count >= 2, utf8.last == UInt8(ascii: "0"), utf8[utf8.index(utf8.endIndex, offsetBy: -2)] == UInt8(ascii: ".")
        else { return text }
        return String(decoding: utf8.dropLast(2), as: UTF8.self)
    }

    /// `value` rounded to `places` decimals (half away from zero), then formatted: `1.093`, `-0.041`, `0.2`.
    static func format(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return format(value) }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return format((value * scale).rounded() / scale)
    }
}
