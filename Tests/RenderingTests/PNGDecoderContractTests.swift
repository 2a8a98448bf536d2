import Foundation
import Testing

@testable import Rendering

/// One decoder contract: the direct decoder and libpng give the same verdict on every file of a
/// corpus with chunks out of order, duplicated, damaged or missing (both refuse, or both give the
/// same RGBA), and where the codec's own checks let a file through, the direct decoder gives what
/// libpng itself gives.
@Suite struct PNGDecoderContractTests {
    typealias Verdict = Result<RGBAImage, RenderError>
    static let budget = PNGCodec.defaultPixelBudget

    static func verdict(_ decode: () throws(RenderError) -> RGBAImage) -> Verdict {
        do {
            return .success(try decode())
        } catch {
            return .failure(error)
        }
    }

    /// What `decoder` makes of `png` through the codec, its checks included.
    static func decode(_ png: Data, _ decoder: PNGCodec.Decoder = .automatic) -> Verdict {
        verdict { () throws(RenderError) in try PNGCodec.decode(png, source: "c.png", pixelBudget: budget, using: decoder) }
    }

    /// What libpng alone makes of `png`, without the codec's checks.
    static func decodeWithLibPNGAlone(_ png: Data) -> Verdict {
        verdict { () throws(RenderError) in try PNGCodec.decodeWithLibPNG(png, source: "c.png", pixelBudget: budget) }
    }

    /// Both refuse, or both give the same image.
    static func agree(_ first: Verdict, _ second: Verdict) -> Bool {
        switch (first, second) {
        case (.success(let one), .success(let other)): one == other
        case (.failure, .failure): true
        default: false
        }
    }

    static func describe(_ verdict: Verdict) -> String {
        switch verdict {
        case .success(let image): "decodes to \(image.pixels.prefix(8))…"
        case .failure(let error): "refused: \(error.message)"
        }
    }

    /// The codec's checks before either decoder (IEND, ``PNGChunkOrder``, and the image data's
    /// extent), which libpng alone does not make; nil when the file passes them.
    static func codecRefusal(_ png: Data) -> RenderError? {
        guard let layout = PNGChunks(png), layout.endsWithIEND, let header = PNGHeader(png) else {
            return RenderError(.png, "no IEND or IHDR")
        }
        do {
            try PNGChunkOrder.check(png, chunks: layout, source: "corpus")
            try PNGImageData.check(png, chunks: layout.chunks, header: header, source: "corpus")
            return nil
        } catch {
            return error
        }
    }

    static let mutationIndexes = Array(MalformedPNGCorpus.mutations.indices)

    @Test(arguments: mutationIndexes)
    func bothDecodersGiveOneVerdict(mutation index: Int) {
        let mutation = MalformedPNGCorpus.mutations[index]
        for kind in MalformedPNGCorpus.kinds where kind.isDirect {
            guard let chunks = mutation.apply(kind, kind.chunks) else { continue }
            let png = MalformedPNGCorpus.file(chunks)
            let (direct, libpng) = (Self.decode(png, .direct), Self.decode(png, .libpng))
            #expect(Self.agree(direct, libpng), "\(kind), \(mutation): direct \(Self.describe(direct)); libpng \(Self.describe(libpng))")
        }
    }

    /// The check the gallery and the report make before they copy a PNG, without decoding it,
    /// refuses every file the codec's own checks refuse (a second IHDR, bytes after the stream…)
    /// and no file that decodes: they never show a file `diff` and `verify` refuse.
    @Test(arguments: mutationIndexes)
    func theCheckBeforeACopyRefusesWhatTheCodecRefusesBeforeDecoding(mutation index: Int) {
        let mutation = MalformedPNGCorpus.mutations[index]
        for kind in MalformedPNGCorpus.kinds {
            guard let chunks = mutation.apply(kind, kind.chunks) else { continue }
            let png = MalformedPNGCorpus.file(chunks)
            var copyRefusal: RenderError?
            do { try PNGCodec.checkWithoutDecoding(png, source: "c.png") } catch { copyRefusal = error }
            if let refusal = Self.codecRefusal(png) {
                #expect(copyRefusal != nil, "\(kind), \(mutation): copied, but the codec refuses it (\(refusal.message))")
            }
            if case .success = Self.decode(png) {
                #expect(copyRefusal == nil, "\(kind), \(mutation): decodes, but not copied (\(copyRefusal?.message ?? ""))")
            }
        }
    }

    /// Where the codec refuses a file libpng alone would decode: the specification's order for the
    /// whole file (libpng stops reading at the end of the image data), `IEND`, and image data that
    /// goes on after the pixels or the stream.
    static let stricterThanLibPNG: Set<String> = [
        "PLTE after IDAT", "a second IHDR after IDAT", "an unknown critical chunk after IDAT", "an empty IDAT after an ancillary chunk",
        "no IEND", "bytes after the stream", "a second stream", "a stream one byte long",
    ]

