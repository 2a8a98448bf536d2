extension TokenValue {
    /// The longest text ``init(text:kind:)`` reads, in UTF-8 bytes (64 KiB).
    package static let maximumTextLength = 65_536

    /// Reads `text` as ``text`` writes a value of `kind`; nil for anything else.
    ///
    /// Only the writer's exact spelling is read (upper-case hex, `#RRGGBB` for opaque colours,
    /// numbers in their shortest round-trip form, single spaces), so a malformed, truncated or
    /// re-spelled text is nil, as is text longer than ``maximumTextLength``. Reading is linear in
    /// the length of `text`, and every value read is checked by writing it again: the result's
    /// ``text`` is always `text`.
    ///
    /// For every value the writer tells apart from all others, `TokenValue(text: v.text,
    /// kind: v.kind) == v`. Where it does not, the reading is one of the values that write
    /// `text`:
    /// - Durations are written in ms and gradient positions in %, multiplied by 1000 and 100,
    ///   and two neighbouring doubles can give the same product (`0.123` and
    ///   `0.12300000000000001` both write `12.3%`). The reading is then the one with the
    ///   shorter decimal form: the number a token file would hold.
    /// - Font families are joined with `", "`, so a family name containing `", "` is read as two
    ///   names (the writer would write the split names identically). Text with no family at all
    ///   is nil: `[]` and `[""]` both write it.
    /// - A non-finite number is written `null` and cannot be read; `-0` is written `0` and is
    ///   read as `0` (equal as doubles).
    /// - An empty shadow or gradient (no layers, no stops) writes the empty text, which is read
    ///   back as such; token files cannot hold either.
    package init?(text: String, kind: TokenType) {
        guard text.utf8.count <= Self.maximumTextLength else { return nil }
        var reader = TokenTextReader(text)
        guard let value = reader.value(of: kind), reader.isAtEnd, value.text.utf8.elementsEqual(text.utf8) else {
            return nil
        }
        self = value
    }
}

/// A cursor over the UTF-8 bytes of one value's text, reading the parts ``TokenValue/text``
/// writes; each reader returns nil, leaving the cursor anywhere, when its part is not there.
private struct TokenTextReader {
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { index == bytes.count }

    /// A whole value of `kind` (the caller checks that nothing follows).
    mutating func value(of kind: TokenType) -> TokenValue? {
        switch kind {
        case .color: color().map(TokenValue.color)
        case .dimension: length().map(TokenValue.dimension)
        case .number: number().map(TokenValue.number)
        case .fontFamily: families(before: bytes.count).map(TokenValue.fontFamily)
        case .fontWeight: integer().map(TokenValue.fontWeight)
        case .duration: seconds().map { TokenValue.duration(seconds: $0) }
        case .cubicBezier: curve().map(TokenValue.cubicBezier)
        case .strokeStyle: strokeStyle().map(TokenValue.strokeStyle)
        case .border: border().map(TokenValue.border)
        case .transition: transition().map(TokenValue.transition)
        case .shadow: isAtEnd ? .shadow([]) : list(of: { $0.shadowLayer() }).map(TokenValue.shadow)
        case .typography: typography().map(TokenValue.typography)
        case .gradient: isAtEnd ? .gradient(Gradient(stops: [])) : list(of: { $0.gradientStop() }).map { .gradient(Gradient(stops: $0)) }
        }
    }

    // MARK: Parts

    /// Skips `literal` when the text continues with it; otherwise reads nothing.
    private mutating func skip(_ literal: String) -> Bool {
        var at = index
        for byte in literal.utf8 {
            guard at < bytes.count, bytes[at] == byte else { return false }
            at += 1
        }
        index = at
        return true
    }

    /// The longest run of bytes from here that `belongs` accepts (possibly empty).
    private mutating func run(_ belongs: (UInt8) -> Bool) -> ArraySlice<UInt8> {
        let start = index
        while index < bytes.count, belongs(bytes[index]) { index += 1 }
        return bytes[start..<index]
    }

