import ComponentKit
import Rendering

extension ContactSheet {
    /// A page's white ground, title and captions, drawn once and shared by every composition of
    /// the page whose images have the same sizes: most of a page's cost is its text.
    ///
    /// Composing on a lettering draws only the backdrops and the images, on a copy of the
    /// lettering's pixels. That gives the page ``compose(_:thumbnails:system:)`` draws, pixel for
    /// pixel, because the lettering is kept only when no text reaches into a cell's backdrop (each
    /// pixel is then drawn by the text or by a cell, never both, so the order does not matter) and
    /// every pixel is opaque (so copying it onto a new canvas is exact).
    package struct Lettering: Sendable {
        /// The ground, title and captions, at the page's scale.
        let image: RGBAImage
        /// The width and height of each image it was drawn for: the captions sit under the images.
        let sizes: [Int]

        /// The bytes it holds.
        package var byteCount: Int { image.pixels.count }
    }

    /// `page` composed from `thumbnails` as ``compose(_:thumbnails:system:)`` does, and its
    /// lettering to compose the page again from other images of the same sizes (nil when text
    /// reaches into a cell's backdrop: the page must then be drawn whole, in its order).
    ///
    /// The lettering is drawn first, on the canvas the page is then finished on: it costs a copy
    /// of the page's pixels, not a second drawing.
    package static func composeKeepingLettering(_ page: Page, thumbnails: [RGBAImage], system: DesignSystem) throws -> (
        sheet: RGBAImage, lettering: Lettering?
    ) {
        precondition(thumbnails.count == page.variants.count, "one image per variant of the page")
        var lettering: Lettering?
        do {
            let sheet = try finished(page.canvasSize, system: system) { canvas in
                try ground(page, on: canvas)
                let cells = cells(page, thumbnails: thumbnails)
                for cell in cells { try drawCaption(of: cell, page: page, on: canvas) }
                let drawn = Lettering(image: try canvas.image(), sizes: imageSizes(thumbnails))
                guard drawn.isShareable(backdrops: cells.map { backdropRect(of: $0, thumbnails: thumbnails) }) else {
                    throw NotShareable()
                }
                lettering = drawn
                for cell in cells { try drawImage(of: cell, page: page, thumbnails: thumbnails, on: canvas) }
            }
            return (sheet, lettering)
        } catch is NotShareable {
            return (try compose(page, thumbnails: thumbnails, system: system), nil)
        }
    }

    /// Text reached a cell's backdrop: the page is drawn whole, in its order.
    private struct NotShareable: Error {}

    /// `page` composed from `thumbnails` on `lettering`: the pixels ``compose(_:thumbnails:system:)``
    /// draws, with no text drawn. Without a lettering, or with one drawn for images of other
    /// sizes, the page is composed whole.
    package static func compose(_ page: Page, thumbnails: [RGBAImage], lettering: Lettering?, system: DesignSystem) throws
        -> RGBAImage
    {
        guard let lettering, lettering.sizes == imageSizes(thumbnails) else {
            return try compose(page, thumbnails: thumbnails, system: system)
        }
        let size = Size(width: Double(lettering.image.width), height: Double(lettering.image.height))
        return try finished(size, system: system) { canvas in
            try canvas.draw(lettering.image, at: Point(x: 0, y: 0), imageScale: Double(scale))
            for cell in cells(page, thumbnails: thumbnails) { try drawImage(of: cell, page: page, thumbnails: thumbnails, on: canvas) }
        }
    }
}

extension ContactSheet {
    /// Each image's width and height, in order.
    static func imageSizes(_ images: [RGBAImage]) -> [Int] { images.flatMap { [$0.width, $0.height] } }
}

extension ContactSheet.Lettering {
    /// Whether every pixel is opaque and white inside each of `backdrops`: no text reached a cell.
    func isShareable(backdrops: [Rect]) -> Bool {
        let white: UInt32 = 0xFFFF_FFFF
        return image.pixels.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: UInt32.self) { words in
                // Straight RGBA with the alpha in the high byte of each little-endian word.
                guard !words.contains(where: { $0 >> 24 != 0xFF }) else { return false }
                for rect in backdrops {
                    let left = max(0, Int(rect.minX.rounded(.down))), right = min(image.width, Int(rect.maxX.rounded(.up)))
                    let top = max(0, Int(rect.minY.rounded(.down))), bottom = min(image.height, Int(rect.maxY.rounded(.up)))
                    for y in top..<max(top, bottom) {
                        let row = y * image.width
                        if words[row + left..<row + max(left, right)].contains(where: { $0 != white }) { return false }
                    }
                }
                return true
            }
        }
    }
}
