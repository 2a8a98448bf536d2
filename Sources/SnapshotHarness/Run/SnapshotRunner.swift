import ComponentKit
import Foundation
import Rendering

/// Results written by concurrent workers, one slot each.
private final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Value) { lock.withLock { storage[index] = result } }

    var values: [Value] { lock.withLock { storage.compactMap { $0 } } }

    /// Every slot, set or not, in order.
    var slots: [Value?] { lock.withLock { storage } }
}

/// Hands out the indices `0..<count` once each, in order, to concurrent workers.
private final class WorkQueue: @unchecked Sendable {
    private var nextIndex = 0
    private let count: Int
    private let lock = NSLock()

    init(count: Int) { self.count = count }

    func next() -> Int? {
        lock.withLock {
            guard nextIndex < count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }
}

/// Records or verifies a set of variants against `Snapshots/`, writing failure artifacts elsewhere.
///
/// The CLI's `record` and `verify` are thin wrappers over ``run(_:)``.
public struct SnapshotRunner: Sendable {
    public let workspace: Workspace
    public let system: DesignSystem
    public let scale: Int
    public let mode: RecordMode
    public let tolerance: Tolerance
    /// Per-component tolerances by component name; the others use ``tolerance``.
    public let tolerances: [String: Tolerance]
    /// How many variants render at once, each worker with its own design system (fonts, Pango).
    public let jobs: Int
    /// Where actual and diff images of failures go; must not be inside `Snapshots/`.
    public let outputDirectory: URL
    /// Which variants the contact-sheet pages show.
    public var sheets: SheetSource = .matrix

    public init(
        workspace: Workspace, system: DesignSystem, scale: Int = 2, mode: RecordMode, tolerance: Tolerance = .exact,
        tolerances: [String: Tolerance] = [:], outputDirectory: URL? = nil, jobs: Int = 1
    ) {
        self.workspace = workspace
        self.system = system
        self.scale = scale
        self.mode = mode
        self.tolerance = tolerance
        self.tolerances = tolerances
        self.jobs = max(1, jobs)
        self.outputDirectory = (outputDirectory ?? workspace.defaultOutputDirectory).standardizedFileURL
    }

    /// Where verify writes its HTML report (inside ``outputDirectory``).
    public var reportDirectory: URL { outputDirectory.appendingPathComponent("report") }

    /// The approve commands for this run's manifest (with `--output` when it is not the default folder).
    public var approveCommands: ApproveCommands {
        ApproveCommands(output: outputDirectory, defaultOutput: workspace.defaultOutputDirectory)
    }

    /// The folder (inside ``outputDirectory``) this run's artifacts go to; emptied at the start of a run.
    public var artifactsDirectory: URL { outputDirectory.appendingPathComponent("artifacts") }

    /// The output folder with its containment rule.
    public var outputFolder: ContainedFolder { workspace.outputFolder(outputDirectory) }

