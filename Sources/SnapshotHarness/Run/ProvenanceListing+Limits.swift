import Foundation
import SnapshotCore

extension ProvenanceListing {
    /// How large a recorded `provenance.txt` may be: about ten times what the largest real
    /// listing holds, so no catalog comes near them while a file no catalog could produce is
    /// refused before it is parsed (a million fact lines, one line of 60 MB).
    ///
    /// The EB catalog's listings, when these were chosen: the largest variant block is 11,416
    /// bytes and 116 lines (`CountdownTimerTimeline`), the longest line 213 characters (`EBToast`).
    package enum Limits {
        /// The most bytes per variant of the component (one more counts for the header and for
        /// the blocks of variants since removed): 128 KiB, 11 × the largest real block.
        package static let bytesPerVariant = 128 * 1024
        /// The most lines in one variant's block (or the header): 10 × the largest real block.
        package static let linesPerBlock = 1_200
        /// The most bytes in one line: 19 × the longest real line, room for long texts.
        package static let lineBytes = 4_096

        /// The most bytes of the listing of a component with `variants` variants.
        package static func bytes(variants: Int) -> Int { (max(0, variants) + 1) * bytesPerVariant }
    }

    /// Why the listing `bytes` of a component with `variants` variants is more than such a
    /// component can produce, in words; nil when it is within ``Limits``. One pass over the
    /// bytes, stopping at the first excess; a line ends at LF, CRLF or CR (``ListingText``).
    static func excess(of bytes: UnsafeRawBufferPointer, variants: Int) -> String? {
        guard bytes.count <= Limits.bytes(variants: variants) else { return tooLarge(bytes.count, variants: variants) }
        guard let base = bytes.baseAddress else { return nil }
        var line = 1, lineStart = 0, blockLine = 1, blockStart = 0, blockName: Range<Int>?
        func block() -> String {
            guard let name = blockName else { return "the header" }
            return
                "the block of '\(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[name]), as: UTF8.self).prefix(80))' (line \(blockLine))"
        }
        while lineStart < bytes.count {
            var end = lineStart
            while end < bytes.count, base.load(fromByteOffset: end, as: UInt8.self) != 0x0A,
                base.load(fromByteOffset: end, as: UInt8.self) != 0x0D
            {
                end += 1
            }
            guard end - lineStart <= Limits.lineBytes else {
                return "line \(line) holds more than the \(Limits.lineBytes) bytes a line of a listing may"
            }
            let first = end > lineStart ? bytes[lineStart] : UInt8(ascii: " ")
            if first != UInt8(ascii: " "), first != UInt8(ascii: "#") {
                (blockLine, blockStart, blockName) = (line, lineStart, lineStart..<end)
            }
            if line - blockLine + 1 > Limits.linesPerBlock {
                return "\(block()) holds more than the \(Limits.linesPerBlock) lines one variant's provenance may"
            }
            if end - blockStart > Limits.bytesPerVariant {
                return "\(block()) holds more than the \(Limits.bytesPerVariant) bytes one variant's provenance may"
            }
            line += 1
            let crlf = end + 1 < bytes.count && bytes[end] == 0x0D && bytes[end + 1] == 0x0A
            lineStart = end + (crlf ? 2 : 1)
        }
        return nil
    }

    /// The words for a listing of `size` bytes, over the limit for `variants` variants.
    static func tooLarge(_ size: Int, variants: Int) -> String {
        "it holds \(size) bytes, more than a listing of \(variants) variants can (at most \(Limits.bytesPerVariant) bytes a variant, "
            + "\(Limits.bytes(variants: variants)) in all)"
    }

    /// Refuses the listing `data` read from `path` when it is more than a component with
    /// `variants` variants can produce (``Limits``).
    ///
    /// - Throws: ``SnapshotError/unreadableReference(path:detail:)`` naming the file and the excess.
    package static func check(_ data: Data, variants: Int, path: String) throws(SnapshotError) {
        if let excess = data.withUnsafeBytes({ excess(of: $0, variants: variants) }) {
            throw .unreadableReference(path: path, detail: refused(excess))
        }
    }

