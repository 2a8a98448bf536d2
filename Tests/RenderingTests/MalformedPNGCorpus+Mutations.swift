import Foundation

@testable import Rendering

extension Array where Element == MalformedPNGCorpus.Chunk {
    /// The position of the first chunk of `type`.
    func first(_ type: String) -> Int? { firstIndex { $0.type == type } }
    /// The position just after the last IDAT chunk.
    var afterData: Int { (lastIndex { $0.type == "IDAT" } ?? count - 2) + 1 }
    /// The position of the first IDAT chunk (or IEND when there is none).
    var beforeData: Int { first("IDAT") ?? count - 1 }

    func inserting(_ chunk: Element, at index: Int) -> Self {
        var copy = self
        copy.insert(chunk, at: index)
        return copy
    }

    func removing(_ type: String) -> Self { filter { $0.type != type } }

    /// `self` with its chunk of `type` taken out and put back where `position` says (in the rest).
    func moving(_ type: String, to position: (Self) -> Int) -> Self? {
        guard let index = first(type) else { return nil }
        var rest = self
        let chunk = rest.remove(at: index)
        return rest.inserting(chunk, at: position(rest))
    }

    /// `self` with `change` applied to its first chunk of `type`.
    func changing(_ type: String, _ change: (inout Element) -> Void) -> Self? {
        guard let index = first(type) else { return nil }
        var copy = self
        change(&copy[index])
        return copy
    }

    /// `self` with its image data replaced by one IDAT holding `stream`.
    func withData(_ stream: [UInt8]) -> Self {
        let at = beforeData
        return removing("IDAT").inserting(Element(type: "IDAT", body: stream), at: at)
    }
}

extension MalformedPNGCorpus {
    typealias Chunks = [Chunk]

    static func mutation(_ name: String, _ apply: @escaping @Sendable (Kind, Chunks) -> Chunks?) -> Mutation {
        Mutation(name: name, apply: apply)
    }

    /// A PLTE for any kind: the palette a palette image has, or a suggested one of one entry.
    static func somePalette(_ kind: Kind) -> Chunk { kind.isPalette ? Kind.palette : Chunk(type: "PLTE", body: [1, 2, 3]) }

    /// Where the transparency and palette chunks go wrong.
    static let ancillaryMutations: [Mutation] = [
        mutation("as it is") { _, chunks in chunks },
        mutation("tRNS after IDAT") { _, chunks in chunks.moving("tRNS") { $0.afterData } },
        mutation("tRNS before PLTE") { kind, chunks in kind.isPalette ? chunks.moving("tRNS") { _ in 1 } : nil },
        mutation("PLTE after tRNS") { kind, chunks in
            kind.transparency == nil || kind.isPalette ? nil : chunks.inserting(somePalette(kind), at: chunks.beforeData)
        },
        mutation("tRNS, PLTE, tRNS") { kind, chunks in
            guard let other = kind.otherTransparency else { return nil }
            let reordered =
                kind.isPalette ? chunks.moving("tRNS") { _ in 1 } : Optional(chunks.inserting(somePalette(kind), at: chunks.beforeData))
            return reordered.map { $0.inserting(other, at: $0.beforeData) }
        },
        mutation("a second tRNS") { kind, chunks in kind.otherTransparency.map { chunks.inserting($0, at: chunks.beforeData) } },
        mutation("tRNS damaged") { _, chunks in chunks.changing("tRNS") { $0.damaged = true } },
        mutation("tRNS damaged, then another") { kind, chunks in
            guard let other = kind.otherTransparency else { return nil }
            return chunks.changing("tRNS") { $0.damaged = true }.map { $0.inserting(other, at: $0.beforeData) }
        },
        mutation("tRNS too long") { _, chunks in chunks.changing("tRNS") { $0.body += [1, 2, 3] } },
        mutation("tRNS empty") { _, chunks in chunks.changing("tRNS") { $0.body = [] } },
        mutation("tRNS key with high bytes") { kind, chunks in
            kind.isPalette
                ? nil
                : chunks.changing("tRNS") { chunk in
                    for index in stride(from: 0, to: chunk.body.count, by: 2) { chunk.body[index] = 1 }
                }
        },
        mutation("tRNS with an alpha channel") { kind, chunks in
            kind.hasAlphaChannel ? chunks.inserting(Chunk(type: "tRNS", body: [0, 0]), at: chunks.beforeData) : nil
        },
        mutation("PLTE in any kind") { kind, chunks in kind.isPalette ? nil : chunks.inserting(somePalette(kind), at: chunks.beforeData) },
        mutation("PLTE of 4 bytes") { kind, chunks in
            let bad = Chunk(type: "PLTE", body: [1, 2, 3, 4])
            return kind.isPalette ? chunks.changing("PLTE") { $0 = bad } : chunks.inserting(bad, at: chunks.beforeData)
        },
        mutation("PLTE empty") { kind, chunks in
            let empty = Chunk(type: "PLTE", body: [])
            return kind.isPalette ? chunks.changing("PLTE") { $0 = empty } : chunks.inserting(empty, at: chunks.beforeData)
        },
        mutation("PLTE of 257 entries") { kind, chunks in
            let long = Chunk(type: "PLTE", body: [UInt8](repeating: 9, count: 771))
            return kind.isPalette ? chunks.changing("PLTE") { $0 = long } : chunks.inserting(long, at: chunks.beforeData)
        },
        mutation("PLTE of 17 entries") { kind, chunks in
            kind.isPalette ? chunks.changing("PLTE") { $0.body += [UInt8](repeating: 7, count: 45) } : nil
        },
        mutation("PLTE damaged") { kind, chunks in
            let damaged = Chunk(type: "PLTE", body: somePalette(kind).body, damaged: true)
            return kind.isPalette ? chunks.changing("PLTE") { $0 = damaged } : chunks.inserting(damaged, at: chunks.beforeData)
        },
        mutation("PLTE after IDAT") { kind, chunks in
            kind.isPalette ? chunks.moving("PLTE") { $0.afterData } : chunks.inserting(somePalette(kind), at: chunks.afterData)
        },
        mutation("a second PLTE") { kind, chunks in
            let palette = somePalette(kind)
            return chunks.inserting(palette, at: chunks.beforeData).inserting(palette, at: chunks.beforeData)
        },
        mutation("palette image without PLTE") { kind, chunks in kind.isPalette ? chunks.removing("PLTE") : nil },
    ]