    /// Checks every variant, then the text references of each component involved. With
    /// `checkOrphans` (a run over the whole matrix) references no variant produces are reported too.
    /// A verify run (mode `.never`) records what it found in `last-run.json` for `approve`.
    ///
    /// A verify holds the workspace's lock shared and the output folder's exclusively; a record
    /// holds both exclusively, and its writes (references, text references, contact sheets, the
    /// fingerprint) land together at the end, or none of them when any check ended in an error
    /// (``RunReport/unwritten``). Another run holding a lock makes this one fail at once with
    /// ``SnapshotError/runInProgress(folder:holder:)``.
    public func run(_ variants: [ComponentVariant], checkOrphans: Bool = false, shard: Shard? = nil) throws -> RunReport {
        let output = outputFolder
        let outputLocation = try output.realLocation()
        if workspace.snapshots.holds(URL(fileURLWithPath: outputLocation)) {
            throw SnapshotError.outsideFolder(path: outputDirectory.path, leadsTo: outputLocation, folder: "anywhere but Snapshots/")
        }
        let purpose = mode == .never ? "snapshot verify" : "snapshot record"
        let workspaceLock = try workspace.lock(mode == .never ? .shared : .exclusive, purpose: purpose)
        defer { workspaceLock.release() }
        let outputLock = try workspace.lockOutput(outputDirectory, .exclusive, purpose: purpose)
        defer { outputLock.release() }
        try FileRemover.sweep("artifacts", in: output, removing: Self.isArtifact)
        let transaction = mode == .never ? nil : FileTransaction()
        defer { transaction?.discard() }
        let store = workspace.referenceStore(transaction: transaction)
        let selected = variants.filter { shard?.contains($0.id) ?? true }
        let plan = RunPlan(selected: selected, chosen: variants, shard: shard, sheets: sheets, system: system)
        let systems = try workerSystems(count: min(jobs, max(1, plan.items.count)))
        var results = execute(plan, store: store, systems: systems, shard: shard)
        let fingerprintNote = try checkFingerprint(store: store, results: &results)
        var orphans: [String] = []
        if checkOrphans && (shard?.index ?? 1) == 1 {
            orphans = try Orphans.scan(
                workspace.snapshotsDirectory, catalog: system.catalog, sheets: ContactSheet.paths(in: system),
                textReferences: TextReferences.paths(in: system)
            ).orphans
        }
        var report = RunReport(results: results, artifactsDirectory: artifactsDirectory, orphans: orphans)
        report.rendererNote = fingerprintNote
        if let transaction {
            if report.count("error") > 0 {
                report.unwritten = transaction.count
                transaction.discard()
            } else {
                try transaction.commit()
            }
        }
        if mode == .never {
            let lastRun = report.lastRun(
                scale: scale, snapshots: workspace.snapshotsDirectory, outputDirectory: outputDirectory,
                tokensDirectory: system.tokensDirectory)
            try lastRun.write(to: output)
            // Whatever --output this run used, the workspace notes it: `approve` pointed at another
            // folder's manifest then refuses instead of accepting an older run's images.
            try LastRun.noteLatest(outputDirectory, in: workspace.outputFolder())
            let gallery = workspace.defaultOutputDirectory.appendingPathComponent("gallery/index.html")
            try VerifyReportWriter.write(
                report, lastRun: lastRun, snapshots: workspace.snapshots, output: output, commands: approveCommands,
                galleryLink: outputDirectory == workspace.defaultOutputDirectory.standardizedFileURL
                    ? "../gallery/index.html" : gallery.absoluteString)
        }
        return report
    }

    /// Whether `name` is an artifact a run writes (`….actual.png`, `….diff.png`, `….strip.png`,
    /// `….actual.txt`): the only files a run removes from `artifacts/` before it starts.
    static func isArtifact(_ name: String) -> Bool {
        let stem = (name as NSString).deletingPathExtension
        return [".actual", ".diff", ".strip"].contains { stem.hasSuffix($0) } || FileWriter.isTemporaryName(name)
    }

    private func check(id: String, relative: String, store: ReferenceStore, _ body: (RecordMode) throws -> SnapshotCheck.Result)
        -> CheckResult
    {
        do {
            let result = try body(mode)
            var artifacts: [URL] = []
            switch result.outcome {
            case .failed(let difference):
                if let actual = result.actual { artifacts.append(try writeArtifact(actual, relative: relative, suffix: "actual")) }
                for (name, data) in difference.artifacts.sorted(by: { $0.key < $1.key }) {
                    let suffix = (name as NSString).deletingPathExtension
                    artifacts.append(try writeArtifact(data, relative: relative, suffix: suffix))
                }
            case .missing:
                if let actual = result.actual { artifacts.append(try writeArtifact(actual, relative: relative, suffix: "actual")) }
            case .matched, .recorded:
                break
            }
            return CheckResult(id: id, reference: store.url(for: relative), status: .outcome(result.outcome), artifacts: artifacts)
        } catch {
            return CheckResult(id: id, reference: store.url(for: relative), status: .error("\(error)"), artifacts: [])
        }
    }

