extension PNGPixelFormat {
    /// `image`'s rows as this format stores them, each after its filter byte (0: none), ready for
    /// deflate. Samples below 8 bits are packed from the high bits of each byte down, as PNG packs them.
    func rows(of image: RGBAImage) -> [UInt8] {
        let width = image.width, height = image.height
        let stride = rowBytes(width: width) + 1
        let index = kind == .palette ? ColourIndex(palette) : ColourIndex()
        return [UInt8](unsafeUninitializedCapacity: height * stride) { rows, count in
            guard let target = rows.baseAddress else { return }
            image.pixels.withUnsafeBytes { source in
                for y in 0..<height {
                    let row = target + y * stride
                    row[0] = 0
                    write(row: y, of: source, width: width, into: row + 1, index: index)
                }
            }
            count = height * stride
        }
    }

    /// Writes row `y` of the RGBA `source` (`width` pixels a row) into `row` in this format.
    private func write(row y: Int, of source: UnsafeRawBufferPointer, width: Int, into row: UnsafeMutablePointer<UInt8>, index: ColourIndex)
    {
        let start = y * width * 4
        @inline(__always) func pixel(_ x: Int) -> UInt32 {
            UInt32(littleEndian: source.loadUnaligned(fromByteOffset: start + x * 4, as: UInt32.self))
        }
        switch kind {
        case .rgba:
            guard let base = source.baseAddress else { return }
            row.update(from: base.advanced(by: start).assumingMemoryBound(to: UInt8.self), count: width * 4)
        case .rgb:
            for x in 0..<width {
                let value = pixel(x)
                (row[x * 3], row[x * 3 + 1], row[x * 3 + 2]) = (UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF))
            }
        case .greyAlpha:
            for x in 0..<width {
                let value = pixel(x)
                (row[x * 2], row[x * 2 + 1]) = (UInt8(value & 0xFF), UInt8(value >> 24))
            }
        case .grey:
            let step = UInt32(255 / ((1 << bitDepth) - 1))
            pack(row, width: width) { x in UInt8((pixel(x) & 0xFF) / step) }
        case .palette:
            var previous = pixel(0), previousIndex = UInt8(index.index(of: previous))
            pack(row, width: width) { x in
                let value = pixel(x)
                if value != previous { (previous, previousIndex) = (value, UInt8(index.index(of: value))) }
                return previousIndex
            }
        }
    }

    /// Writes `width` samples of ``bitDepth`` bits (`sample(x)`, each below 2^depth) into `row`,
    /// packed from each byte's high bits down; a last byte's unused low bits are 0.
    @inline(__always)
    private func pack(_ row: UnsafeMutablePointer<UInt8>, width: Int, _ sample: (Int) -> UInt8) {
        guard bitDepth < 8 else {
            for x in 0..<width { row[x] = sample(x) }
            return
        }
        let perByte = 8 / bitDepth
        for byte in 0..<(width + perByte - 1) / perByte {
            var packed: UInt8 = 0
            for slot in 0..<perByte {
                let x = byte * perByte + slot
                let value = x < width ? sample(x) : 0
                packed |= value << UInt8(8 - bitDepth * (slot + 1))
            }
            row[byte] = packed
        }
    }
}
