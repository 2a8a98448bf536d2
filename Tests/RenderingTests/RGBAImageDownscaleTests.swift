import Testing

@testable import Rendering

@Suite struct RGBAImageDownscaleTests {
    @Test func averagesEachBlock() throws {
        var image = RGBAImage(width: 2, height: 2, fill: (255, 0, 0, 255))
        image[1, 0] = (0, 0, 255, 255)
        image[1, 1] = (0, 0, 255, 255)
        let reduced = image.downscaled(by: 2)
        #expect(reduced.width == 1 && reduced.height == 1)
        #expect(reduced[0, 0] == (128, 0, 128, 255))
    }

    @Test func transparentPixelsAddNoColour() throws {
        // Three transparent pixels whose (invisible) colour is red, one opaque white pixel.
        var image = RGBAImage(width: 2, height: 2, fill: (255, 0, 0, 0))
        image[0, 0] = (255, 255, 255, 255)
        let reduced = image.downscaled(by: 2)
        #expect(reduced[0, 0] == (255, 255, 255, 64), "a straight average would tint the white red")
    }

    @Test func edgeBlocksAverageThePixelsTheyHave() throws {
        var image = RGBAImage(width: 3, height: 3, fill: (0, 0, 0, 255))
        image[2, 2] = (200, 100, 50, 255)
        let reduced = image.downscaled(by: 2)
        #expect(reduced.width == 2 && reduced.height == 2)
        #expect(reduced[1, 1] == (200, 100, 50, 255), "the corner block is one pixel")
        #expect(reduced[1, 0] == (0, 0, 0, 255))
    }

    @Test func factorOneIsTheImage() throws {
        var image = RGBAImage(width: 3, height: 1, fill: (1, 2, 3, 4))
        image[1, 0] = (9, 8, 7, 6)
        #expect(image.downscaled(by: 1) == image)
    }

    @Test(arguments: [2, 3, 4])
    func aUniformImageStaysUniform(factor: Int) throws {
        let image = RGBAImage(width: 7, height: 5, fill: (37, 150, 211, 180))
        let reduced = image.downscaled(by: factor)
        #expect(reduced.width == (7 + factor - 1) / factor && reduced.height == (5 + factor - 1) / factor)
        for y in 0..<reduced.height {
            for x in 0..<reduced.width {
                let pixel = reduced[x, y]
                #expect(pixel.alpha == 180)
                // Premultiplying and back may move a channel by one step at this alpha.
                #expect(abs(Int(pixel.red) - 37) <= 1 && abs(Int(pixel.green) - 150) <= 1 && abs(Int(pixel.blue) - 211) <= 1)
            }
        }
    }

    /// The definition, written plainly: premultiply, average with round-half-up, un-premultiply.
    static func reference(_ image: RGBAImage, factor: Int) -> RGBAImage {
        let width = (image.width + factor - 1) / factor, height = (image.height + factor - 1) / factor
        var out = RGBAImage(width: width, height: height, fill: (0, 0, 0, 0))
        for outY in 0..<height {
            for outX in 0..<width {
                var sums = [0, 0, 0, 0]
                var n = 0
                for y in (outY * factor)..<min(image.height, outY * factor + factor) {
                    for x in (outX * factor)..<min(image.width, outX * factor + factor) {
                        let p = image[x, y]
                        let a = Int(p.alpha)
                        sums[0] += (Int(p.red) * a + 127) / 255
                        sums[1] += (Int(p.green) * a + 127) / 255
                        sums[2] += (Int(p.blue) * a + 127) / 255
                        sums[3] += a
                        n += 1
                    }
                }
                let a = (sums[3] + n / 2) / n
                func straight(_ sum: Int) -> UInt8 { a == 0 ? 0 : UInt8(min(255, ((sum + n / 2) / n * 255 + a / 2) / a)) }
                out[outX, outY] = (straight(sums[0]), straight(sums[1]), straight(sums[2]), UInt8(a))
            }
        }
        return out
    }

    @Test(arguments: [(2, 17, 9), (2, 16, 8), (3, 10, 7), (2, 1, 5)])
    func equalsTheDefinitionOnMixedAlpha(factor: Int, width: Int, height: Int) throws {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        var image = RGBAImage(width: width, height: height, fill: (0, 0, 0, 0))
        for y in 0..<height {
            for x in 0..<width {
                // Opaque, transparent and translucent pixels in equal measure, and whole opaque blocks.
                let kind = (x / 2 + y / 2) % 3
                let alpha: UInt8 = kind == 0 ? 255 : kind == 1 ? (next() < 128 ? 0 : 255) : next()
                image[x, y] = (next(), next(), next(), alpha)
            }
        }
        #expect(image.downscaled(by: factor) == Self.reference(image, factor: factor))
    }
}