    @Test(arguments: mutationIndexes)
    func theDirectDecoderGivesWhatLibPNGItselfGives(mutation index: Int) {
        let mutation = MalformedPNGCorpus.mutations[index]
        for kind in MalformedPNGCorpus.kinds where kind.isDirect {
            guard let chunks = mutation.apply(kind, kind.chunks) else { continue }
            let png = MalformedPNGCorpus.file(chunks)
            let (direct, libpng) = (Self.decode(png, .direct), Self.decodeWithLibPNGAlone(png))
            if let refusal = Self.codecRefusal(png) {
                let libpngDecodes = (try? libpng.get()) != nil
                #expect(
                    !libpngDecodes || Self.stricterThanLibPNG.contains(mutation.name),
                    "\(kind), \(mutation): the codec refuses (\(refusal.message)) what libpng decodes")
            } else {
                #expect(
                    Self.agree(direct, libpng), "\(kind), \(mutation): direct \(Self.describe(direct)); libpng \(Self.describe(libpng))")
            }
        }
    }

    /// ``stricterThanLibPNG`` is exactly the cases where the codec refuses a file libpng decodes.
    @Test func theCodecIsStricterThanLibPNGOnlyWhereItSays() {
        var stricter = Set<String>()
        for mutation in MalformedPNGCorpus.mutations {
            for kind in MalformedPNGCorpus.kinds {
                guard let png = mutation.apply(kind, kind.chunks).map({ MalformedPNGCorpus.file($0) }), Self.codecRefusal(png) != nil else {
                    continue
                }
                if (try? Self.decodeWithLibPNGAlone(png).get()) != nil { stricter.insert(mutation.name) }
            }
        }
        #expect(stricter == Self.stricterThanLibPNG)
    }

    /// The issue's case: a palette file at 1, 2 or 4 bits (libpng) decodes as the same file at
    /// 8 bits (the direct decoder) does, whatever is out of order.
    @Test(arguments: mutationIndexes)
    func everyPaletteDepthGivesOneVerdict(mutation index: Int) {
        let mutation = MalformedPNGCorpus.mutations[index]
        let eight = MalformedPNGCorpus.Kind(colorType: 3, bitDepth: 8)
        guard let reference = mutation.apply(eight, eight.chunks).map({ MalformedPNGCorpus.file($0) }) else { return }
        let expected = Self.decode(reference)
        for kind in MalformedPNGCorpus.kinds where kind.isPalette && kind.bitDepth < 8 {
            guard let png = mutation.apply(kind, kind.chunks).map({ MalformedPNGCorpus.file($0) }) else { continue }
            let verdict = Self.decode(png)
            #expect(Self.agree(verdict, expected), "\(kind), \(mutation): \(Self.describe(verdict)); 8-bit \(Self.describe(expected))")
        }
    }

    /// The cases the issue names, with the verdict each gets: a misplaced `tRNS` is ignored (the
    /// image is opaque, as libpng makes it); the rest are refused in words naming the rule.
    @Test(
        arguments: [
            ("tRNS after IDAT", nil), ("tRNS before PLTE", nil), ("PLTE after IDAT", "without a palette (PLTE) before its image data"),
            ("interlace method 2", "interlace method 2 is not 0 (none) or 1 (Adam7)"),
            ("IDAT split by an unknown critical chunk", "unknown critical chunk ABCD"),
            ("IDAT split by an ancillary chunk", "IDAT chunks are not consecutive"), ("a second IHDR before IDAT", "a second IHDR"),
            ("an unknown critical chunk before IDAT", "unknown critical chunk ABCD"), ("no IEND", "does not end with IEND"),
        ] as [(String, String?)])
    func theNamedCasesGetTheirVerdict(name: String, refusal: String?) throws {
        let mutation = try #require(MalformedPNGCorpus.mutations.first { $0.name == name })
        for kind in MalformedPNGCorpus.kinds where kind.isPalette {
            let png = MalformedPNGCorpus.file(try #require(mutation.apply(kind, kind.chunks)))
            switch Self.verdict({ () throws(RenderError) in try PNGCodec.decode(png, source: "odd.png") }) {
            case .success(let image):
                #expect(refusal == nil, "\(kind), \(name) decodes")
                #expect(Array(image.pixels.prefix(4)) == [200, 10, 20, 255], "\(kind), \(name): index 0 opaque, its tRNS ignored")
            case .failure(let error):
                #expect(error.file == "odd.png" && refusal.map { error.message.contains($0) } == true, "\(kind), \(name): \(error)")
            }
        }
    }
}
