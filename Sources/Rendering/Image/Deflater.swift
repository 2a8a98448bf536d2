internal import CDeflate

/// Compresses one buffer into a zlib stream with libdeflate's compressor at a fast level (owned
/// here and freed in `deinit`).
///
/// Its bytes may differ between libdeflate versions, so it writes only a verify's artifacts (a
/// failure's actual, diff and strip images, each change's file alone), never a reference:
/// references go through ``ZlibEncoder``, whose output depends only on its input, and `approve`
/// encodes an artifact's pixels again before it writes one.
final class Deflater {
    private let compressor: OpaquePointer

    /// nil when libdeflate cannot allocate its compressor. Level 1 is libdeflate's fastest
    /// that still finds matches (its level 0 stores).
    init?(level: Int32 = 1) {
        guard let compressor = libdeflate_alloc_compressor(level) else { return nil }
        self.compressor = compressor
    }

    deinit {
        libdeflate_free_compressor(compressor)
    }

    /// The zlib stream of `input`; nil when libdeflate reports no room (it cannot, with the
    /// bound it gives, but the status is checked).
    func zlib(_ input: [UInt8]) -> [UInt8]? {
        let bound = libdeflate_zlib_compress_bound(compressor, input.count)
        // Not zeroed first: libdeflate writes every byte it reports, and the rest is never kept.
        let output = [UInt8](unsafeUninitializedCapacity: bound) { target, count in
            count = input.withUnsafeBytes { source in
                libdeflate_zlib_compress(compressor, source.baseAddress, source.count, target.baseAddress, target.count)
            }
        }
        return output.isEmpty ? nil : output
    }
}