    /// `component`'s text references, checked with `system`.
    private func textChecks(_ component: any Component.Type, store: ReferenceStore, shard: Shard?, system: DesignSystem)
        -> [CheckResult]
    {
        do {
            return try TextReferences.all(for: component, system: system).filter { shard?.contains($0.path) ?? true }.map {
                reference in
                check(id: reference.path, relative: reference.path, store: store) { mode in
                    try SnapshotCheck.check(reference.text, as: .lines, reference: store.url(for: reference.path), mode: mode, store: store)
                }
            }
        } catch {
            let path = VariantListing.referencePath(component: component.name)
            return [CheckResult(id: path, reference: store.url(for: path), status: .error("\(error)"), artifacts: [])]
        }
    }

    /// `page` composed from its variants' `images` and checked with `system`.
    private func sheetCheck(_ page: ContactSheet.Page, images: [RGBAImage], store: ReferenceStore, system: DesignSystem)
        -> CheckResult
    {
        let path = page.referencePath
        let inputs = ContactSheet.inputDigest(page, images: images, imageScale: scale)
        // A page stamped with these very inputs (and untouched since) is current: nothing to compose or decode.
        if mode != .all, let recorded = try? store.read(store.url(for: path)), ContactSheet.isCurrent(recorded, inputs: inputs) {
            return CheckResult(id: path, reference: store.url(for: path), status: .outcome(.matched), artifacts: [])
        }
        var strategy = Snapshotting<RGBAImage, RGBAImage>.image(tolerance: tolerances[page.component] ?? tolerance).pullback {
            (images: [RGBAImage]) in
            try ContactSheet.compose(page, images: images, imageScale: scale, system: system)
        }
        let encode = strategy.diffing.toData
        strategy.diffing.toData = { image in ContactSheet.stamped(try encode(image), inputs: inputs) }
        return check(id: path, relative: path, store: store) { mode in
            try SnapshotCheck.check(images, as: strategy, reference: store.url(for: path), mode: mode, store: store)
        }
    }

    /// This runner's design system and `count - 1` independent copies (one font map per worker).
    private func workerSystems(count: Int) throws -> [DesignSystem] {
        try [system] + (1..<max(1, count)).map { _ in try system.independentCopy() }
    }

    /// Runs `plan` over the workers (each owning one of `systems`): every item's variant is rendered
    /// once, checked when selected and handed to its sheet page, and a page is composed and checked
    /// by the worker that rendered its last image; then each component's text references.
    /// Results come in the selection's order, then per component its text references and pages;
    /// no result depends on which worker produced it.
    private func execute(_ plan: RunPlan, store: ReferenceStore, systems: [DesignSystem], shard: Shard?) -> [CheckResult] {
        let workers = systems.count
        let variantSlots = ResultSlots<CheckResult>(count: plan.selectedCount)
        let pageSlots = ResultSlots<CheckResult>(count: plan.pages.count)
        let textSlots = ResultSlots<[CheckResult]>(count: plan.components.count)
        let assembly = PageAssembly(pages: plan.pages)
        let queue = WorkQueue(count: plan.items.count + plan.components.count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let system = systems[worker]
            while let next = queue.next() {
                guard next < plan.items.count else {
                    let part = plan.components[next - plan.items.count]
                    textSlots.set(next - plan.items.count, textChecks(part.component, store: store, shard: shard, system: system))
                    continue
                }
                let item = plan.items[next]
                let image = checkOrRender(item, into: variantSlots, store: store, system: system)
                guard let page = item.page else { continue }
                let path = plan.pages[page].referencePath
                switch assembly.deliver(image, variant: item.variant.id, page: page, position: item.position) {
                case .pending:
                    break
                case .complete(let images):
                    pageSlots.set(page, sheetCheck(plan.pages[page], images: images, store: store, system: system))
                case .incomplete(let failedVariant):
                    pageSlots.set(
                        page,
                        CheckResult(
                            id: path, reference: store.url(for: path),
                            status: .error("not composed: \(failedVariant) could not be rendered"), artifacts: []))
                }
            }
        }
        var results = variantSlots.values
        let textResults = textSlots.slots
        let pageResults = pageSlots.slots
        for (index, part) in plan.components.enumerated() {
            results += textResults[index] ?? []
            results += part.pages.compactMap { pageResults[$0] }
            if let error = part.planningError {
                let path = ContactSheet.referencePath(component: part.component.name)
                results.append(CheckResult(id: path, reference: store.url(for: path), status: .error(error), artifacts: []))
            }
        }
        return results
    }

