import Foundation

/// What `approve --cause` writes for one failure: its actual file when every change in it is
/// accepted, the file of the accepted change alone when the run made one (the references' world
/// plus that change), or nothing.
enum PartialApproval {
    enum Source {
        /// Every change in the failure is accepted: its actual file.
        case whole
        /// The failure as the entry of its file holding the accepted change alone.
        case partial(LastRun.Entry)
        /// Another change is in it and no file holds the accepted one alone: these are the others.
        case withheld([LastRun.Entry.Cause.Change])
    }

    /// Where `entry`'s accepted content comes from when `keys` are the cause keys accepted (none:
    /// the entry was chosen by id or `--all-failed`, and is accepted whole).
    static func source(of entry: LastRun.Entry, accepting keys: Set<String>) -> Source {
        guard !keys.isEmpty, let cause = entry.cause, !keys.contains(cause.key) else { return .whole }
        // Changes past the manifest's cap are others too, accepted only with the whole set's key.
        let unlisted = cause.omittedChanges.map { [LastRun.Entry.Cause.Change(key: cause.key, summary: "\($0) more changes")] } ?? []
        let others = cause.changeList.filter { !keys.contains($0.key) } + unlisted
        guard !others.isEmpty else { return .whole }
        let accepted = cause.changeKeys.intersection(keys)
        if accepted.count == 1, let key = accepted.first, let partial = entry.partials?[key] {
            var chosen = entry
            chosen.actual = partial.actual
            chosen.actualSHA256 = partial.actualSHA256
            chosen.actualWidth = partial.actualWidth
            chosen.actualHeight = partial.actualHeight
            chosen.actualInOutput = partial.actualInOutput
            return .partial(chosen)
        }
        return .withheld(others)
    }
}