    /// Where the header goes wrong.
    static let headerMutations: [Mutation] = [
        mutation("interlace method 2") { kind, chunks in chunks.changing("IHDR") { $0 = kind.header(interlace: 2) } },
        mutation("compression method 1") { kind, chunks in chunks.changing("IHDR") { $0 = kind.header(compression: 1) } },
        mutation("filter method 1") { kind, chunks in chunks.changing("IHDR") { $0 = kind.header(filter: 1) } },
        mutation("bit depth 3") { kind, chunks in chunks.changing("IHDR") { $0 = kind.header(bitDepth: 3) } },
        mutation("bit depth 16 for a palette") { kind, chunks in
            kind.isPalette ? chunks.changing("IHDR") { $0 = kind.header(bitDepth: 16) } : nil
        },
        mutation("colour type 5") { kind, chunks in chunks.changing("IHDR") { $0 = kind.header(colorType: 5) } },
        mutation("IHDR of 14 bytes") { _, chunks in chunks.changing("IHDR") { $0.body.append(0) } },
        mutation("IHDR damaged") { _, chunks in chunks.changing("IHDR") { $0.damaged = true } },
        mutation("width over libpng's limit") { kind, chunks in chunks.changing("IHDR") { $0 = kind.header(width: 1_000_001, height: 1) } },
        mutation("a second IHDR before IDAT") { kind, chunks in chunks.inserting(kind.header(), at: chunks.beforeData) },
        mutation("a second IHDR after IDAT") { kind, chunks in chunks.inserting(kind.header(), at: chunks.afterData) },
        mutation("IHDR not first") { _, chunks in chunks.inserting(Chunk(type: "tEXt", body: Array("a\u{0}b".utf8)), at: 0) },
    ]

    /// Where the other chunks or the image data go wrong.
    static let structureMutations: [Mutation] = [
        mutation("IDAT split by an unknown critical chunk") { _, chunks in
            chunks.inserting(Chunk(type: "ABCD", body: [1]), at: chunks.afterData - 1)
        },
        mutation("IDAT split by an ancillary chunk") { _, chunks in
            chunks.inserting(Chunk(type: "tEXt", body: Array("a\u{0}b".utf8)), at: chunks.afterData - 1)
        },
        mutation("IDAT split by an empty IDAT") { _, chunks in chunks.inserting(Chunk(type: "IDAT", body: []), at: chunks.afterData - 1) },
        mutation("an empty IDAT after the data") { _, chunks in chunks.inserting(Chunk(type: "IDAT", body: []), at: chunks.afterData) },
        mutation("an empty IDAT after an ancillary chunk") { _, chunks in
            chunks.inserting(Chunk(type: "tEXt", body: Array("a\u{0}b".utf8)), at: chunks.afterData)
                .inserting(Chunk(type: "IDAT", body: []), at: chunks.afterData + 1)
        },
        mutation("an unknown critical chunk before IDAT") { _, chunks in
            chunks.inserting(Chunk(type: "ABCD", body: [1]), at: chunks.beforeData)
        },
        mutation("an unknown critical chunk after IDAT") { _, chunks in
            chunks.inserting(Chunk(type: "ABCD", body: [1]), at: chunks.afterData)
        },
        mutation("an unknown ancillary chunk before IDAT") { _, chunks in
            chunks.inserting(Chunk(type: "abcd", body: [1]), at: chunks.beforeData)
        },
        mutation("an ancillary chunk damaged") { _, chunks in
            chunks.inserting(Chunk(type: "tEXt", body: Array("a\u{0}b".utf8), damaged: true), at: chunks.beforeData)
        },
        mutation("a chunk type with a digit") { _, chunks in chunks.inserting(Chunk(type: "ab1d", body: [1]), at: chunks.beforeData) },
        mutation("IDAT damaged") { _, chunks in chunks.changing("IDAT") { $0.damaged = true } },
        mutation("no IEND") { _, chunks in chunks.removing("IEND") },
        mutation("IEND before IDAT") { _, chunks in chunks.inserting(Chunk(type: "IEND", body: []), at: chunks.beforeData) },
        mutation("no IDAT") { _, chunks in chunks.removing("IDAT") },
        mutation("bytes after the stream") { kind, chunks in chunks.withData(zlib(kind.raw) + [1, 2, 3]) },
        mutation("a second stream") { kind, chunks in
            let single = chunks.withData(zlib(kind.raw))
            return single.inserting(Chunk(type: "IDAT", body: zlib(kind.raw)), at: single.afterData)
        },
        mutation("a stream one byte short") { kind, chunks in chunks.withData(zlib(kind.raw.dropLast())) },
        mutation("a stream one byte long") { kind, chunks in chunks.withData(zlib(kind.raw + [0])) },
        mutation("a stream with a bad Adler-32") { kind, chunks in
            var stream = zlib(kind.raw)
            stream[stream.count - 1] ^= 1
            return chunks.withData(stream)
        },
    ]

    static let mutations = ancillaryMutations + headerMutations + structureMutations
}
