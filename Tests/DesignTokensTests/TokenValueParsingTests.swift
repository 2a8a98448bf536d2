import DesignTokens
import Foundation
import Testing

/// A small deterministic source of token values (a 64-bit linear congruential generator).
private struct ValueGenerator {
    var state: UInt64

    /// A whole number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    /// A coin toss.
    mutating func bool() -> Bool { next(2) == 0 }

    /// 10 to the power `exponent`, exactly as a decimal literal would read.
    private func power(_ exponent: Int) -> Double { Double("1e\(exponent)")! }

    /// A number as token files hold them: integers, short decimals (`-0.48`, `8.25`), tiny
    /// (`1e-7`) and huge ones, always the double nearest a decimal of at most 6 digits.
    mutating func decimal() -> Double {
        let sign: Double = bool() ? 1 : -1
        switch next(5) {
        case 0: return sign * Double(next(2_000))
        case 1: return sign * Double(next(100_000)) / power(next(6))
        case 2: return sign * Double("\(1 + next(999))e-\(5 + next(10))")!
        case 3: return sign * Double("\(1 + next(999_999))e\(10 + next(15))")!
        default: return [-0.48, 8.25, 1e-7, 0.1, 0.5, 1e15, 123.456][next(7)]
        }
    }

    /// Any finite double, from random bits.
    mutating func anyDouble() -> Double {
        while true {
            let bits = UInt64(next(1 << 30)) << 34 | UInt64(next(1 << 30)) << 4 | UInt64(next(16))
            let value = Double(bitPattern: bits)
            if value.isFinite { return value }
        }
    }

    /// A double in 0..<1 with all 53 bits random.
    mutating func unit() -> Double { Double(UInt64(next(1 << 27)) << 26 | UInt64(next(1 << 26))) / 0x1p53 }

    /// A length or plain number: mostly decimals, sometimes any double (written exactly too).
    mutating func number() -> Double { next(4) == 0 ? anyDouble() : decimal() }

    /// A stop position: a decimal in 0…1 as a token file writes it.
    mutating func position() -> Double { bool() ? [0, 1, 0.5, 0.123, 0.07][next(5)] : Double(next(100_001)) / 100_000 }

    /// Opaque half the time.
    mutating func color() -> Color {
        Color(
            red: UInt8(next(256)), green: UInt8(next(256)), blue: UInt8(next(256)), alpha: bool() ? 255 : UInt8(next(256)))
    }

    /// 1–3 names, some with spaces, commas, non-ASCII letters or the words the typography text uses.
    mutating func families() -> [String] {
        let names = [
            "Proxima Soft", "Inter", "SF Pro Text", "Ünïcødé Grotesk", "A,B", "Trailing ", " Leading", "x letter-spacing 2px",
            "😀 Emoji", "#EEF2F9", "600 14px/20px",
        ]
        return (0...next(3)).map { _ in names[next(names.count)] }
    }

    /// x coordinates in 0…1 (as the loader requires), y anything.
    mutating func curve() -> CubicBezier {
        CubicBezier(x1: Double(next(101)) / 100, y1: number(), x2: Double(next(101)) / 100, y2: number())
    }

    /// A keyword, or 0–4 dashes (the loader needs one; the writer and reader take none too).
    mutating func strokeStyle() -> StrokeStyle {
        guard bool() else { return .keyword(StrokeStyle.Keyword.allCases[next(StrokeStyle.Keyword.allCases.count)]) }
        let lengths = (0..<next(5)).map { _ in number() }
        return .dashes(lengths, lineCap: StrokeStyle.LineCap.allCases[next(StrokeStyle.LineCap.allCases.count)])
    }

    /// One layer, inset half the time.
    mutating func shadow() -> Shadow {
        Shadow(color: color(), offsetX: number(), offsetY: number(), blur: number(), spread: number(), inset: bool())
    }

    /// A random value of `kind`.
    mutating func value(of kind: TokenType) -> TokenValue {
        switch kind {
        case .color: .color(color())
        case .dimension: .dimension(number())
        case .number: .number(number())
        case .fontFamily: .fontFamily(families())
        case .fontWeight: .fontWeight(bool() ? 1 + next(1000) : [Int.min, -1, 0, Int.max][next(4)])
        case .duration: .duration(seconds: decimal())
        case .cubicBezier: .cubicBezier(curve())
        case .strokeStyle: .strokeStyle(strokeStyle())
        case .border: .border(Border(color: color(), width: number(), style: strokeStyle()))
        case .transition: .transition(Transition(duration: decimal(), delay: decimal(), timingFunction: curve()))
        case .shadow: .shadow((0...next(3)).map { _ in shadow() })
        case .typography:
            .typography(
                Typography(
                    fontFamily: families(), fontWeight: 1 + next(1000), fontSize: number(), lineHeight: number(),
                    letterSpacing: number()))
        case .gradient: .gradient(Gradient(stops: (0..<2 + next(3)).map { _ in Gradient.Stop(color: color(), position: position()) }))
        }
    }
}

