import ComponentKit
import Foundation
import Rendering
import SnapshotCauses
import SnapshotCore
import SnapshotRendering

/// Results written by concurrent workers, one slot each.
///
/// Each value is boxed: a slot is a pointer, so an empty one (a still variant's animation slot)
/// costs 8 bytes, not a whole `CheckResult`.
private final class ResultSlots<Value>: @unchecked Sendable {
    private final class Box {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var storage: [Box?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Value) {
        let box = Box(result)
        lock.withLock { storage[index] = box }
    }

    /// The value in slot `index`, if set.
    func value(at index: Int) -> Value? { lock.withLock { storage[index]?.value } }

    /// Every slot, set or not, in order.
    var slots: [Value?] { lock.withLock { storage.map { $0?.value } } }

    /// The values set in `first` and `second` (as many slots each), slot by slot, a slot's value
    /// in `first` before its value in `second`: read in place, with no copy of every slot.
    static func interleaving(_ first: ResultSlots, _ second: ResultSlots) -> [Value] {
        first.lock.withLock {
            second.lock.withLock {
                var values: [Value] = []
                values.reserveCapacity(first.storage.count)
                for (one, other) in zip(first.storage, second.storage) {
                    if let one { values.append(one.value) }
                    if let other { values.append(other.value) }
                }
                return values
            }
        }
    }
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
package struct SnapshotRunner: Sendable {
    package let workspace: Workspace
    package var system: DesignSystem
    package let scale: Int
    package let mode: RecordMode
    package let tolerance: Tolerance
    /// Per-component tolerances by component name; the others use ``tolerance``.
    package let tolerances: [String: Tolerance]
    /// How many variants render at once, each worker with its own design system (fonts, Pango).
    package let jobs: Int
    /// Where actual and diff images of failures go; must not be inside `Snapshots/`.
    package let outputDirectory: URL
    /// Which variants the contact-sheet pages show.
    package var sheets: SheetSource = .matrix
    /// Whether the run checks each component's `provenance.txt` and names failures' causes
    /// (on by default; `snapshot-bench` turns it off to time what it costs).
    package var provenance = true
    /// Told after each piece of work (a variant, or a component's text references) with how many
    /// are done of how many: the command line draws its progress line from it. Called from the
    /// workers, in any order; nil by default.
    package var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    /// When set, the text references are checked for these variants only (by name): their blocks
    /// of `variants.txt`, `accessibility.txt` and `provenance.txt` with the listings' headers, and
    /// a component's own text references with its first variant; recording writes those parts
    /// alone (``ListingBlocks/splice(recorded:current:names:)``). A contact-sheet page is then
    /// checked with its first variant. Nil (the default) checks them whole, and every page that
    /// shows a chosen variant.
    package var textScope: Set<String>?
    /// Whether a record (`--mode all`) rewrites the image references whose pixels already match
    /// but whose bytes are not what the encoder writes now (`record --reencode`): the one
    /// deliberate way to bring every reference to the current encoding. Off by default, when
    /// such a reference is left alone (`kept`).
    package var reencode = false

    package init(
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

    /// Where a verify's HTML report goes (inside ``outputDirectory``).
    package var reportDirectory: URL { outputDirectory.appendingPathComponent("report") }

    /// The approve commands for this run's manifest (with `--output` when it is not the default folder).
    package var approvalHints: ApprovalHints {
        ApprovalHints(output: outputDirectory, defaultOutput: workspace.defaultOutputDirectory)
    }

    /// Where this run's failure images go: `artifacts/` in the output folder, cleared when a run starts.
    package var artifacts: ArtifactLayout { ArtifactLayout(output: outputFolder, folder: "artifacts") }

    /// The folder (inside ``outputDirectory``) this run's artifacts go to.
    package var artifactsDirectory: URL { outputDirectory.appendingPathComponent(artifacts.folder) }

    /// The output folder with its containment rule.
    package var outputFolder: ContainedFolder { workspace.outputFolder(outputDirectory) }

    /// Checks every variant, then the text references and contact-sheet pages of each component
    /// involved, and returns what it found. Only a run's own files are written: failure images
    /// under ``artifacts`` and, when recording, references. A record's writes (references, text
    /// references, pages, the fingerprint) land together at the end, or none of them when any
    /// check ended in an error (``RunReport/unwritten``).
    ///
    /// What the run means beyond that (the orphans of the matrix, the manifest `approve` reads,
    /// the HTML report) is for the caller to add: see ``VerifyRun``.
    ///
    /// - Parameter locks: the run's locks, when the caller holds them across more than the run;
    ///   otherwise the run takes them (``RunLocks``) and releases them before returning.
    package func run(_ variants: [ComponentVariant], shard: Shard? = nil, holding locks: RunLocks? = nil) throws -> RunReport {
        try workspace.requireOutsideSnapshots(outputFolder)
        let ownLocks = locks == nil ? try RunLocks(for: self) : nil
        defer { ownLocks?.release() }
        try artifacts.clear()
        let transaction = mode == .never ? nil : workspace.transaction()
        defer { transaction?.discard() }
        let store = workspace.referenceStore(transaction: transaction)
        let selected = variants.filter { shard?.contains($0.id) ?? true }
        let causes =
            provenance
            ? CauseContext(recorded: RecordedProvenance(store: store, catalog: system.catalog), renderer: try rendererChange(store: store))
            : nil
        let plan = RunPlan(
            selected: selected, chosen: variants, shard: shard, sheets: sheets, system: system, pagesByFirstVariant: textScope != nil,
            newVariants: textScope == nil ? [] : Set(variants.filter { causes?.recorded.isNew($0) == true }.map(\.id)))
        let systems = try workerSystems(count: min(jobs, max(1, plan.items.count)))
        // A verify naming causes composes a failing page again per change: its text is drawn once.
        let letterings = causes != nil && mode == .never ? SheetLetterings() : nil
        var results = execute(plan, store: store, systems: systems, shard: shard, causes: causes, letterings: letterings)
        // A fingerprint that cannot be read or written is an error of its own file; every check stays.
        var fingerprintNote: String?
        do {
            fingerprintNote = try checkFingerprint(store: store, results: &results)
        } catch {
            let url = store.url(for: fingerprintPath)
            results.append(CheckResult(id: fingerprintPath, reference: url, status: .error("\(error)"), artifacts: []))
        }
        if let causes, mode == .never {
            let edits = matrixEdits(of: plan, results: results, context: causes)
            nameMatrixEdits(edits, in: &results, plan: plan, missingOnly: true)
            var listings = ListingCauseCache()
            nameCompositeCauses(of: &results, plan: plan, context: causes, listings: &listings)
            nameMatrixEdits(edits, in: &results, plan: plan, missingOnly: false)
            shareStripCauses(into: &results)
            writePartials(
                into: &results, plan: plan, store: store, context: causes, systems: systems, letterings: letterings, listings: listings)
            writeExampleStrips(into: &results, plan: plan, store: store)
            writeCauseLists(into: &results)
        }
        var report = RunReport(results: results, artifactsDirectory: artifactsDirectory)
        report.rendererNote = fingerprintNote
        if let transaction {
            if report.count("error") > 0 {
                report.unwritten = transaction.count
                transaction.discard()
            } else {
                try transaction.commit()
            }
        }
        return report
    }

    func check(id: String, relative: String, store: ReferenceStore, _ body: (RecordMode) throws -> SnapshotCheck.Result)
        -> CheckResult
    {
        do {
            let result = try body(mode)
            var artifacts: [URL] = [], written: [String: FileIdentity] = [:]
            func write(_ data: Data, _ role: ArtifactLayout.Role) throws {
                let file = try self.artifacts.writeNoting(data, for: relative, role: role)
                artifacts.append(file.url)
                written[file.url.path] = file.identity
            }
            switch result.outcome {
            case .failed(let difference):
                if let actual = result.actual { try write(actual, .actual) }
                for (name, data) in difference.artifacts.sorted(by: { $0.key < $1.key }) {
                    guard let role = ArtifactLayout.Role(rawValue: (name as NSString).deletingPathExtension) else { continue }
                    try write(data, role)
                }
            case .missing:
                if let actual = result.actual { try write(actual, .actual) }
            case .matched, .recorded, .kept:
                break
            }
            var checked = CheckResult(id: id, reference: store.url(for: relative), status: .outcome(result.outcome), artifacts: artifacts)
            checked.written = written
            return checked
        } catch {
            return CheckResult(id: id, reference: store.url(for: relative), status: .error("\(error)"), artifacts: [])
        }
    }

    /// `component`'s text references, checked with `system` (within ``textScope`` when it is set).
    /// Each is checked on its own: an error making or reading one is filed under that file, and
    /// the others are still checked.
    private func textChecks(_ component: any Component.Type, store: ReferenceStore, shard: Shard?, system: DesignSystem)
        -> [CheckResult]
    {
        TextReferences.each(for: component, system: system, provenance: provenance).filter {
            (shard?.contains($0.path) ?? true) && inTextScope($0.path, of: component)
        }.compactMap { reference in
            do {
                guard let text = try scoped((reference.path, try reference.text.get()), of: component, store: store) else { return nil }
                // A recorded provenance listing is refused unread past what the component can produce.
                let isListing = reference.path == ProvenanceListing.referencePath(component: component.name)
                let forgiving = (tolerances[component.name] ?? tolerance).rule != .everyChangedPixel
                let strategy =
                    isListing ? ProvenanceListing.strategy(variants: component.variants.count, ignoringDrawing: forgiving) : .lines
                return check(id: reference.path, relative: reference.path, store: store) { mode in
                    let url = store.url(for: reference.path)
                    if mode == .missing, let completed = try withMissingBlocks(text, at: reference.path, of: component, store: store) {
                        return try SnapshotCheck.recordMissingParts(text, completed: completed, as: strategy, reference: url, store: store)
                    }
                    return try SnapshotCheck.check(text, as: strategy, reference: url, mode: mode, store: store)
                }
            } catch {
                return CheckResult(id: reference.path, reference: store.url(for: reference.path), status: .error("\(error)"), artifacts: [])
            }
        }
    }

    /// The paths of `component`'s listings: `variants.txt`, `accessibility.txt`, `provenance.txt`.
    private func listingPaths(of component: any Component.Type) -> [String] {
        [
            VariantListing.referencePath(component: component.name), AccessibilityListing.referencePath(component: component.name),
            ProvenanceListing.referencePath(component: component.name),
        ]
    }

    /// Whether the text reference `path` is checked within ``textScope``: every listing (its
    /// scoped blocks), and the component's own references with its first variant.
    private func inTextScope(_ path: String, of component: any Component.Type) -> Bool {
        guard let names = textScope, !listingPaths(of: component).contains(path) else { return true }
        return component.variants.first.map { names.contains($0.name) } == true
    }

    /// The text to check `reference` against: the whole text, or within ``textScope`` the
    /// recorded listing with only the scoped variants' blocks and the header made current (nil:
    /// a text reference outside the scope).
    private func scoped(_ reference: (path: String, text: String), of component: any Component.Type, store: ReferenceStore) throws
        -> String?
    {
        guard let names = textScope else { return reference.text }
        let listings = listingPaths(of: component)
        guard listings.contains(reference.path) else {
            return component.variants.first.map { names.contains($0.name) } == true ? reference.text : nil
        }
        guard let recorded = try store.read(store.url(for: reference.path)) else { return reference.text }
        // A listing over its limits is refused by the check as a whole, unparsed.
        if reference.path == listings[2],
            recorded.withUnsafeBytes({ ProvenanceListing.excess(of: $0, variants: component.variants.count) }) != nil
        {
            return reference.text
        }
        // Rewritten in part, it must come back byte for byte: text that is not UTF-8 is refused, never repaired.
        guard let text = String(validating: recorded, as: UTF8.self) else {
            throw SnapshotError.unreadableReference(
                path: store.url(for: reference.path).path, detail: "not UTF-8 text, so its blocks cannot be rewritten one by one")
        }
        do {
            return try ListingBlocks.splice(recorded: text, current: reference.text, names: names)
        } catch {
            throw SnapshotError.unreadableReference(path: store.url(for: reference.path).path, detail: "\(error)")
        }
    }

    /// The recorded listing at `path` with the blocks of `component`'s variants it lacks (within
    /// ``textScope``) added from `current`, and the current header (which counts them): what
    /// `record --mode missing` writes of a listing when variants were added. Nil when it is not a
    /// listing, has no recorded text, or lacks no block.
    private func withMissingBlocks(_ current: String, at path: String, of component: any Component.Type, store: ReferenceStore) throws
        -> String?
    {
        guard ListingKind(id: path, component: component.name) != nil, let data = try store.read(store.url(for: path)) else { return nil }
        // Spliced text is written back whole: a listing that is not UTF-8 would lose its other
        // bytes to the decoder's repairs, so it is refused in words and left as it is.
        guard let recorded = String(validating: data, as: UTF8.self) else {
            throw SnapshotError.unreadableReference(
                path: store.url(for: path).path,
                detail: "it is not UTF-8, so its blocks cannot be added without changing its other bytes; "
                    + "fix or remove the file, then record again")
        }
        let blocks = ListingBlocks(recorded)
        let missing = Set(component.variants.map(\.name).filter { !blocks.contains($0) })
        guard !missing.isEmpty else { return nil }
        // The header counts the new variants too: every case of the component records it.
        return try ListingBlocks.splice(recorded: recorded, current: current, names: missing.filter { textScope?.contains($0) ?? true })
    }

    /// `page` composed from its variants' thumbnails and checked with `system`. Under a tolerance
    /// that forgives changes, the page is first compared as its matched variants' references
    /// show them (``forgivenSheetMatches``): what the tolerance forgave in a variant is not the
    /// sheet's own change. With `letterings`, a page composed keeps its lettering there, for its
    /// pages per change (``ContactSheet/composeKeepingLettering(_:thumbnails:system:)``).
    private func sheetCheck(
        _ page: ContactSheet.Page, assembled: PageAssembly.Assembled, store: ReferenceStore, system: DesignSystem,
        matched: (String) -> Bool = { _ in false }, added: (ComponentVariant) -> Bool = { _ in false },
        letterings: SheetLetterings? = nil
    ) -> CheckResult {
        let path = page.referencePath
        let inputs = assembled.inputs
        // A page stamped with these very inputs (and untouched since) is current: nothing to compose or decode.
        if mode != .all, let recorded = try? store.read(store.url(for: path)), ContactSheet.isCurrent(recorded, inputs: inputs) {
            return CheckResult(id: path, reference: store.url(for: path), status: .outcome(.matched), artifacts: [])
        }
        // A page's failure carries its diff, no strip (three pages wide, and the report shows each apart).
        var pageStrategy = imageStrategy(component: page.component, strips: false)
        let encode = pageStrategy.diffing.toData
        pageStrategy.diffing.toData = { image in ContactSheet.stamped(try encode(image), inputs: inputs) }
        if let artifact = pageStrategy.diffing.toArtifactData {
            pageStrategy.diffing.toArtifactData = { image in ContactSheet.stamped(try artifact(image), inputs: inputs) }
        }
        let pageBytes = Int(page.canvasSize.width * page.canvasSize.height) * 4
        let compose: @Sendable ([RGBAImage]) throws -> RGBAImage = { thumbnails in
            guard let letterings, letterings.hasRoom(for: pageBytes) else {
                return try ContactSheet.compose(page, thumbnails: thumbnails, system: system)
            }
            let composed = try ContactSheet.composeKeepingLettering(page, thumbnails: thumbnails, system: system)
            if let lettering = composed.lettering { letterings.keep(lettering, for: path) }
            return composed.sheet
        }
        let strategy = pageStrategy.pullback(compose)
        if forgivenSheetMatches(page, thumbnails: assembled.thumbnails, strategy: strategy, store: store, matched: matched) {
            return CheckResult(id: path, reference: store.url(for: path), status: .outcome(.matched), artifacts: [])
        }
        return check(id: path, relative: path, store: store) { mode in
            let url = store.url(for: path)
            if mode == .missing, page.variants.contains(where: added),
                let completed = completedPage(page, thumbnails: assembled.thumbnails, added: added, store: store, system: system)
            {
                // The page as recorded, with the new variants' cells: their cells are what is missing.
                var recording = strategy
                recording.diffing.toData = { image in ContactSheet.stamped(try encode(image), inputs: completed.inputs) }
                let sheet = try ContactSheet.compose(page, thumbnails: completed.thumbnails, system: system)
                return try SnapshotCheck.recordMissingParts(
                    assembled.thumbnails, completed: sheet, as: recording, reference: url, store: store)
            }
            // The thumbnails are let go once the page is drawn, before it is encoded or compared.
            let sheet = try compose(assembled.takeThumbnails())
            return try SnapshotCheck.check(sheet, as: pageStrategy, reference: url, mode: mode, store: store)
        }
    }

    /// The thumbnails of `page` with every variant that was not `added` drawn as its reference
    /// shows it, and their input digest: the page `record --mode missing` writes (nil when a
    /// reference cannot be read). The run kept only thumbnails, so the added variants are rendered
    /// again for the digest (a page with new variants, in that mode alone).
    private func completedPage(
        _ page: ContactSheet.Page, thumbnails: [RGBAImage], added: (ComponentVariant) -> Bool, store: ReferenceStore,
        system: DesignSystem
    ) -> PageAssembly.Assembled? {
        guard thumbnails.count == page.variants.count, (try? store.read(store.url(for: page.referencePath))) != nil else { return nil }
        var completed = thumbnails
        var digest = ContactSheet.InputDigest(page, imageScale: scale)
        for (index, variant) in page.variants.enumerated() {
            guard added(variant) else {
                let url = store.url(for: variant.referencePath(scale: scale))
                guard let data = try? store.read(url), let image = try? PNGCodec.decode(data, source: url.path) else { return nil }
                completed[index] = image.downscaled(by: scale)
                digest.add(image)
                continue
            }
            guard let image = try? system.render(variant, scale: scale) else { return nil }
            digest.add(image)
        }
        return PageAssembly.Assembled(thumbnails: completed, inputs: digest.hex)
    }

    /// Whether `page`, composed with each matched variant's reference image in place of its
    /// render, matches its sheet: only under a tolerance that does not count every change (under
    /// ``Tolerance/exact`` a matched variant's render is its reference, byte for byte). Reads and
    /// writes nothing else; false when a reference cannot be read.
    private func forgivenSheetMatches(
        _ page: ContactSheet.Page, thumbnails: [RGBAImage], strategy: Snapshotting<[RGBAImage], RGBAImage>, store: ReferenceStore,
        matched: (String) -> Bool
    ) -> Bool {
        guard (tolerances[page.component] ?? tolerance).rule != .everyChangedPixel, thumbnails.count == page.variants.count else {
            return false
        }
        var recorded = thumbnails
        for (index, variant) in page.variants.enumerated() where matched(variant.id) {
            let url = store.url(for: variant.referencePath(scale: scale))
            guard let data = try? store.read(url), let image = try? PNGCodec.decode(data, source: url.path) else { return false }
            recorded[index] = image.downscaled(by: scale)
        }
        let outcome = try? SnapshotCheck.check(
            recorded, as: strategy, reference: store.url(for: page.referencePath), mode: .never, store: store
        ).outcome
        if case .matched = outcome { return true }
        return false
    }

    /// The image strategy of `component`'s references: its tolerance, a failure's strip or not
    /// (`strips`), and under ``reencode`` no keeping of a reference for its pixels alone (its
    /// bytes must be the encoder's). A verify keeps a failure's actual image in the fast encoding
    /// (``PNGCodec/encodePreview(_:)``): it only shows it, and `approve` encodes the pixels again
    /// as `record` does before it writes a reference.
    private func imageStrategy(component: String, strips: Bool = true) -> Snapshotting<RGBAImage, RGBAImage> {
        var strategy = Snapshotting<RGBAImage, RGBAImage>.image(tolerance: tolerances[component] ?? tolerance, strips: strips)
        if reencode && mode == .all { strategy.diffing.matchesExactly = nil }
        if mode == .never { strategy.diffing.toArtifactData = { image in try PNGCodec.encodePreview(image) } }
        return strategy
    }

    /// This runner's design system and `count - 1` independent copies (one font map per worker).
    private func workerSystems(count: Int) throws -> [DesignSystem] {
        try [system] + (1..<max(1, count)).map { _ in try system.independentCopy() }
    }

    /// Runs `plan` over the workers (each owning one of `systems`): every item's variant is rendered
    /// once, checked when selected and handed to its sheet page (``PageAssembly`` keeps its
    /// thumbnail and adds it to the page's digest, and the render is let go), and a page is composed
    /// and checked by the worker that delivered its last variant, or by the one composing a page
    /// then (``SheetQueue``: one page at a time); then each component's text references.
    /// Results come in the selection's order, then per component its text references and pages;
    /// no result depends on which worker produced it.
    private func execute(
        _ plan: RunPlan, store: ReferenceStore, systems: [DesignSystem], shard: Shard?, causes: CauseContext?, letterings: SheetLetterings?
    ) -> [CheckResult] {
        let workers = systems.count
        let variantSlots = ResultSlots<CheckResult>(count: plan.selectedCount)
        let animationSlots = ResultSlots<CheckResult>(count: plan.selectedCount)
        let pageSlots = ResultSlots<CheckResult>(count: plan.pages.count)
        let textSlots = ResultSlots<[CheckResult]>(count: plan.components.count)
        let assembly = PageAssembly(pages: plan.pages, imageScale: scale)
        let sheets = SheetQueue()
        let total = plan.items.count + plan.components.count
        let queue = WorkQueue(count: total)
        let finished = ProgressCounter()
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let system = systems[worker]
            while let next = queue.next() {
                defer { if let progress { progress(finished.increment(), total) } }
                guard next < plan.items.count else {
                    let part = plan.components[next - plan.items.count]
                    textSlots.set(next - plan.items.count, textChecks(part.component, store: store, shard: shard, system: system))
                    continue
                }
                let item = plan.items[next]
                let image = checkOrRender(item, into: variantSlots, store: store, system: system, causes: causes)
                if let slot = item.slot, let strip = variantSlots.value(at: slot),
                    let animation = animationCheck(of: item.variant, strip: strip, image: image, store: store, system: system)
                {
                    animationSlots.set(slot, animation)
                }
                guard let page = item.page else { continue }
                let path = plan.pages[page].referencePath
                switch assembly.deliver(image, variant: item.variant.id, page: page, position: item.position) {
                case .pending:
                    break
                case .complete(let assembled):
                    sheets.compose(page, assembled) { page, assembled in
                        let check = sheetCheck(
                            plan.pages[page], assembled: assembled, store: store, system: system,
                            matched: { id in
                                guard let slot = plan.slots[id], case .outcome(.matched) = variantSlots.value(at: slot)?.status else {
                                    return false
                                }
                                return true
                            },
                            added: { variant in
                                // New to the matrix: its reference was missing, or its component's listing lacks its block.
                                if let slot = plan.slots[variant.id],
                                    case .outcome(.recorded(.missing)) = variantSlots.value(at: slot)?.status
                                {
                                    return true
                                }
                                return causes?.recorded.isNew(variant) == true
                            },
                            letterings: carriesChanges(plan.pages[page], plan: plan, slots: variantSlots) ? letterings : nil)
                        pageSlots.set(page, check)
                    }
                case .incomplete(let failedVariant):
                    pageSlots.set(
                        page,
                        CheckResult(
                            id: path, reference: store.url(for: path),
                            status: .error("not composed: \(failedVariant) could not be rendered"), artifacts: []))
                }
            }
        }
        // Each strip followed by its animation.
        var results = ResultSlots.interleaving(variantSlots, animationSlots)
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

    /// Whether a failure of `page` may get a page per change: its variants carry two changes or
    /// more between them, or one of them failed with its causes not named yet (a composition's
    /// are named once the run is over).
    private func carriesChanges(_ page: ContactSheet.Page, plan: RunPlan, slots: ResultSlots<CheckResult>) -> Bool {
        var keys = Set<String>()
        for variant in page.variants {
            guard let slot = plan.slots[variant.id], let result = slots.value(at: slot), case .outcome(.failed) = result.status else {
                continue
            }
            if result.causes.isEmpty { return true }
            keys.formUnion(FailureCause.changeKeys(result.causes))
            if keys.count > 1 { return true }
        }
        return false
    }

    /// Renders `item`'s variant; checks it into its result slot when it is selected. Returns the
    /// image (nil when it could not be rendered).
    private func checkOrRender(
        _ item: RunPlan.Item, into slots: ResultSlots<CheckResult>, store: ReferenceStore, system: DesignSystem, causes: CauseContext?
    ) -> RGBAImage? {
        let variant = item.variant
        guard let slot = item.slot else { return try? system.render(variant, scale: scale) }
        var rendered: RGBAImage?
        // A verify naming causes writes the strips it shows once they are known (``writeExampleStrips``).
        let strategy = imageStrategy(component: variant.component, strips: causes == nil || mode != .never)
        let relative = variant.referencePath(scale: scale)
        var unlistedText: UnlistedText?
        var rounding: PixelRounding?
        var result = check(id: variant.id, relative: relative, store: store) { mode in
            let (image, unlisted, rounded) = try system.renderNotingText(variant, scale: scale)
            rendered = image
            unlistedText = unlisted
            rounding = rounded
            var result = try SnapshotCheck.check(image, as: strategy, reference: store.url(for: relative), mode: mode, store: store)
            result.outcome = motionFrames(
                of: result.outcome, variant: variant, actual: image, reference: store.url(for: relative), store: store)
            return result
        }
        if let causes, case .outcome(.failed) = result.status, let image = rendered {
            result.causes = self.causes(of: variant, actual: image, store: store, system: system, context: causes)
        }
        // Recording is when a reference is made of it: the moment to say its text is not listed.
        if mode != .never {
            result.unlistedText = unlistedText
            result.pixelRounding = rounding
        }
        slots.set(slot, result)
        return rendered
    }

    /// A failed motion's message, with the frames that differ and their times after its first
    /// line (read again from the reference, only when a motion failed).
    private func motionFrames(
        of outcome: SnapshotOutcome, variant: ComponentVariant, actual: RGBAImage, reference: URL, store: ReferenceStore
    ) -> SnapshotOutcome {
        guard case .failed(var difference) = outcome, let motion = try? system.layout(of: variant).motion,
            let data = try? store.read(reference), let recorded = try? PNGCodec.decode(data, source: reference.path),
            let frames = motion.differingFrames(reference: recorded, actual: actual, scale: scale), !frames.isEmpty
        else { return outcome }
        var lines = difference.message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.insert(motion.differingFramesText(frames), at: min(1, lines.count))
        difference.message = lines.joined(separator: "\n")
        return .failed(difference)
    }

    /// The references' renderer fingerprint, relative to `Snapshots/`.
    package var fingerprintPath: String { "renderer-fingerprint@\(scale)x.json" }

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
        let others = differences.filter { !$0.knownToChangePixels }.map { "\($0.field) \($0.recorded) → \($0.current)" }
        let also = others.isEmpty ? "" : "; also differs (measured not to change pixels): " + others.joined(separator: "; ")
        let note: String
        if let change = RendererChange(differences) {
            note =
                (change.isOwnFonts
                    ? "the package's fonts changed since the references were recorded (recorded → now): "
                    : "this machine's renderer differs from the one that recorded the references (recorded → now): ")
                + change.summary + also
        } else {
            note = "this machine's renderer differs from the one that recorded the references, in no field known to change pixels" + also
        }
        for index in failed {
            if case .outcome(.failed(var difference)) = results[index].status {
                difference.message += "\n    \(note)"
                results[index].status = .outcome(.failed(difference))
            }
        }
        return note
    }
}
