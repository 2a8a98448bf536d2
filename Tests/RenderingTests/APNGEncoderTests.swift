import Foundation
import Rendering
import Testing

/// The animated PNG decodes back to its frames: the test reads the chunks itself (APNG is not
/// something libpng's simplified reader animates), checks the animation's control chunks, and
/// rebuilds each frame as a PNG of its own for the project's decoder.
@Suite struct APNGEncoderTests {
    struct Chunk {
        var type: String
        var body: [UInt8]
    }

    func chunks(_ data: Data) throws -> [Chunk] {
        let bytes = [UInt8](data)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var offset = 8
        var result: [Chunk] = []
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            // Each chunk's CRC is the one a chunk of that type and body must carry.
            #expect(PNGCodec.chunk(type, body) == Data(bytes[offset..<(offset + 12 + length)]), "CRC of \(type)")
            result.append(Chunk(type: type, body: body))
            offset += 12 + length
        }
        #expect(offset == bytes.count)
        return result
    }

    func number(_ bytes: ArraySlice<UInt8>) -> Int { bytes.reduce(0) { $0 << 8 | Int($1) } }

    /// Three different frames: a gradient, a solid and a checkerboard.
    func frames() -> [RGBAImage] {
        let width = 37, height = 21
        var gradient = [UInt8](), checker = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                gradient += [UInt8(x * 6), UInt8(y * 12), 200, UInt8(255 - x)]
                checker += (x + y) % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 0]
            }
        }
        return [
            RGBAImage(width: width, height: height, pixels: gradient)!, RGBAImage(width: width, height: height, fill: (10, 20, 30, 255)),
            RGBAImage(width: width, height: height, pixels: checker)!,
        ]
    }

    @Test func decodesBackToTheSameFramesWithTheirTimes() throws {
        let frames = frames()
        let apng = try APNGEncoder.encode(frames, delays: [40, 120, 1000])
        let chunks = try chunks(apng)
        #expect(chunks.first?.type == "IHDR" && chunks.last?.type == "IEND")
        let control = try #require(chunks.first { $0.type == "acTL" })
        #expect(number(control.body[0..<4]) == 3 && number(control.body[4..<8]) == 0, "three frames, looping")
        let header = try #require(chunks.first)
        var sequence = 0
        var decoded: [RGBAImage] = []
        var delays: [Int] = []
        var data: [[UInt8]] = []
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                #expect(number(chunk.body[0..<4]) == sequence)
                sequence += 1
                #expect(number(chunk.body[4..<8]) == 37 && number(chunk.body[8..<12]) == 21)
                delays.append(number(chunk.body[20..<22]) * 1000 / number(chunk.body[22..<24]))
                data.append([])
            case "IDAT":
                data[data.count - 1] += chunk.body
            case "fdAT":
                #expect(number(chunk.body[0..<4]) == sequence)
                sequence += 1
                data[data.count - 1] += chunk.body.dropFirst(4)
            default:
                break
            }
        }
        #expect(delays == [40, 120, 1000])
        for frame in data {
            var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            png.append(PNGCodec.chunk("IHDR", header.body))
            png.append(PNGCodec.chunk("IDAT", frame))
            png.append(PNGCodec.chunk("IEND", []))
            decoded.append(try PNGCodec.decode(png))
        }
        #expect(decoded.count == 3)
        for (original, back) in zip(frames, decoded) { #expect(back.hasSamePixels(as: original)) }
    }

    /// One header serves every frame, so every frame is RGBA, even a frame the writer would store
    /// alone as a palette (the solid one).
    @Test func everyFrameIsStoredAsRGBA() throws {
        let header = try #require(try chunks(APNGEncoder.encode(frames(), delays: [40, 120, 1000])).first)
        #expect(header.type == "IHDR" && header.body[8] == 8 && header.body[9] == 6)
        #expect(try PNGCodec.encode(frames()[1])[25] == 3, "alone, the solid frame is a palette image")
    }

    @Test func theSameFramesGiveTheSameBytes() throws {
        #expect(try APNGEncoder.encode(frames(), delays: [1, 2, 3]) == APNGEncoder.encode(frames(), delays: [1, 2, 3]))
    }

    @Test func framesOfAnotherSizeOrMissingDelaysAreRefused() throws {
        let frames = frames()
        #expect(throws: RenderError.self) { try APNGEncoder.encode(frames, delays: [1, 2]) }
        #expect(throws: RenderError.self) { try APNGEncoder.encode([], delays: []) }
        let other = RGBAImage(width: 5, height: 5, fill: (0, 0, 0, 255))
        #expect(throws: RenderError.self) { try APNGEncoder.encode([frames[0], other], delays: [1, 1]) }
        #expect(throws: RenderError.self) { try APNGEncoder.encode([frames[0]], delays: [70_000]) }
    }
    /// A stored animation is read back to its delays; a still PNG, a cut file or one whose frame
    /// count is not its frame controls' is refused in words.
    @Test func frameDelaysReadAnAnimationBackAndRefuseWhatIsNotOne() throws {
        let apng = try APNGEncoder.encode(frames(), delays: [40, 120, 1000])
        #expect(try APNGEncoder.frameDelays(of: apng, source: "a.png") == [40, 120, 1000])
        func refusal(_ data: Data) -> String {
            do {
                _ = try APNGEncoder.frameDelays(of: data, source: "a.png")
                return "accepted"
            } catch {
                return error.message
            }
        }
        #expect(refusal(try PNGCodec.encode(frames()[0])).contains("not an animated PNG"))
        #expect(refusal(apng.prefix(apng.count - 12)).contains("IEND"))
        // acTL says 3 frames: one that says 9 (with its own good CRC) is refused for the count alone.
        var bytes = [UInt8](apng)
        let control = try #require(try chunks(apng).firstIndex { $0.type == "acTL" })
        let start = 8 + (try chunks(apng).prefix(control).reduce(0) { $0 + 12 + $1.body.count })
        bytes.replaceSubrange(start..<(start + 20), with: PNGCodec.chunk("acTL", [0, 0, 0, 9, 0, 0, 0, 0]))
        #expect(refusal(Data(bytes)).contains("says 9 frame(s), but it has 3"), "\(refusal(Data(bytes)))")
    }
}
