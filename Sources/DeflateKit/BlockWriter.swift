/// Writes a block of symbols as the smallest of a dynamic Huffman, fixed Huffman or stored block.
final class BlockWriter {
    /// Order in which the code-length code's lengths are sent (RFC 1951 §3.2.7).
    private static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    private static let maxCodeLength = 15
    private static let maxCodeLengthCodeLength = 7
    private static let maxStoredLength = 65535

    private let tables: CodeTables
    private let lengthExtra: UnsafeMutablePointer<UInt8>
    private let lengthBase: UnsafeMutablePointer<UInt16>
    private let distanceExtra: UnsafeMutablePointer<UInt8>
    private let distanceBase: UnsafeMutablePointer<UInt16>
    private let fixedLiteralLengths: UnsafeMutablePointer<UInt8>
    private let fixedLiteralCodes: UnsafeMutablePointer<UInt16>
    private let fixedDistanceLengths: UnsafeMutablePointer<UInt8>
    private let fixedDistanceCodes: UnsafeMutablePointer<UInt16>
    private let literalFrequencies: UnsafeMutablePointer<UInt32>
    private let literalLengths: UnsafeMutablePointer<UInt8>
    private let literalCodes: UnsafeMutablePointer<UInt16>
    private let distanceLengths: UnsafeMutablePointer<UInt8>
    private let distanceCodes: UnsafeMutablePointer<UInt16>
    /// Run-length coded code lengths: symbol (0...18) in the low byte, repeat extra value above.
    private let codeLengthSymbols: UnsafeMutablePointer<UInt16>
    private var codeLengthSymbolCount = 0
    private let codeLengthFrequencies: UnsafeMutablePointer<UInt32>
    private let codeLengthLengths: UnsafeMutablePointer<UInt8>
    private let codeLengthCodes: UnsafeMutablePointer<UInt16>
    private var literalCodeCount = 257
    private var distanceCodeCount = 1
    private var codeLengthCodeCount = 4

    /// Code lengths of the fixed literal/length code (RFC 1951 §3.2.6).
    private static let fixedLiteralLengthTable: [UInt8] = (0..<SymbolBuffer.literalAlphabetSize).map { symbol in
        symbol < 144 ? 8 : symbol < 256 ? 9 : symbol < 280 ? 7 : 8
    }
    /// Code lengths of the fixed distance code.
    private static let fixedDistanceLengthTable = [UInt8](repeating: 5, count: SymbolBuffer.distanceAlphabetSize)
    /// The fixed codes, built once: unoptimized builds take longer to build them than to
    /// compress a small image.
    private static let fixedLiteralCodeTable = canonicalCodes(fixedLiteralLengthTable)
    private static let fixedDistanceCodeTable = canonicalCodes(fixedDistanceLengthTable)

    private static func canonicalCodes(_ lengths: [UInt8]) -> [UInt16] {
        var codes = [UInt16](repeating: 0, count: lengths.count)
        lengths.withUnsafeBufferPointer { lengths in
            codes.withUnsafeMutableBufferPointer { codes in
                HuffmanCode.buildCodes(lengths: lengths.baseAddress!, count: lengths.count, codes: codes.baseAddress!)
            }
        }
        return codes
    }

    init(tables: CodeTables) {
        self.tables = tables
        func copy<T>(_ array: [T]) -> UnsafeMutablePointer<T> {
            let pointer = UnsafeMutablePointer<T>.allocate(capacity: array.count)
            pointer.initialize(from: array, count: array.count)
            return pointer
        }
        func zeros<T: FixedWidthInteger>(_ count: Int, _: T.Type) -> UnsafeMutablePointer<T> {
            let pointer = UnsafeMutablePointer<T>.allocate(capacity: count)
            pointer.initialize(repeating: 0, count: count)
            return pointer
        }
        lengthExtra = copy(CodeTables.lengthExtraBits)
        lengthBase = copy(CodeTables.lengthBase)
        distanceExtra = copy(CodeTables.distanceExtraBits)
        distanceBase = copy(CodeTables.distanceBase)
        let literalSize = SymbolBuffer.literalAlphabetSize
        let distanceSize = SymbolBuffer.distanceAlphabetSize
        fixedLiteralLengths = copy(BlockWriter.fixedLiteralLengthTable)
        fixedLiteralCodes = copy(BlockWriter.fixedLiteralCodeTable)
        fixedDistanceLengths = copy(BlockWriter.fixedDistanceLengthTable)
        fixedDistanceCodes = copy(BlockWriter.fixedDistanceCodeTable)
        literalFrequencies = zeros(literalSize, UInt32.self)
        literalLengths = zeros(literalSize, UInt8.self)
        literalCodes = zeros(literalSize, UInt16.self)
        distanceLengths = zeros(distanceSize, UInt8.self)
        distanceCodes = zeros(distanceSize, UInt16.self)
        codeLengthSymbols = zeros(literalSize + distanceSize, UInt16.self)
        codeLengthFrequencies = zeros(19, UInt32.self)
        codeLengthLengths = zeros(19, UInt8.self)
        codeLengthCodes = zeros(19, UInt16.self)
    }