@Suite struct TokenValueParsingTests {
    /// A few thousand seeded values, every kind alike, read back equal to themselves.
    @Test func randomValuesOfEveryKindReadBackExactly() {
        var generator = ValueGenerator(state: 2025)
        var checked = 0
        for round in 0..<4_000 {
            let kind = TokenType.allCases[round % TokenType.allCases.count]
            let value = generator.value(of: kind)
            let read = TokenValue(text: value.text, kind: kind)
            #expect(read == value, "\(kind.rawValue) \(value.text) read as \(read.map { "\($0)" } ?? "nil")")
            checked += 1
        }
        #expect(checked == 4_000)
    }

    /// ×1000 and ×100 can map two neighbouring doubles to one text; the reading is then the one
    /// with the shorter decimal form, and always one that writes the same text.
    @Test func scaledNumbersTheWriterConfusesReadAsTheShorterTwin() throws {
        func stop(_ position: Double) -> TokenValue { .gradient(Gradient(stops: [Gradient.Stop(color: .black, position: position)])) }
        #expect(stop(0.123).text == "#000000 12.3%")
        #expect(stop(0.123.nextUp).text == "#000000 12.3%")
        #expect(TokenValue(text: "#000000 12.3%", kind: .gradient) == stop(0.123))

        var generator = ValueGenerator(state: 7)
        var confused = 0
        for round in 0..<4_000 {
            let number = generator.unit()
            let value = round.isMultiple(of: 2) ? TokenValue.duration(seconds: number * 10) : stop(number)
            let read = try #require(TokenValue(text: value.text, kind: value.kind), "\(value.text)")
            #expect(read.text == value.text)
            guard read != value else { continue }
            confused += 1
            let (written, twin) = try #require(scalars(value, read))
            #expect(twin == written.nextUp || twin == written.nextDown, "\(value.text)")
            #expect(JSONWriter.number(twin).count <= JSONWriter.number(written).count)
        }
        // Random doubles are confused now and then (a few percent); short decimals never are.
        #expect(confused > 0)
    }

    /// The seconds or the stop position of two durations or one-stop gradients.
    private func scalars(_ a: TokenValue, _ b: TokenValue) -> (Double, Double)? {
        switch (a, b) {
        case (.duration(let x), .duration(let y)): (x, y)
        case (.gradient(let x), .gradient(let y)): (x.stops[0].position, y.stops[0].position)
        default: nil
        }
    }

