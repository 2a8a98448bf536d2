import ComponentKit
import Rendering

/// Where the texts and parts that moved or changed were drawn, before and after: the pixels a
/// frame or text change can explain. A changed pixel outside it belongs to another change.
struct MovedArea {
    /// Rectangles in pixels (left, top, right, bottom; right and bottom excluded).
    private(set) var rects: [(Int, Int, Int, Int)] = []
    /// Whether the image's size changed (then pixels cannot be compared place by place).
    private(set) var resized = false

    /// The frames of the text and part facts that differ between `recorded` and `now`, at
    /// `scale`, each grown by `margin` pixels for anti-aliasing and ink beyond the frame.
    init(recorded: Provenance, now: Provenance, scale: Int, margin: Int = 2) {
        let old = Dictionary(recorded.facts.map { ("\($0.kind.rawValue) \($0.subject)", $0) }, uniquingKeysWith: { a, _ in a })
        let new = Dictionary(now.facts.map { ("\($0.kind.rawValue) \($0.subject)", $0) }, uniquingKeysWith: { a, _ in a })
        for key in Set(old.keys).union(new.keys) where old[key] != new[key] {
            let fact = new[key] ?? old[key]
            switch fact?.kind {
            case .size: resized = true
            case .text, .part:
                for value in [old[key]?.value, new[key]?.value].compactMap({ $0 }) {
                    if let rect = Self.rect(value, scale: scale, margin: margin) { rects.append(rect) }
                }
            default: break
            }
        }
    }

    /// Whether a pixel that differs between `a` and `b` lies outside every rectangle (false when
    /// the sizes differ).
    func hasChangesOutside(_ a: RGBAImage, _ b: RGBAImage) -> Bool {
        guard !resized, a.width == b.width, a.height == b.height else { return false }
        return a.pixels.withUnsafeBytes { first in
            b.pixels.withUnsafeBytes { second in
                for y in 0..<a.height {
                    for x in 0..<a.width {
                        let offset = (y * a.width + x) * 4
                        guard
                            first.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                                != second.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        else { continue }
                        if !rects.contains(where: { x >= $0.0 && y >= $0.1 && x < $0.2 && y < $0.3 }) { return true }
                    }
                }
                return false
            }
        }
    }

    /// The frame at the end of a text or part value (`… at x,y w×h`), in pixels.
    private static func rect(_ value: String, scale: Int, margin: Int) -> (Int, Int, Int, Int)? {
        guard let at = value.range(of: " at ", options: .backwards) else { return nil }
        let parts = value[at.upperBound...].split(separator: " ")
        guard parts.count == 2 else { return nil }
        let origin = parts[0].split(separator: ",").compactMap { Double($0) }
        let size = parts[1].split(separator: "×").compactMap { Double($0) }
        guard origin.count == 2, size.count == 2 else { return nil }
        let s = Double(scale)
        return (
            Int((origin[0] * s).rounded(.down)) - margin, Int((origin[1] * s).rounded(.down)) - margin,
            Int(((origin[0] + size[0]) * s).rounded(.up)) + margin, Int(((origin[1] + size[1]) * s).rounded(.up)) + margin
        )
    }
}