    deinit {
        lengthExtra.deallocate()
        lengthBase.deallocate()
        distanceExtra.deallocate()
        distanceBase.deallocate()
        fixedLiteralLengths.deallocate()
        fixedLiteralCodes.deallocate()
        fixedDistanceLengths.deallocate()
        fixedDistanceCodes.deallocate()
        literalFrequencies.deallocate()
        literalLengths.deallocate()
        literalCodes.deallocate()
        distanceLengths.deallocate()
        distanceCodes.deallocate()
        codeLengthSymbols.deallocate()
        codeLengthFrequencies.deallocate()
        codeLengthLengths.deallocate()
        codeLengthCodes.deallocate()
    }

    /// Writes `symbols` (which encode `input[start..<end]`) as one block, or as stored blocks
    /// when that is smaller; `isFinal` marks the last block of the stream.
    func write(
        _ symbols: BlockSymbols, input: UnsafePointer<UInt8>, start: Int, end: Int, isFinal: Bool, to writer: inout BitWriter
    ) {
        let literalSize = SymbolBuffer.literalAlphabetSize
        UnsafeMutableRawPointer(literalFrequencies).copyMemory(
            from: symbols.literalFrequencies, byteCount: 286 * MemoryLayout<UInt32>.stride)
        literalFrequencies[SymbolBuffer.endOfBlock] = 1
        literalFrequencies[286] = 0
        literalFrequencies[287] = 0
        HuffmanCode.buildLengths(
            frequencies: literalFrequencies, count: 286, limit: BlockWriter.maxCodeLength, lengths: literalLengths)
        literalLengths[286] = 0
        literalLengths[287] = 0
        HuffmanCode.buildLengths(
            frequencies: symbols.distanceFrequencies, count: 30, limit: BlockWriter.maxCodeLength, lengths: distanceLengths)
        distanceLengths[30] = 0
        distanceLengths[31] = 0
        let headerBits = buildDynamicHeader()

        let extraBits = extraBitCount(symbols)
        let dynamicBits = 3 + headerBits + extraBits + dataBitCount(symbols, literalLengths, distanceLengths)
        let fixedBits = 3 + extraBits + dataBitCount(symbols, fixedLiteralLengths, fixedDistanceLengths)
        let storedBits = storedBitCount(length: end - start, pendingBits: writer.pendingCount)

        if storedBits <= min(dynamicBits, fixedBits) {
            writeStored(input: input + start, length: end - start, isFinal: isFinal, to: &writer)
            return
        }
        writer.reserve(min(dynamicBits, fixedBits) / 8 + 16)
        if dynamicBits < fixedBits {
            writer.write(isFinal ? 0b101 : 0b100, count: 3)
            writeDynamicHeader(to: &writer)
            HuffmanCode.buildCodes(lengths: literalLengths, count: literalSize, codes: literalCodes)
            HuffmanCode.buildCodes(lengths: distanceLengths, count: SymbolBuffer.distanceAlphabetSize, codes: distanceCodes)
            writeSymbols(symbols, literalLengths, literalCodes, distanceLengths, distanceCodes, to: &writer)
        } else {
            writer.write(isFinal ? 0b011 : 0b010, count: 3)
            writeSymbols(symbols, fixedLiteralLengths, fixedLiteralCodes, fixedDistanceLengths, fixedDistanceCodes, to: &writer)
        }
    }

