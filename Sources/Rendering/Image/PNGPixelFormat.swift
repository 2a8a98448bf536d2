import Foundation

/// How the PNG writer stores one image: the colour type and bit depth that hold every one of its
/// pixels exactly in the fewest bytes, chosen from the pixels alone, so the same pixels always get
/// the same format (and so the same bytes).
///
/// The rule, in order:
/// - no colour and no transparency: grey, at the lowest depth whose levels hold every value
///   (1, 2 or 4 bits when every value is a multiple of 255, 85 or 17), unless a palette of its
///   values fits fewer bits;
/// - at most 256 colours: a palette (`PLTE`, with `tRNS` when an entry is not opaque) at the lowest
///   depth that holds the count (1, 2, 4 or 8 bits); the translucent entries first, so `tRNS` stops
///   at the last of them, each group in the order its colours first appear (row by row);
/// - no colour: grey with alpha;
/// - no transparency: RGB;
/// - otherwise RGBA.
///
/// The decision reads the pixels as bytes in order (no hashing whose result depends on the
/// machine, no floating point): every machine chooses the same format and the same palette.
struct PNGPixelFormat: Equatable, Sendable {
    /// The PNG colour type.
    enum Kind: UInt8, Sendable {
        case grey = 0
        case rgb = 2
        case palette = 3
        case greyAlpha = 4
        case rgba = 6
    }

    let kind: Kind
    /// Bits per sample: 8, or 1, 2 or 4 for grey and palette images.
    let bitDepth: Int
    /// The palette's colours (`kind == .palette` only), each packed as R | G << 8 | B << 16 | A << 24.
    let palette: [UInt32]

    /// Straight 8-bit RGBA, whatever the pixels (what an animation's frames share).
    static let rgba = PNGPixelFormat(kind: .rgba, bitDepth: 8, palette: [])

    private init(kind: Kind, bitDepth: Int, palette: [UInt32]) {
        self.kind = kind
        self.bitDepth = bitDepth
        self.palette = palette
    }

    /// The format of `image` by the rule above.
    init(of image: RGBAImage) {
        let survey = PixelSurvey(image)
        let paletteDepth = survey.colours.map { Self.depth(forEntries: $0.count) }
        if survey.opaque && survey.grey, let colours = survey.colours {
            let greyDepth = Self.greyDepth(of: colours)
            if let paletteDepth, paletteDepth < greyDepth {
                self.init(kind: .palette, bitDepth: paletteDepth, palette: Self.ordered(colours))
            } else {
                self.init(kind: .grey, bitDepth: greyDepth, palette: [])
            }
        } else if let colours = survey.colours, let paletteDepth {
            self.init(kind: .palette, bitDepth: paletteDepth, palette: Self.ordered(colours))
        } else if survey.grey {
            self.init(kind: .greyAlpha, bitDepth: 8, palette: [])
        } else {
            self.init(kind: survey.opaque ? .rgb : .rgba, bitDepth: 8, palette: [])
        }
    }

    /// Samples per pixel.
    var channels: Int {
        switch kind {
        case .grey, .palette: 1
        case .greyAlpha: 2
        case .rgb: 3
        case .rgba: 4
        }
    }

    /// Bytes of one stored row of `width` pixels (its filter byte not counted).
    func rowBytes(width: Int) -> Int { (width * channels * bitDepth + 7) / 8 }

    /// The distance, in bytes, from a pixel to the one before it in the stored rows (1 below 8 bits).
    var pixelBytes: Int { max(1, channels * bitDepth / 8) }

    /// The smallest depth a palette of `count` entries fits.
    private static func depth(forEntries count: Int) -> Int {
        count <= 2 ? 1 : count <= 4 ? 2 : count <= 16 ? 4 : 8
    }

    /// The smallest grey depth whose levels hold each value of `colours` (all grey) exactly.
    private static func greyDepth(of colours: [UInt32]) -> Int {
        for depth in [1, 2, 4] {
            let step = UInt32(255 / ((1 << depth) - 1))
            if colours.allSatisfy({ ($0 & 0xFF) % step == 0 }) { return depth }
        }
        return 8
    }

    /// `colours` (in order of first appearance) with the translucent ones first.
    private static func ordered(_ colours: [UInt32]) -> [UInt32] {
        colours.filter { $0 >> 24 != 0xFF } + colours.filter { $0 >> 24 == 0xFF }
    }

    /// The `PLTE` body: three bytes per entry.
    var paletteChunk: [UInt8] {
        palette.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 >> 16 & 0xFF)] }
    }

    /// The `tRNS` body: each entry's alpha up to the last translucent one (nil when all are opaque).
    var transparencyChunk: [UInt8]? {
        let translucent = palette.prefix { $0 >> 24 != 0xFF }
        return translucent.isEmpty ? nil : translucent.map { UInt8($0 >> 24) }
    }
}

/// One pass over an image's pixels: whether every one is opaque, whether every one is grey, and
/// its colours in order of first appearance while there are at most 256 of them.
struct PixelSurvey {
    private(set) var opaque = true
    private(set) var grey = true
    /// The distinct colours (R | G << 8 | B << 16 | A << 24) in order of first appearance; nil past 256.
    private(set) var colours: [UInt32]? = []

    init(_ image: RGBAImage) {
        var set = ColourIndex()
        image.pixels.withUnsafeBytes { bytes in
            var previous: UInt32?
            // Over a range, not a stride: unoptimised, a stride's iterator looks up its metadata at every step.
            for index in 0..<image.pixelCount {
                let pixel = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
                if pixel == previous { continue }
                previous = pixel
                if pixel >> 24 != 0xFF { opaque = false }
                let red = pixel & 0xFF
                if red != pixel >> 8 & 0xFF || red != pixel >> 16 & 0xFF { grey = false }
                if colours != nil, set.insert(pixel) {
                    colours?.append(pixel)
                    if (colours?.count ?? 0) > 256 { colours = nil }
                }
                // Nothing left to learn: RGBA with many colours.
                if colours == nil && !opaque && !grey { return }
            }
        }
    }
}

/// A set of up to 257 colours with each one's index, by open addressing over 1,024 slots.
struct ColourIndex {
    private var keys = [UInt32](repeating: 0, count: ColourIndex.size)
    /// Each slot's index + 1 (0: empty).
    private var indices = [UInt16](repeating: 0, count: ColourIndex.size)
    private(set) var count = 0
    private static let size = 1024

    @inline(__always) private static func slot(_ colour: UInt32) -> Int { Int((colour &* 0x9E37_79B1) >> 22) }

    /// Adds `colour` (with the next index); false when it was already there.
    mutating func insert(_ colour: UInt32) -> Bool {
        var slot = Self.slot(colour)
        while indices[slot] != 0 {
            if keys[slot] == colour { return false }
            slot = (slot + 1) & (Self.size - 1)
        }
        keys[slot] = colour
        count += 1
        indices[slot] = UInt16(count)
        return true
    }

    /// Adds `colours` in order, each at its position.
    init(_ colours: [UInt32] = []) {
        for colour in colours { _ = insert(colour) }
    }

    /// The index of `colour`, or 0 when it is not in the set.
    @inline(__always) func index(of colour: UInt32) -> Int {
        var slot = Self.slot(colour)
        while indices[slot] != 0 {
            if keys[slot] == colour { return Int(indices[slot]) - 1 }
            slot = (slot + 1) & (Self.size - 1)
        }
        return 0
    }
}
