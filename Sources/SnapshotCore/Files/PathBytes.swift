/// Paths compared as the file system compares them: byte for byte, never as Swift `String`s.
///
/// Swift's `==`, `hasPrefix` and hashing take canonically equivalent strings for equal: `café`
/// spelled with U+00E9 and with `e` + U+0301, `Kit` and `\u{212A}it` (KELVIN SIGN). A Linux file
/// system compares names as bytes, so those are two folders, and a containment check made on
/// `String` would take a folder next to the package for the package itself. Every comparison of
/// paths and file names in the harness goes through here (or keys a set with ``Key``):
///
/// ```swift
/// PathBytes.isInside("/p/cafe\u{301}/Snapshots/x.png", folder: "/p/café/Snapshots")  // false
/// "/p/cafe\u{301}/Snapshots/x.png".hasPrefix("/p/café/Snapshots/")                   // true
/// ```
package enum PathBytes {
    /// A path or name as a set or dictionary key: equal only when the bytes are.
    ///
    /// It keeps the string itself, compared and hashed by its UTF-8 bytes: a key made from a
    /// `String` shares that string's storage, so a run's thousands of staged paths are not held
    /// twice over.
    package struct Key: Hashable, Sendable {
        package let path: String

        package init(_ path: some StringProtocol) { self.path = String(path) }

        package static func == (a: Key, b: Key) -> Bool { a.path.utf8.elementsEqual(b.path.utf8) }

        package func hash(into hasher: inout Hasher) {
            var path = path
            path.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    /// Whether `a` and `b` are the same bytes.
    package static func equal(_ a: some StringProtocol, _ b: some StringProtocol) -> Bool {
        a.utf8.elementsEqual(b.utf8)
    }

    /// Whether the bytes of `path` begin with those of `prefix`.
    package static func hasPrefix(_ path: some StringProtocol, _ prefix: some StringProtocol) -> Bool {
        path.utf8.starts(with: prefix.utf8)
    }

    /// What follows the bytes of `prefix` in `path`, or nil when `path` does not begin with them.
    package static func remainder(of path: String, after prefix: String) -> String? {
        guard hasPrefix(path, prefix) else { return nil }
        let utf8 = path.utf8
        // The prefix ends on a scalar boundary of `path` whenever it is itself whole UTF-8.
        return String(decoding: utf8[utf8.index(utf8.startIndex, offsetBy: prefix.utf8.count)...], as: UTF8.self)
    }

    /// Whether the absolute `path` is `folder` or lies below it (both resolved), by their bytes.
    package static func isInside(_ path: String, folder: String) -> Bool {
        if equal(folder, "/") || equal(path, folder) { return true }
        return hasPrefix(path, folder + "/")
    }

    /// The components of `path` between its `/` bytes. A name that begins with a combining mark
    /// (U+0301) or a joiner is its own component: split as Swift `Character`s, the mark would join
    /// the slash before it into one character, and the two names would be walked as one.
    package static func components(of path: some StringProtocol, omittingEmpty: Bool = true) -> [String] {
        path.utf8.split(separator: slash, omittingEmptySubsequences: omittingEmpty).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether the first byte of `path` is `/` (`"/\u{301}x".hasPrefix("/")` is false in Swift).
    package static func isAbsolute(_ path: some StringProtocol) -> Bool {
        path.utf8.first == slash
    }

    /// `path` up to its last `/` byte, without it ("" when it has none, or only the root's).
    package static func parent(of path: String) -> String {
        guard let last = path.utf8.lastIndex(of: slash) else { return "" }
        return String(decoding: path.utf8[..<last], as: UTF8.self)
    }

    private static let slash = UInt8(ascii: "/")
}