    /// Whether `byte` is an ASCII decimal digit.
    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// A number as `JSONWriter.number` writes it: digits, sign, point and exponent.
    private mutating func number() -> Double? {
        let digits = run { Self.isDigit($0) || "+-.e".utf8.contains($0) }
        guard !digits.isEmpty, let value = Double(String(decoding: digits, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    /// A whole number in decimal, with an optional minus.
    private mutating func integer() -> Int? {
        let digits = run { Self.isDigit($0) || $0 == UInt8(ascii: "-") }
        guard !digits.isEmpty else { return nil }
        return Int(String(decoding: digits, as: UTF8.self))
    }

    /// Lower-case letters: a keyword or a line cap.
    private mutating func word() -> String {
        String(decoding: run { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }, as: UTF8.self)
    }

    /// A length in points, written `<n>px`.
    private mutating func length() -> Double? {
        guard let points = number(), skip("px") else { return nil }
        return points
    }

    /// A duration in seconds, written `<n>ms`.
    private mutating func seconds() -> Double? {
        guard let milliseconds = number(), skip("ms") else { return nil }
        return Self.unscaled(milliseconds, by: 1000)
    }

    /// `#RRGGBB`, or `#RRGGBBAA`, in upper-case hex.
    private mutating func color() -> Color? {
        guard skip("#") else { return nil }
        let digits = Array(run { Self.isDigit($0) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0) })
        guard digits.count == 6 || digits.count == 8 else { return nil }
        func nibble(_ digit: UInt8) -> UInt8 { digit <= UInt8(ascii: "9") ? digit - UInt8(ascii: "0") : digit - UInt8(ascii: "A") + 10 }
        func byte(_ at: Int) -> UInt8 { nibble(digits[at]) << 4 | nibble(digits[at + 1]) }
        return Color(red: byte(0), green: byte(2), blue: byte(4), alpha: digits.count == 8 ? byte(6) : 255)
    }

    /// The value that the writer multiplied by `factor` to get `scaled`, or nil when no double
    /// gives exactly `scaled`.
    ///
    /// Multiplying by 100 or 1000 can map two neighbouring doubles to one product; they lie
    /// next to `scaled / factor` (at most two do), and the one with the shorter decimal form is
    /// taken, the nearer one on a tie.
    private static func unscaled(_ scaled: Double, by factor: Double) -> Double? {
        let nearest = scaled / factor
        var best: (value: Double, length: Int)?
        for candidate in [nearest, nearest.nextDown, nearest.nextUp] where candidate * factor == scaled {
            let length = JSONWriter.number(candidate).utf8.count
            if length < best?.length ?? .max { best = (candidate, length) }
        }
        return best?.value
    }

    // MARK: Composites

    /// `cubic-bezier(x1, y1, x2, y2)`.
    private mutating func curve() -> CubicBezier? {
        guard skip("cubic-bezier("), let x1 = number(), skip(", "), let y1 = number(), skip(", "), let x2 = number(), skip(", "),
            let y2 = number(), skip(")")
        else { return nil }
        return CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    }

    /// A keyword (`solid`), or `dashes(<n>px <n>px; <cap>)`.
    private mutating func strokeStyle() -> StrokeStyle? {
        guard skip("dashes(") else { return StrokeStyle.Keyword(rawValue: word()).map(StrokeStyle.keyword) }
        var lengths: [Double] = []
        if !skip("; ") {
            repeat {
                guard let dash = length() else { return nil }
                lengths.append(dash)
            } while skip(" ")
            guard skip("; ") else { return nil }
        }
        guard let cap = StrokeStyle.LineCap(rawValue: word()), skip(")") else { return nil }
        return .dashes(lengths, lineCap: cap)
    }

    /// `<width>px <style> <colour>`.
    private mutating func border() -> Border? {
        guard let width = length(), skip(" "), let style = strokeStyle(), skip(" "), let color = color() else { return nil }
        return Border(color: color, width: width, style: style)
    }

    /// `<duration>ms cubic-bezier(…) <delay>ms`.
    private mutating func transition() -> Transition? {
        guard let duration = seconds(), skip(" "), let curve = curve(), skip(" "), let delay = seconds() else { return nil }
        return Transition(duration: duration, delay: delay, timingFunction: curve)
    }

    /// One or more items read by `item`, separated by `", "`.
    private mutating func list<Item>(of item: (inout Self) -> Item?) -> [Item]? {
        var items: [Item] = []
        repeat {
            guard let next = item(&self) else { return nil }
            items.append(next)
        } while skip(", ")
        return items
    }

    /// `[inset ]<x>px <y>px <blur>px <spread>px <colour>`.
    private mutating func shadowLayer() -> Shadow? {
        let inset = skip("inset ")
        guard let x = length(), skip(" "), let y = length(), skip(" "), let blur = length(), skip(" "), let spread = length(),
            skip(" "), let color = color()
        else { return nil }
        return Shadow(color: color, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: inset)
    }

    /// `<colour> <n>%`, the position in percent.
    private mutating func gradientStop() -> Gradient.Stop? {
        guard let color = color(), skip(" "), let percent = number(), skip("%"), let position = Self.unscaled(percent, by: 100) else {
            return nil
        }
        return Gradient.Stop(color: color, position: position)
    }

    /// `<weight> <size>px/<line height>px <families> letter-spacing <n>px`.
    ///
    /// Family names may hold any text, " letter-spacing " included, but the number after the
    /// last " letter-spacing " cannot: that one ends the families.
    private mutating func typography() -> Typography? {
        guard let weight = integer(), skip(" "), let size = length(), skip("/"), let lineHeight = length(), skip(" "),
            let end = lastIndex(of: " letter-spacing "), let families = families(before: end), skip(" letter-spacing "),
            let spacing = length()
        else { return nil }
        return Typography(fontFamily: families, fontWeight: weight, fontSize: size, lineHeight: lineHeight, letterSpacing: spacing)
    }

    /// Where `literal` last starts at or after the cursor; a backward scan, linear in the text.
    private func lastIndex(of literal: String) -> Int? {
        let pattern = Array(literal.utf8)
        var start = bytes.count - pattern.count
        while start >= index {
            if bytes[start..<start + pattern.count].elementsEqual(pattern) { return start }
            start -= 1
        }
        return nil
    }

    /// The names from the cursor to `end`, split at every `", "` (the writer's separator); nil
    /// when there is no text (`[]` and `[""]` both write none).
    private mutating func families(before end: Int) -> [String]? {
        guard end > index else { return nil }
        var names: [String] = []
        var start = index
        var at = index
        while at + 1 < end {
            if bytes[at] == UInt8(ascii: ","), bytes[at + 1] == UInt8(ascii: " ") {
                names.append(String(decoding: bytes[start..<at], as: UTF8.self))
                at += 2
                start = at
            } else {
                at += 1
            }
        }
        names.append(String(decoding: bytes[start..<end], as: UTF8.self))
        index = end
        return names
    }
}
