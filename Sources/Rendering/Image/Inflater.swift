internal import CDeflate

/// Inflates one zlib stream into a buffer of exactly the size it must fill (libdeflate's
/// whole-buffer decompressor, owned here and freed in `deinit`).
///
/// The output never grows: a stream that would give one byte more than the buffer holds is
/// stopped there and reported as ``Outcome/overflow``, so a compressed bomb costs no more than
/// the image it claims to be. libdeflate checks the stream's Adler-32 too.
final class Inflater {
    /// What inflating gave.
    enum Outcome: Equatable {
        /// The stream filled the buffer exactly and ended at the input's end.
        case filled
        /// The stream ended this many bytes short of the buffer's size.
        case short(missing: Int)
        /// The stream goes on past the buffer's size.
        case overflow
        /// The stream ended, but this many bytes of input follow it.
        case trailing(bytes: Int)
        /// The stream is malformed or stops before its end (a bad block, a wrong checksum).
        case corrupt
    }

    private let decompressor: OpaquePointer

    /// nil when libdeflate cannot allocate its decompressor.
    init?() {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        self.decompressor = decompressor
    }

    deinit {
        libdeflate_free_decompressor(decompressor)
    }

    /// Inflates the zlib stream `input` into `output`, which it must fill exactly.
    func inflate(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> Outcome {
        guard let source = input.baseAddress, let target = output.baseAddress else { return input.isEmpty ? .corrupt : .overflow }
        var consumed = 0
        var produced = 0
        let status = libdeflate_zlib_decompress_ex(decompressor, source, input.count, target, output.count, &consumed, &produced)
        switch status {
        case LIBDEFLATE_SUCCESS:
            if produced < output.count { return .short(missing: output.count - produced) }
            if consumed < input.count { return .trailing(bytes: input.count - consumed) }
            return .filled
        case LIBDEFLATE_INSUFFICIENT_SPACE:
            return .overflow
        default:
            return .corrupt
        }
    }
}
