import Rendering

/// A `width`×`height` opaque grey image.
package func solidImage(_ width: Int, _ height: Int, _ gray: UInt8 = 200) -> RGBAImage {
    RGBAImage(width: width, height: height, fill: (gray, gray, gray, 255))
}

/// A small image with every kind of pixel: opaque, translucent, transparent, gradients.
package func sampleImage(width: Int = 7, height: Int = 5) -> RGBAImage {
    var image = RGBAImage(width: width, height: height, fill: (0, 0, 0, 0))
    for y in 0..<height {
        for x in 0..<width {
            image[x, y] = (UInt8(x * 36 % 256), UInt8(y * 60 % 256), UInt8((x * y * 13) % 256), UInt8((x + y) * 20 % 256))
        }
    }
    return image
}
