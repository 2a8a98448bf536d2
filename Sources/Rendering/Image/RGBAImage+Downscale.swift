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
    package func downscaled(by factor: Int) -> RGBAImage {
        guard factor > 1, width > 0, height > 0 else { return self }
        let outWidth = (width + factor - 1) / factor
        let outHeight = (height + factor - 1) / factor
        // Starts transparent black: wholly transparent blocks are left as they are.
        var result = RGBAImage(width: outWidth, height: outHeight, fill: (0, 0, 0, 0))
        if factor == 2 { halve(into: &result.pixels, outWidth: outWidth, outHeight: outHeight) }
        PremultipliedAlpha.premultiplied.withUnsafeBufferPointer { premultiply in
            PremultipliedAlpha.straight.withUnsafeBufferPointer { straighten in
                pixels.withUnsafeBufferPointer { source in
                    result.pixels.withUnsafeMutableBufferPointer { target in
                        for outY in 0..<outHeight {
                            let rows = (outY * factor)..<min(height, outY * factor + factor)
                            for outX in 0..<outWidth {
                                if factor == 2 && outX < width / 2 && outY < height / 2 { continue }  // done by `halve`
                                let columns = (outX * factor)..<min(width, outX * factor + factor)
                                var red = 0, green = 0, blue = 0, alpha = 0
                                for y in rows {
                                    for x in columns {
                                        let i = (y * width + x) * 4
                                        let a = Int(source[i + 3])
                                        red += Int(premultiply[a << 8 | Int(source[i])])
                                        green += Int(premultiply[a << 8 | Int(source[i + 1])])
                                        blue += Int(premultiply[a << 8 | Int(source[i + 2])])
                                        alpha += a
                                    }
                                }
                                let n = rows.count * columns.count
                                let a = (alpha + n / 2) / n
                                let o = (outY * outWidth + outX) * 4
                                // Premultiplied averages, then back to straight colour.
                                target[o] = straighten[a << 8 | min(255, (red + n / 2) / n)]
                                target[o + 1] = straighten[a << 8 | min(255, (green + n / 2) / n)]
                                target[o + 2] = straighten[a << 8 | min(255, (blue + n / 2) / n)]
                                target[o + 3] = UInt8(a)
                            }
                        }
                    }
                }
            }
        }
        return result
    }

    /// The whole 2×2 blocks of a halving, four pixels loaded at a time: a block of opaque pixels
    /// (most of a UI render) is a plain per-channel average, a wholly transparent one stays zero,
    /// and any other block takes the premultiplied path, so the result equals the general one.
    private func halve(into out: inout [UInt8], outWidth: Int, outHeight: Int) {
        let sourceStride = width * 4
        PremultipliedAlpha.premultiplied.withUnsafeBufferPointer { premultiply in
            PremultipliedAlpha.straight.withUnsafeBufferPointer { straighten in
                pixels.withUnsafeBytes { source in
                    out.withUnsafeMutableBytes { target in
                        guard let base = source.baseAddress, let targetBase = target.baseAddress else { return }
                        for outY in 0..<(height / 2) {
                            let top = base + 2 * outY * sourceStride
                            let bottom = top + sourceStride
                            for outX in 0..<(width / 2) {
                                let p0 = top.loadUnaligned(fromByteOffset: 8 * outX, as: UInt32.self)
                                let p1 = top.loadUnaligned(fromByteOffset: 8 * outX + 4, as: UInt32.self)
                                let p2 = bottom.loadUnaligned(fromByteOffset: 8 * outX, as: UInt32.self)
                                let p3 = bottom.loadUnaligned(fromByteOffset: 8 * outX + 4, as: UInt32.self)
                                let offset = 4 * (outY * outWidth + outX)
                                if (p0 & p1 & p2 & p3) >> 24 == 0xFF {
                                    // Two channels per 32-bit lane pair: each 16-bit half holds a sum ≤ 1,022.
                                    let even = (p0 & 0x00FF_00FF) &+ (p1 & 0x00FF_00FF) &+ (p2 & 0x00FF_00FF) &+ (p3 & 0x00FF_00FF)
                                    let odd =
                                        (p0 >> 8 & 0x00FF_00FF) &+ (p1 >> 8 & 0x00FF_00FF) &+ (p2 >> 8 & 0x00FF_00FF)
                                        &+ (p3 >> 8 & 0x00FF_00FF)
                                    let average =
                                        ((even &+ 0x0002_0002) >> 2 & 0x00FF_00FF) | ((odd &+ 0x0002_0002) >> 2 & 0x00FF_00FF) << 8
                                    targetBase.storeBytes(of: average, toByteOffset: offset, as: UInt32.self)
                                    continue
                                }
                                if (p0 | p1 | p2 | p3) >> 24 == 0 { continue }
                                var sums = (0, 0, 0, 0)
                                func add(_ pixel: UInt32) {
                                    let a = Int(pixel >> 24) << 8
                                    sums.0 += Int(premultiply[a | Int(pixel & 0xFF)])
                                    sums.1 += Int(premultiply[a | Int(pixel >> 8 & 0xFF)])
                                    sums.2 += Int(premultiply[a | Int(pixel >> 16 & 0xFF)])
                                    sums.3 += Int(pixel >> 24)
                                }
                                add(p0)
                                add(p1)
                                add(p2)
                                add(p3)
                                let a = (sums.3 + 2) / 4
                                targetBase.storeBytes(of: straighten[a << 8 | (sums.0 + 2) / 4], toByteOffset: offset, as: UInt8.self)
                                targetBase.storeBytes(of: straighten[a << 8 | (sums.1 + 2) / 4], toByteOffset: offset + 1, as: UInt8.self)
                                targetBase.storeBytes(of: straighten[a << 8 | (sums.2 + 2) / 4], toByteOffset: offset + 2, as: UInt8.self)
                                targetBase.storeBytes(of: UInt8(a), toByteOffset: offset + 3, as: UInt8.self)
                            }
                        }
                    }
                }
            }
        }
    }
}