    /// Bits of the symbols themselves (end-of-block included, extra bits excluded).
    private func dataBitCount(
        _ symbols: BlockSymbols, _ literalLengths: UnsafeMutablePointer<UInt8>, _ distanceLengths: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var bits = Int(literalLengths[SymbolBuffer.endOfBlock])
        let literalFrequencies = symbols.literalFrequencies
        let distanceFrequencies = symbols.distanceFrequencies
        var symbol = 0
        while symbol < 286 {
            bits += Int(literalFrequencies[symbol]) * Int(literalLengths[symbol])
            symbol += 1
        }
        symbol = 0
        while symbol < 30 {
            bits += Int(distanceFrequencies[symbol]) * Int(distanceLengths[symbol])
            symbol += 1
        }
        return bits
    }

    /// Extra bits of all lengths and distances.
    private func extraBitCount(_ symbols: BlockSymbols) -> Int {
        var bits = 0
        var code = 0
        while code < CodeTables.lengthCodeCount {
            bits += Int(symbols.literalFrequencies[257 + code]) * Int(lengthExtra[code])
            code += 1
        }
        code = 0
        while code < CodeTables.distanceCodeCount {
            bits += Int(symbols.distanceFrequencies[code]) * Int(distanceExtra[code])
            code += 1
        }
        return bits
    }

    /// Bits of `length` bytes as stored blocks, starting after `pendingBits` bits of a byte.
    private func storedBitCount(length: Int, pendingBits: Int) -> Int {
        let blocks = max(1, (length + BlockWriter.maxStoredLength - 1) / BlockWriter.maxStoredLength)
        // Each block: 3 header bits, padding to a byte, LEN and NLEN, the bytes. Only the first
        // block's padding depends on where the writer stands; later ones start byte-aligned.
        let firstPadding = (8 - (pendingBits + 3) % 8) % 8
        return blocks * (3 + 32) + firstPadding + (blocks - 1) * 5 + length * 8
    }

    private func writeStored(input: UnsafePointer<UInt8>, length: Int, isFinal: Bool, to writer: inout BitWriter) {
        var offset = 0
        repeat {
            let chunk = min(BlockWriter.maxStoredLength, length - offset)
            let last = offset + chunk == length
            writer.reserve(chunk + 16)
            writer.write(isFinal && last ? 1 : 0, count: 3)
            writer.alignToByte()
            writer.write(UInt64(chunk) | UInt64(~chunk & 0xFFFF) << 16, count: 32)
            writer.writeBytes(input + offset, count: chunk)
            offset += chunk
        } while offset < length
    }

    /// Run-length codes the code lengths, builds the code-length code and returns the header's
    /// size in bits (HLIT, HDIST, HCLEN and everything after them).
    private func buildDynamicHeader() -> Int {
        literalCodeCount = 286
        while literalCodeCount > 257 && literalLengths[literalCodeCount - 1] == 0 { literalCodeCount -= 1 }
        distanceCodeCount = 30
        while distanceCodeCount > 1 && distanceLengths[distanceCodeCount - 1] == 0 { distanceCodeCount -= 1 }
        codeLengthSymbolCount = 0
        var symbol = 0
        while symbol < 19 {
            codeLengthFrequencies[symbol] = 0
            symbol += 1
        }
        appendRuns(literalLengths, count: literalCodeCount)
        appendRuns(distanceLengths, count: distanceCodeCount)
        HuffmanCode.buildLengths(
            frequencies: codeLengthFrequencies, count: 19, limit: BlockWriter.maxCodeLengthCodeLength, lengths: codeLengthLengths)
        codeLengthCodeCount = 19
        while codeLengthCodeCount > 4 && codeLengthLengths[BlockWriter.codeLengthOrder[codeLengthCodeCount - 1]] == 0 {
            codeLengthCodeCount -= 1
        }
        var bits = 5 + 5 + 4 + 3 * codeLengthCodeCount
        symbol = 0
        while symbol < 19 {
            bits += Int(codeLengthFrequencies[symbol]) * Int(codeLengthLengths[symbol])
            symbol += 1
        }
        bits += 2 * Int(codeLengthFrequencies[16]) + 3 * Int(codeLengthFrequencies[17]) + 7 * Int(codeLengthFrequencies[18])
        return bits
    }

