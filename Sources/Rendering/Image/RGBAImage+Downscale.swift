extension RGBAImage {
    /// This image reduced by a whole `factor`: each output pixel averages a `factor`×`factor` block.
    ///
    /// The average is taken over premultiplied colour (so transparent pixels add no colour) in
    /// integer arithmetic with round-half-up, then un-premultiplied: the same pixels give the same
    /// bytes on every machine. Blocks at the right and bottom edges average the pixels they have,
    /// so the result is `ceil(width / factor)`×`ceil(height / factor)`. A factor of 1 returns the image.
    ///
    /// ```swift
    /// let thumbnail = try system.render(variant, scale: 2).downscaled(by: 2)
    /// ```
    public func downscaled(by factor: Int) -> RGBAImage {
        guard factor > 1, width > 0, height > 0 else { return self }
        let outWidth = (width + factor - 1) / factor
        let outHeight = (height + factor - 1) / factor
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for outY in 0..<outHeight {
                    let rows = (outY * factor)..<min(height, outY * factor + factor)
                    for outX in 0..<outWidth {
                        let columns = (outX * factor)..<min(width, outX * factor + factor)
                        var red = 0, green = 0, blue = 0, alpha = 0
                        for y in rows {
                            for x in columns {
                                let i = (y * width + x) * 4
                                let a = Int(source[i + 3])
                                red += (Int(source[i]) * a + 127) / 255
                                green += (Int(source[i + 1]) * a + 127) / 255
                                blue += (Int(source[i + 2]) * a + 127) / 255
                                alpha += a
                            }
                        }
                        let n = rows.count * columns.count
                        let a = (alpha + n / 2) / n
                        let o = (outY * outWidth + outX) * 4
                        target[o + 3] = UInt8(a)
                        guard a > 0 else { continue }
                        // Premultiplied averages, then back to straight colour (capped: rounding may overshoot).
                        func straight(_ sum: Int) -> UInt8 { UInt8(min(255, ((sum + n / 2) / n * 255 + a / 2) / a)) }
                        target[o] = straight(red)
                        target[o + 1] = straight(green)
                        target[o + 2] = straight(blue)
                    }
                }
            }
        }
        return RGBAImage(width: outWidth, height: outHeight, pixels: out)!
    }
}
