import Rendering

/// A page's ``ContactSheet/InputDigest`` fed in the page's order from images that come in any
/// order: an image ahead of its turn waits (whole) until those before it came.
struct PageDigestFeed {
    private var digest: ContactSheet.InputDigest
    /// The next position the digest takes.
    private var next = 0
    /// Images that came before their turn, by position (nil: a variant that failed to render).
    private var waiting: [Int: RGBAImage?] = [:]

    init(_ digest: ContactSheet.InputDigest) {
        self.digest = digest
    }

    /// Adds the image at `position` (now, or when the positions before it have come).
    mutating func add(_ image: RGBAImage, at position: Int) { arrive(image, at: position) }

    /// Notes that `position` has no image (the page will not be composed; the digest skips it).
    mutating func skip(_ position: Int) { arrive(nil, at: position) }

    private mutating func arrive(_ image: RGBAImage?, at position: Int) {
        guard position == next else {
            waiting[position] = .some(image)
            return
        }
        if let image { digest.add(image) }
        next += 1
        while let early = waiting.removeValue(forKey: next) {
            if let early { digest.add(early) }
            next += 1
        }
    }

    var hex: String { digest.hex }
}