    /// Every value of every mode of the EB components' own tables (each loaded alone, as its
    /// component loads it).
    @Test func everyProjectTokenReadsBackExactly() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/EBComponents/Tokens")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".tokens.json") }
        #expect(files.count >= 6)
        var checked = 0
        for file in files {
            // Each component loads its own table.
            let result = TokenTable.load(files: [file])
            let table = try #require(result.table, "\(file.lastPathComponent): \(result.errors)")
            for token in table.tokens.values {
                for value in [token.value] + token.modes.values {
                    let read = TokenValue(text: value.text, kind: value.kind)
                    #expect(read == value, "\(file.lastPathComponent) \(token.path) \(value.text)")
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
    }

    /// Text of another kind, without its unit, spelled otherwise, with more after it, or empty.
    @Test(arguments: [
        // Wrong kind.
        ("#EEF2F9", TokenType.dimension), ("12px", .color), ("12px", .number), ("1.5", .dimension), ("200ms", .dimension),
        ("solid", .border), ("600", .duration), ("#1972F9 0%", .shadow), ("12px", .typography),
        // Missing unit.
        ("12", .dimension), ("200", .duration), ("1 solid #D61B2C", .border), ("#1972F9 0", .gradient),
        ("0 2 4 0 #000000", .shadow), ("600 14/20px Inter letter-spacing 0px", .typography), ("dashes(4 2; round)", .strokeStyle),
        // Spelled otherwise than the writer spells it.
        ("#eef2f9", .color), ("#EEF2F9FF", .color), ("#EEF", .color), ("EEF2F9", .color), ("12.0px", .dimension),
        ("+1", .number), ("1E5", .number), ("1e2", .number), ("0x10", .number), ("inf", .number), ("nan", .number),
        ("null", .number), ("01", .number), (" 1", .number), ("12 px", .dimension), ("+600", .fontWeight), ("600.0", .fontWeight),
        ("cubic-bezier(0.42,0,0.58,1)", .cubicBezier), ("Solid", .strokeStyle), ("dashes(4px  2px; round)", .strokeStyle),
        ("600  14px/20px Inter letter-spacing 0px", .typography),
        // Trailing junk.
        ("#EEF2F9 ", .color), ("12pxx", .dimension), ("1.5;", .number), ("solid solid", .strokeStyle), ("200ms0", .duration),
        ("cubic-bezier(0.42, 0, 0.58, 1) ", .cubicBezier), ("0px 1px 2px 0px #0000001A, ", .shadow), ("#1972F9 0%,", .gradient),
        ("1px solid #D61B2C #D61B2C", .border), ("600 14px/20px Inter letter-spacing 0px 0px", .typography),
        // Empty (a shadow and a gradient read it as no layers and no stops).
        ("", .color), ("", .dimension), ("", .number), ("", .fontFamily), ("", .fontWeight), ("", .duration),
        ("", .cubicBezier), ("", .strokeStyle), ("", .border), ("", .transition), ("", .typography),
    ])
    func malformedTextIsNil(_ text: String, _ kind: TokenType) {
        #expect(TokenValue(text: text, kind: kind) == nil)
    }

    /// No prefix of these composites is the whole text of a value.
    @Test(arguments: [
        ("cubic-bezier(0.42, 0, 0.58, 1)", TokenType.cubicBezier), ("dashes(4px 2px; round)", .strokeStyle),
        ("1px dashes(4px; butt) #D61B2C", .border), ("200ms cubic-bezier(0.42, 0, 0.58, 1) 10ms", .transition),
        ("inset 0px 2px 4.5px 0px #000000", .shadow), ("#1972F9 50%", .gradient),
        ("600 14px/20px Proxima Soft, Inter letter-spacing 0.5px", .typography),
    ])
    func everyTruncationOfACompositeIsNil(_ text: String, _ kind: TokenType) {
        #expect(TokenValue(text: text, kind: kind) != nil)
        for length in 1..<text.utf8.count {
            let prefix = String(decoding: text.utf8.prefix(length), as: UTF8.self)
            #expect(TokenValue(text: prefix, kind: kind) == nil, "\(prefix)")
        }
    }

    /// Empty lists are written and read; -0 reads as 0 (equal), infinity is written `null`.
    @Test func emptyListsAndSignsReadAsWritten() {
        #expect(TokenValue(text: "", kind: .shadow) == .shadow([]))
        #expect(TokenValue(text: "", kind: .gradient) == .gradient(Gradient(stops: [])))
        #expect(TokenValue(text: "dashes(; round)", kind: .strokeStyle) == .strokeStyle(.dashes([], lineCap: .round)))
        #expect(TokenValue.dimension(-0.0).text == "0px")
        #expect(TokenValue(text: "0px", kind: .dimension) == .dimension(-0.0))
        #expect(TokenValue(text: TokenValue.number(.infinity).text, kind: .number) == nil)
    }

    /// Names are joined with ", ", so a name holding ", " reads as two names that write the same.
    @Test func familyNamesSplitAtEverySeparator() {
        #expect(TokenValue(text: TokenValue.fontFamily(["A, B"]).text, kind: .fontFamily) == .fontFamily(["A", "B"]))
        #expect(TokenValue(text: "a, , b", kind: .fontFamily) == .fontFamily(["a", "", "b"]))
        #expect(TokenValue(text: "A,, B", kind: .fontFamily) == .fontFamily(["A,", "B"]))
        #expect(TokenValue.fontFamily([]).text == TokenValue.fontFamily([""]).text)
        #expect(TokenValue(text: "600 14px/20px  letter-spacing 0px", kind: .typography) == nil)
        let type = Typography(fontFamily: ["x letter-spacing 2px", "Inter"], fontWeight: 600, fontSize: 14, lineHeight: 20)
        #expect(TokenValue(text: TokenValue.typography(type).text, kind: .typography) == .typography(type))
    }

    /// Text over 64 KiB is refused, and long repetitive text is read in one pass.
    @Test func textOverTheLimitIsNil() {
        let layer = "0px 1px 2px 0px #0000001A"
        let fits = Array(repeating: layer, count: 2_400).joined(separator: ", ")
        let over = Array(repeating: layer, count: 2_500).joined(separator: ", ")
        #expect(fits.utf8.count <= TokenValue.maximumTextLength && over.utf8.count > TokenValue.maximumTextLength)
        #expect(TokenValue(text: fits, kind: .shadow).map { if case .shadow(let layers) = $0 { layers.count } else { 0 } } == 2_400)
        #expect(TokenValue(text: over, kind: .shadow) == nil)
        #expect(TokenValue(text: String(repeating: "1", count: 70_000), kind: .number) == nil)
        // Near the limit, text built to make a naive reader backtrack is refused quickly.
        let repeated = "600 14px/20px " + String(repeating: " letter-spacing ", count: 4_000)
        #expect(TokenValue(text: repeated, kind: .typography) == nil)
        #expect(TokenValue(text: String(repeating: "dashes(", count: 9_000), kind: .strokeStyle) == nil)
    }
}
