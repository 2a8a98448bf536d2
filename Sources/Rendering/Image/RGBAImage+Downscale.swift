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
                            // After `halve`, only the odd last column and row are left.
                            let firstX = factor == 2 && outY < height / 2 ? width / 2 : 0
                            for outX in firstX..<outWidth {
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

    /// The whole 2×2 blocks of a halving, four pixels loaded at a time (see ``average(_:_:_:_:premultiply:straighten:)``).
    private func halve(into out: inout [UInt8], outWidth: Int, outHeight: Int) {
        let (width, height) = (width, height)
        PremultipliedAlpha.premultiplied.withUnsafeBufferPointer { premultiply in
            PremultipliedAlpha.straight.withUnsafeBufferPointer { straighten in
                pixels.withUnsafeBytes { sourceBytes in
                    out.withUnsafeMutableBytes { targetBytes in
                        // Typed pointers and `while` loops: fast in an unoptimised build too. A pixel
                        // loaded as a UInt32 has R in its low byte (little-endian, as every target is).
                        sourceBytes.withMemoryRebound(to: UInt32.self) { sourceWords in
                            targetBytes.withMemoryRebound(to: UInt32.self) { targetWords in
                                // Plain pointers: a buffer's subscript is a checked call per pixel unoptimised.
                                guard let source = sourceWords.baseAddress, let target = targetWords.baseAddress else { return }
                                var outY = 0
                                while outY < height / 2 {
                                    let top = 2 * outY * width
                                    let bottom = top + width
                                    let row = outY * outWidth
                                    var outX = 0
                                    while outX < width / 2 {
                                        let p0 = source[top + 2 * outX], p1 = source[top + 2 * outX + 1]
                                        let p2 = source[bottom + 2 * outX], p3 = source[bottom + 2 * outX + 1]
                                        target[row + outX] = Self.average(
                                            p0, p1, p2, p3, premultiply: premultiply, straighten: straighten)
                                        outX += 1
                                    }
                                    outY += 1
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The average of a 2×2 block of pixels (R in the low byte, A in the high): a block of opaque
    /// pixels (most of a UI render) is a plain per-channel average, a wholly transparent one stays
    /// zero, and any other block takes the premultiplied path, so the result equals the general one.
    private static func average(
        _ p0: UInt32, _ p1: UInt32, _ p2: UInt32, _ p3: UInt32, premultiply: UnsafeBufferPointer<UInt8>,
        straighten: UnsafeBufferPointer<UInt8>
    ) -> UInt32 {
        if (p0 & p1 & p2 & p3) >> 24 == 0xFF {
            // Two channels per 32-bit lane pair: each 16-bit half holds a sum ≤ 1,022.
            let even = (p0 & 0x00FF_00FF) &+ (p1 & 0x00FF_00FF) &+ (p2 & 0x00FF_00FF) &+ (p3 & 0x00FF_00FF)
            let odd = (p0 >> 8 & 0x00FF_00FF) &+ (p1 >> 8 & 0x00FF_00FF) &+ (p2 >> 8 & 0x00FF_00FF) &+ (p3 >> 8 & 0x00FF_00FF)
            return ((even &+ 0x0002_0002) >> 2 & 0x00FF_00FF) | ((odd &+ 0x0002_0002) >> 2 & 0x00FF_00FF) << 8
        }
        if (p0 | p1 | p2 | p3) >> 24 == 0 { return 0 }
        var red = 0, green = 0, blue = 0, alpha = 0
        func add(_ pixel: UInt32) {
            let a = Int(pixel >> 24) << 8
            red += Int(premultiply[a | Int(pixel & 0xFF)])
            green += Int(premultiply[a | Int(pixel >> 8 & 0xFF)])
            blue += Int(premultiply[a | Int(pixel >> 16 & 0xFF)])
            alpha += Int(pixel >> 24)
        }
        add(p0)
        add(p1)
        add(p2)
        add(p3)
        let a = (alpha + 2) / 4
        return UInt32(straighten[a << 8 | (red + 2) / 4]) | UInt32(straighten[a << 8 | (green + 2) / 4]) << 8
            | UInt32(straighten[a << 8 | (blue + 2) / 4]) << 16 | UInt32(a) << 24
    }
}