    /// Renders `item`'s variant; checks it into its result slot when it is selected. Returns the
    /// image (nil when it could not be rendered).
    private func checkOrRender(_ item: RunPlan.Item, into slots: ResultSlots<CheckResult>, store: ReferenceStore, system: DesignSystem)
        -> RGBAImage?
    {
        let variant = item.variant
        guard let slot = item.slot else { return try? system.render(variant, scale: scale) }
        var rendered: RGBAImage?
        let strategy = Snapshotting<RGBAImage, RGBAImage>.image(tolerance: tolerances[variant.component] ?? tolerance)
        let relative = variant.referencePath(scale: scale)
        slots.set(
            slot,
            check(id: variant.id, relative: relative, store: store) { mode in
                let image = try system.render(variant, scale: scale)
                rendered = image
                return try SnapshotCheck.check(image, as: strategy, reference: store.url(for: relative), mode: mode, store: store)
            })
        return rendered
    }

    /// The references' renderer fingerprint, relative to `Snapshots/`.
    public var fingerprintPath: String { "renderer-fingerprint@\(scale)x.json" }

    /// Records (when recording) or compares (when verifying) the renderer fingerprint.
    ///
    /// When the fingerprints differ and every reference matched, the note is one line saying so.
    /// When references failed, every failure's message says the renderer differs, naming first the
    /// fields known to change this project's pixels, then the others.
    private func checkFingerprint(store: ReferenceStore, results: inout [CheckResult]) throws -> String? {
        let current = try RendererFingerprint.current(fonts: system.fonts, scale: scale)
        let url = store.url(for: fingerprintPath)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard mode == .never else {
            let data = try encoder.encode(current)
            if try store.read(url) != data { try store.write(data, to: url) }
            return nil
        }
        guard let data = try store.read(url) else {
            return "no renderer fingerprint at \(url.path): record once to create it"
        }
        let recorded: RendererFingerprint
        do {
            recorded = try JSONDecoder().decode(RendererFingerprint.self, from: data)
        } catch {
            throw SnapshotError.unreadableReference(path: url.path, detail: "\(error)")
        }
        let differences = current.differences(from: recorded)
        guard !differences.isEmpty else { return nil }
        let failed = results.indices.filter { index in
            if case .outcome(.failed) = results[index].status { return true }
            return false
        }
        guard !failed.isEmpty else {
            return "renderer differs from the one that recorded the references and every reference matched ("
                + differences.map(\.description).joined(separator: "; ") + ")"
        }
        let known = differences.filter(\.knownToChangePixels).map(\.description)
        let others = differences.filter { !$0.knownToChangePixels }.map(\.description)
        let note =
            "this machine's renderer differs from the one that recorded the references (this ≠ recorded); "
            + "known to change pixels: " + (known.isEmpty ? "none of the differing fields" : known.joined(separator: "; "))
            + (others.isEmpty ? "" : "; also differs (measured not to change pixels): " + others.joined(separator: "; "))
        for index in failed {
            if case .outcome(.failed(var difference)) = results[index].status {
                difference.message += "\n    \(note)"
                results[index].status = .outcome(.failed(difference))
            }
        }
        return note
    }

    /// `artifacts/EBCounter/count-1_…@2x.actual.png` next to `….diff.png`.
    private func writeArtifact(_ data: Data, relative: String, suffix: String) throws -> URL {
        let base = relative as NSString
        let name = "\((base.lastPathComponent as NSString).deletingPathExtension).\(suffix).\(base.pathExtension)"
        let url = artifactsDirectory.appendingPathComponent(base.deletingLastPathComponent).appendingPathComponent(name)
        try FileWriter.write(data, to: url, in: outputFolder)
        return url
    }
}
