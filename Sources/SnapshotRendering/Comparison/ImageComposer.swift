import Rendering

/// Lays images out side by side on a neutral backdrop (pure pixel copies, no Cairo).
package enum ImageComposer {
    /// The images left to right, top-aligned, `gap` pixels apart on a mid-grey backdrop.
    package static func sideBySide(_ images: [RGBAImage], gap: Int = 8) -> RGBAImage {
        let width = images.reduce(0) { $0 + $1.width } + gap * max(0, images.count - 1)
        let height = images.map(\.height).max() ?? 0
        var canvas = RGBAImage(width: width, height: height, fill: (128, 128, 128, 255))
        var left = 0
        for image in images {
            for y in 0..<image.height {
                let source = y * image.width * 4
                let target = (y * width + left) * 4
                canvas.pixels.replaceSubrange(target..<(target + image.width * 4), with: image.pixels[source..<(source + image.width * 4)])
            }
            left += image.width + gap
        }
        return canvas
    }
}
