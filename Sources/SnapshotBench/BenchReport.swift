import Foundation

/// What `snapshot-bench --json` prints: one object, its keys sorted. A key whose measurement did
/// not run (no `--synthetic`, no motion in the selection, a `--diff` pair alone) is left out.
package struct BenchReport: Codable, Sendable, Equatable {
    /// Timed runs per figure (each figure is their median).
    package var iterations: Int
    /// The synthetic matrices (`--synthetic N`).
    package var synthetic: ScaleReport?
    /// Generated token documents loaded and validated.
    package var tokenLoad: [TokenLoadRow]?
    /// Ids matched against synthetic ids.
    package var idMatching: [IdMatchingRow]?
    /// Diff throughput: the synthetic pair, or the `--diff` pair alone.
    package var diff: [DiffRow]
    /// Per-variant verify cost, by stage.
    package var perVariantMilliseconds: StageMilliseconds?
    /// How many variants the selection has.
    package var variants: Int?
    /// Σ render + Σ decode + Σ compare over the selection.
    package var floorSeconds: Double?
    /// A whole verify of the selection, per number of jobs.
    package var verify: [VerifyRow]?
    /// A motion frame's cost against a still variant's.
    package var motion: MotionReport?
    /// A verify with and without provenance, and `impact`.
    package var provenance: ProvenanceReport?
    /// A verify whose failures carry three token edits and two drawing edits, against a clean one.
    package var causes: CauseCostReport?
    /// Peak memory by entry, the mark restarted before each.
    package var peakMemoryMiBByEntry: [String: Double]?
    /// The process's peak memory.
    package var peakMemoryMiB: Double

    /// The report as pretty-printed JSON, keys sorted.
    package func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

/// Record and verify times of synthetic matrices, their floors and peak memory, and the lines
/// fitted through them.
package struct ScaleReport: Codable, Sendable, Equatable {
    /// One synthetic matrix size.
    package struct Point: Codable, Sendable, Equatable {
        package var variants: Int
        package var recordSeconds: Double
        package var verifySeconds: Double
        /// The larger of the record's and the verify's peak.
        package var peakMemoryMiB: Double
        package var recordPeakMemoryMiB: Double
        package var verifyPeakMemoryMiB: Double
        /// Every file under `Snapshots/`, and the contact sheets' part of it.
        package var referenceBytes: Int
        package var sheetBytes: Int
        /// Σ render + Σ encode over the synthetic variants (each a copy of a matrix variant, at its cost).
        package var recordFloorSeconds: Double?
        /// Σ render + Σ decode + Σ compare over the synthetic variants.
        package var verifyFloorSeconds: Double?
    }

    /// A least-squares line through the points: milliseconds per variant, seconds at none, r².
    package struct Fit: Codable, Sendable, Equatable {
        package var millisecondsPerVariant: Double
        package var interceptSeconds: Double
        package var r2: Double
    }

    package var baselinePeakMemoryMiB: Double
    /// The peak of the unmeasured first run of the smallest matrix, which fills the process's
    /// caches and allocator arenas before the measured ones.
    package var warmUpPeakMemoryMiB: Double?
    package var points: [Point]
    package var verifyFit: Fit
    package var recordFit: Fit
    /// How much the peak grows per variant from the smallest matrix to the largest, in KiB.
    package var peakMemoryKiBPerVariant: Double?
}

/// One generated token document: its shape (`mixed` or `flat`), its tokens, its load time.
package struct TokenLoadRow: Codable, Sendable, Equatable {
    package var shape: String
    package var tokens: Int
    package var milliseconds: Double
}

/// One id case (a typo's "did you mean", a megabyte id refused) against `ids` ids.
package struct IdMatchingRow: Codable, Sendable, Equatable {
    package var `case`: String
    package var ids: Int
    package var milliseconds: Double
}

/// The diff of one decoded pair, serial and parallel.
package struct DiffRow: Codable, Sendable, Equatable {
    /// Mpx/s, serial and parallel.
    package struct Throughput: Codable, Sendable, Equatable {
        package var serial: Double
        package var parallel: Double
    }

    package var pair: String
    package var width: Int
    package var height: Int
    package var mismatchedPixels: Int
    package var serialSeconds: Double
    package var parallelSeconds: Double
    package var diffMegapixelsPerSecond: Throughput
    /// `--diff` only: read both files, decode, diff and count.
    package var endToEndMilliseconds: Double?
    /// `--diff` only: each file's decode alone, from memory.
    package var decodeMilliseconds: [Double]?
}

/// Per-variant verify cost by stage, in milliseconds.
package struct StageMilliseconds: Codable, Sendable, Equatable {
    package var render: Double
    package var decode: Double
    package var compare: Double
    package var encode: Double
}

/// A whole verify of the selection with `jobs` jobs, and its ratio to the floor.
package struct VerifyRow: Codable, Sendable, Equatable {
    package var jobs: Int
    package var seconds: Double
    package var overFloor: Double
}

/// The selection's motion strips against its still variants.
package struct MotionReport: Codable, Sendable, Equatable {
    package var strips: Int
    package var frames: Int
    package var perStripMilliseconds: Double
    package var perFrameMilliseconds: Double
    package var perStillVariantMilliseconds: Double
    package var frameOverVariant: Double
}

/// What provenance costs a verify and its layout pass, and `impact`'s times.
package struct ProvenanceReport: Codable, Sendable, Equatable {
    package var verifySeconds: Double
    package var verifyWithoutProvenanceSeconds: Double
    package var layoutPassSeconds: Double
    package var layoutPassWithoutProvenanceSeconds: Double
    package var overhead: Double
    package var impact: ImpactReport
}

/// `impact` over synthetic variants, per edit. Empty (`{}`) when the catalog's first component
/// has no token table to edit.
package struct ImpactReport: Codable, Sendable, Equatable {
    /// The times of one edit.
    package struct Edit: Codable, Sendable, Equatable {
        package var edit: String
        package var passMilliseconds: Double
        package var loadMilliseconds: Double
        package var refineMilliseconds: Double
        package var refineSerialMilliseconds: Double
        package var refinedMilliseconds: Double
        package var reached: Int
        package var kept: Int
        package var variants: Int
    }

    /// How many synthetic variants copy the whole matrix.
    package var variants: Int?
    /// The first edit's provenance pass (0 when no edit applies).
    package var milliseconds: Double?
    package var edits: [Edit]?
}

/// What naming causes costs (``BenchRun/measureCauses(workspace:system:variants:scratch:)``).
package struct CauseCostReport: Codable, Sendable, Equatable {
    /// A verify of the matrix against its own references.
    package var cleanSeconds: Double
    /// The same verify with three token edits and two drawing edits: each failure's causes found,
    /// its partials written.
    package var changedSeconds: Double
    /// `changedSeconds / cleanSeconds`.
    package var ratio: Double
    /// How many references that verify failed, and how many changes it named.
    package var failed: Int
    package var changes: Int
    /// The parts whose drawing was changed (on the recorded side).
    package var redrawnParts: [String]
    /// The files that failing verify left in its output folder (artifacts, report, manifest),
    /// each counted once however many names it has, and their bytes.
    package var writtenFiles: Int?
    package var writtenBytes: Int?
    /// Writing those files alone, as a verify must: each artifact image encoded with the preview
    /// encoder, every file written atomically and its SHA-256 taken for the manifest, on the
    /// run's jobs (``OutputFloor``).
    package var outputFloorSeconds: Double?
    /// The failing images of equal sizes, and comparing each in full (counts and diff image) on
    /// the run's jobs.
    package var comparedFailures: Int?
    package var compareSeconds: Double?
    /// The images a token edit failed, each of which naming its causes renders once more with
    /// the recorded tables, and the time those renders take on the run's jobs (Σ / jobs).
    package var revertedRenders: Int?
    package var revertedRenderSeconds: Double?
    /// `(cleanSeconds + outputFloorSeconds + compareSeconds + revertedRenderSeconds) /
    /// cleanSeconds`: the least `ratio` a verify that compares the same failures, writes the same
    /// files and names the same token edits can reach.
    package var floorRatio: Double?
}
