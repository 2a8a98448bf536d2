extension RGBAImage {
    /// The pixels of the `width`×`height` rectangle whose top-left pixel is (`x`, `y`), clamped to
    /// the image (empty when nothing of it is inside): a motion strip's frames are cut from it this way.
    package func cropped(x: Int, y: Int, width: Int, height: Int) -> RGBAImage {
        let left = min(max(x, 0), self.width), top = min(max(y, 0), self.height)
        let right = min(max(left + max(width, 0), left), self.width), bottom = min(max(top + max(height, 0), top), self.height)
        let columns = right - left, rows = bottom - top
        var bytes = [UInt8](repeating: 0, count: columns * rows * 4)
        pixels.withUnsafeBufferPointer { source in
            bytes.withUnsafeMutableBufferPointer { target in
                for row in 0..<rows {
                    let from = ((top + row) * self.width + left) * 4
                    for offset in 0..<(columns * 4) { target[row * columns * 4 + offset] = source[from + offset] }
                }
            }
        }
        // The byte count matches by construction; an empty rectangle gives an empty image.
        return RGBAImage(width: columns, height: rows, pixels: bytes) ?? RGBAImage(width: 0, height: 0, fill: (0, 0, 0, 0))
    }
}
