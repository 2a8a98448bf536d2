import Foundation
import Rendering
import SnapshotCore
import Synchronization

/// What writing a verify's output costs on its own: the least any verify writing the same files
/// can take.
///
/// Made from the output folder a verify left: each regular file once, however many names it has
/// (a hard link). ``write(into:jobs:)`` then does only what producing those files needs: each
/// image under `artifacts/` encoded from its pixels with the preview encoder (the fastest the
/// harness has), every other file taken as it is (a report copies them), each written atomically
/// with ``FileWriter`` and its SHA-256 taken, as the manifest does. No rendering, comparing or
/// cause naming is counted, nor the decoding that gives the pixels to encode.
struct OutputFloor {
    /// One file of the output: its bytes, and whether it is an artifact image (encoded again
    /// from its pixels).
    struct File {
        var data: Data
        var isArtifactImage: Bool
    }

    var files: [File] = []

    /// The files' bytes, as the verify wrote them.
    var bytes: Int { files.reduce(0) { $0 + $1.data.count } }

    /// Reads every regular file under `folder`, decoding the PNG images under its `artifacts/`.
    init(of folder: URL) throws {
        var seen = Set<[Int]>()
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        for path in paths.sorted() {
            let url = folder.appendingPathComponent(path)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                attributes[.type] as? FileAttributeType == .typeRegular,
                let inode = (attributes[.systemFileNumber] as? NSNumber)?.intValue,
                let device = (attributes[.systemNumber] as? NSNumber)?.intValue,
                seen.insert([device, inode]).inserted
            else { continue }
            let data = try Data(contentsOf: url)
            files.append(File(data: data, isArtifactImage: path.hasPrefix("artifacts/") && path.hasSuffix(".png")))
        }
    }

    /// Encodes, writes and hashes every file into `folder` (created if needed; it must hold none
    /// of the files) on `jobs` threads; returns the seconds of the busiest thread, decoding left out.
    ///
    /// A fresh folder each time, as a verify clears its artifacts before it writes them: renaming
    /// over an existing file makes ext4 write the new one out at once (`auto_da_alloc`).
    func write(into folder: URL, jobs: Int) throws -> Double {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let contained = ContainedFolder(folder, role: "the bench's scratch folder")
        let workers = max(1, jobs)
        let tally = Tally(workers: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: files.count, by: workers) {
                do {
                    let file = files[index]
                    let image = file.isArtifactImage ? try? PNGCodec.decode(file.data) : nil
                    let start = DispatchTime.now().uptimeNanoseconds
                    let data = try image.map { try PNGCodec.encodePreview($0) } ?? file.data
                    try FileWriter.write(data, to: "\(index).out", in: contained)
                    _ = SHA256.hex(of: data)
                    tally.add(DispatchTime.now().uptimeNanoseconds - start, to: worker)
                } catch {
                    tally.keep(error)
                }
            }
        }
        if let error = tally.error { throw error }
        return tally.busiest
    }

    /// The busy time of each of several threads, and their first error.
    private final class Tally: Sendable {
        private struct State {
            var nanoseconds: [UInt64]
            var first: (any Error)?
        }

        private let state: Mutex<State>

        init(workers: Int) { state = Mutex(State(nanoseconds: Array(repeating: 0, count: workers))) }

        var error: (any Error)? { state.withLock { $0.first } }

        /// The busiest thread's seconds.
        var busiest: Double { state.withLock { Double($0.nanoseconds.max() ?? 0) / 1e9 } }

        func add(_ time: UInt64, to worker: Int) {
            state.withLock { $0.nanoseconds[worker] += time }
        }

        func keep(_ error: any Error) {
            state.withLock { if $0.first == nil { $0.first = error } }
        }
    }
}