    /// Appends the run-length coding of `lengths[0..<count]` to `codeLengthSymbols`.
    private func appendRuns(_ lengths: UnsafeMutablePointer<UInt8>, count: Int) {
        func append(_ symbol: Int, _ extra: Int = 0) {
            codeLengthSymbols[codeLengthSymbolCount] = UInt16(symbol | extra << 8)
            codeLengthSymbolCount += 1
            codeLengthFrequencies[symbol] += 1
        }
        var index = 0
        while index < count {
            let value = Int(lengths[index])
            var run = 1
            while index + run < count && Int(lengths[index + run]) == value { run += 1 }
            index += run
            if value == 0 {
                while run >= 11 {
                    let chunk = min(run, 138)
                    append(18, chunk - 11)
                    run -= chunk
                }
                if run >= 3 {
                    append(17, run - 3)
                    run = 0
                }
            } else {
                append(value)
                run -= 1
                while run >= 3 {
                    let chunk = min(run, 6)
                    append(16, chunk - 3)
                    run -= chunk
                }
            }
            for _ in 0..<run { append(value) }
        }
    }

    private func writeDynamicHeader(to writer: inout BitWriter) {
        HuffmanCode.buildCodes(lengths: codeLengthLengths, count: 19, codes: codeLengthCodes)
        writer.write(UInt64(literalCodeCount - 257) | UInt64(distanceCodeCount - 1) << 5 | UInt64(codeLengthCodeCount - 4) << 10, count: 14)
        for index in 0..<codeLengthCodeCount {
            writer.write(UInt64(codeLengthLengths[BlockWriter.codeLengthOrder[index]]), count: 3)
        }
        for index in 0..<codeLengthSymbolCount {
            let entry = Int(codeLengthSymbols[index])
            let symbol = entry & 0xFF
            writer.write(UInt64(codeLengthCodes[symbol]), count: Int(codeLengthLengths[symbol]))
            switch symbol {
            case 16: writer.write(UInt64(entry >> 8), count: 2)
            case 17: writer.write(UInt64(entry >> 8), count: 3)
            case 18: writer.write(UInt64(entry >> 8), count: 7)
            default: break
            }
        }
    }

    private func writeSymbols(
        _ symbols: BlockSymbols, _ literalLengths: UnsafeMutablePointer<UInt8>, _ literalCodes: UnsafeMutablePointer<UInt16>,
        _ distanceLengths: UnsafeMutablePointer<UInt8>, _ distanceCodes: UnsafeMutablePointer<UInt16>, to writer: inout BitWriter
    ) {
        let entries = symbols.entries
        let lengthCode = tables.lengthCode
        let lengthExtra = self.lengthExtra
        let lengthBase = self.lengthBase
        let distanceExtra = self.distanceExtra
        let distanceBase = self.distanceBase
        let distanceCode = tables.distanceCode
        let count = symbols.count
        var index = 0
        while index < count {
            let entry = entries[index]
            index &+= 1
            let value = Int(entry &>> 16)
            let distance = Int(entry & 0xFFFF)
            if distance == 0 {
                writer.write(UInt64(literalCodes[value]), count: Int(literalLengths[value]))
                continue
            }
            let code = Int(lengthCode[value])
            let symbol = 257 &+ code
            var bits = UInt64(literalCodes[symbol])
            var bitCount = Int(literalLengths[symbol])
            bits |= UInt64(value &- Int(lengthBase[code])) &<< UInt64(bitCount)
            bitCount &+= Int(lengthExtra[code])
            // `CodeTables.code(ofDistance:)`, written out.
            let distanceValue = distance &- 1
            let distanceSymbol = Int(distanceValue < 256 ? distanceCode[distanceValue] : distanceCode[256 &+ distanceValue &>> 7])
            bits |= UInt64(distanceCodes[distanceSymbol]) &<< UInt64(bitCount)
            bitCount &+= Int(distanceLengths[distanceSymbol])
            bits |= UInt64(distance &- Int(distanceBase[distanceSymbol])) &<< UInt64(bitCount)
            bitCount &+= Int(distanceExtra[distanceSymbol])
            writer.write(bits, count: bitCount)
        }
        writer.write(UInt64(literalCodes[SymbolBuffer.endOfBlock]), count: Int(literalLengths[SymbolBuffer.endOfBlock]))
    }
}
