import Rendering
import Testing

@Suite struct RGBAImageCropTests {
    @Test func cropsTheRectangleAndClampsToTheImage() throws {
        var pixels: [UInt8] = []
        for y in 0..<4 { for x in 0..<5 { pixels += [UInt8(x), UInt8(y), 0, 255] } }
        let image = try #require(RGBAImage(width: 5, height: 4, pixels: pixels))
        let middle = image.cropped(x: 1, y: 2, width: 3, height: 2)
        #expect(middle.width == 3 && middle.height == 2)
        #expect(middle[0, 0] == (1, 2, 0, 255) && middle[2, 1] == (3, 3, 0, 255))
        let edge = image.cropped(x: 3, y: 3, width: 10, height: 10)
        #expect(edge.width == 2 && edge.height == 1 && edge[1, 0] == (4, 3, 0, 255))
        let outside = image.cropped(x: 9, y: 0, width: 2, height: 2)
        #expect(outside.width == 0 || outside.height == 0)
    }
}
