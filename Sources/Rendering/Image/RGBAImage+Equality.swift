#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension RGBAImage {
    /// Whether `other` has the same size and the same bytes, compared with `memcmp` (the fast path
    /// of every comparison: most references match).
    package func hasSamePixels(as other: RGBAImage) -> Bool {
        guard width == other.width, height == other.height else { return false }
        return pixels.withUnsafeBytes { mine in
            other.pixels.withUnsafeBytes { theirs in
                guard let a = mine.baseAddress, let b = theirs.baseAddress else { return mine.count == theirs.count }
                return memcmp(a, b, mine.count) == 0
            }
        }
    }
}
