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
}