    /// The detail of a refusal for `excess`.
    static func refused(_ excess: String) -> String { "\(excess); it was not parsed: record it again" }

    /// A recorded listing: none, its text, or why it was refused (``Limits``).
    package enum Recorded: Sendable {
        case none
        case text(String)
        case refused(excess: String)
    }

    /// The recorded listing at `url` of a component with `variants` variants, read through `store`
    /// no further than ``Limits/bytes(variants:)`` and parsed only when it is within ``Limits``.
    ///
    /// - Throws: ``SnapshotError`` when the file cannot be read (a folder, outside `Snapshots/`).
    package static func recorded(_ url: URL, store: ReferenceStore, variants: Int) throws(SnapshotError) -> Recorded {
        switch try store.read(url, limit: Limits.bytes(variants: variants)) {
        case nil: return .none
        case .oversized(_, let size)?: return .refused(excess: tooLarge(size, variants: variants))
        case .whole(let data)?:
            if let excess = data.withUnsafeBytes({ excess(of: $0, variants: variants) }) { return .refused(excess: excess) }
            return .text(String(decoding: data, as: UTF8.self))
        }
    }

    /// The recorded listing at `url` (``recorded(_:store:variants:)``); nil when there is none.
    ///
    /// - Throws: ``SnapshotError/unreadableReference(path:detail:)`` when it exceeds ``Limits``.
    package static func read(_ url: URL, store: ReferenceStore, variants: Int) throws(SnapshotError) -> String? {
        switch try recorded(url, store: store, variants: variants) {
        case .none: return nil
        case .text(let text): return text
        case .refused(let excess): throw .unreadableReference(path: url.path, detail: refused(excess))
        }
    }

    /// Text compared line by line as ``SnapshotCore/Snapshotting/lines`` does, whose recorded
    /// listing is read no further than ``Limits/bytes(variants:)`` and refused before it is
    /// decoded when it exceeds ``Limits``.
    ///
    /// - Parameter ignoringDrawing: compare without the `draw` facts, as a tolerance that forgives
    ///   changed pixels must (a drawing edit inside it leaves the reference image, and the drawing
    ///   its recorded lines describe, as they are; an edit past it fails the image itself).
    static func strategy(variants: Int, ignoringDrawing: Bool = false) -> Snapshotting<String, String> {
        var strategy = Snapshotting<String, String>.lines
        if ignoringDrawing { strategy = Self.ignoringDrawing(strategy) }
        let decode = strategy.diffing.fromData
        strategy.diffing.referenceByteLimit = { _ in Limits.bytes(variants: variants) }
        strategy.diffing.oversizedDetail = { size, _ in refused(tooLarge(size, variants: variants)) }
        strategy.diffing.fromData = { data, source in
            try check(data, variants: variants, path: source)
            return try decode(data, source)
        }
        return strategy
    }

    /// `strategy` comparing texts without their `draw` facts (every other byte kept, whatever
    /// the line endings): what a tolerance that forgives changed pixels compares a provenance by.
    package static func ignoringDrawing(_ strategy: Snapshotting<String, String>) -> Snapshotting<String, String> {
        var strategy = strategy
        let diff = strategy.diffing.diff
        @Sendable func undrawn(_ text: String) -> String {
            let bytes = Array(text.utf8), prefix = Array("  draw ".utf8), bare = Array("draw ".utf8)
            var kept: [UInt8] = []
            var start = 0
            while start < bytes.count {
                let end = (bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count - 1) + 1
                let line = bytes[start..<end]
                if !line.starts(with: prefix), !line.starts(with: bare) { kept += line }
                start = end
            }
            return String(decoding: kept, as: UTF8.self)
        }
        strategy.diffing.diff = { reference, actual in diff(undrawn(reference), undrawn(actual)) }
        strategy.diffing.matchesExactly = { reference, actual in undrawn(reference) == undrawn(actual) }
        return strategy
    }
}
