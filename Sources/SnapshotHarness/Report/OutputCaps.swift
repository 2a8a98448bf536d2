/// How much of a failure each output shows, per failure and per run, so what a run prints and
/// writes grows with the change and not with what a file holds. Past each cap the output says
/// `… N more` and where the rest is: the report, or the failure's own artifact (the actual text,
/// `….causes.txt`).
///
/// | Output | Per failure | Per run |
/// |---|---|---|
/// | console, JUnit | the message's first line, ``causeLines`` cause lines, ``diffLines`` more lines of the message | ``runDetailLines`` lines of causes and diffs, then first lines only |
/// | `last-run.json`, report | ``causesPerEntry`` causes, ``changesPerEntry`` changes | under ``LastRun/byteLimit`` |
/// | report's "by cause" | | ``reportGroups`` groups, ``groupMembers`` links each |
/// | Markdown summary | one line each | ``PullRequestSummary/rowLimit`` rows and groups |
///
/// Every line shown is cut at ``lineCharacters`` characters.
package enum OutputCaps {
    /// The most lines of a failure's message after its first that the console and JUnit print
    /// (a text reference's diff); the rest are in the report.
    package static let diffLines = 20
    /// The most cause lines the console and JUnit print for one failure.
    package static let causeLines = 20
    /// The most characters of one line shown anywhere (a cause, a diff line, a summary cell).
    package static let lineCharacters = 500
    /// The most causes `last-run.json` and the report keep for one failure; a failure with more
    /// writes them all to its `….causes.txt` artifact.
    package static let causesPerEntry = 50
    /// The most changes (each with its key) `last-run.json` keeps for one failure; a failure
    /// with more is accepted only whole (its own key, or by id) and gets no file per change.
    package static let changesPerEntry = 50
    /// The most cause and message lines the console (and JUnit) print over a whole run; past
    /// it, each failure prints its first line only.
    package static let runDetailLines = 2_000
    /// The most cause groups the report lists.
    package static let reportGroups = 200
    /// The most failures a cause group of the report links to.
    package static let groupMembers = 100

    /// `line` cut to `limit` characters, ending in `… (N more characters)` when it was longer.
    package static func capped(_ line: String, limit: Int = lineCharacters) -> String {
        guard line.utf8.count > limit, line.count > limit else { return line }
        let count = line.count
        return String(line.prefix(limit)) + "… (\(count - limit) more characters)"
    }

    /// `items` cut to `limit`, with how many were left out.
    static func prefix<Item>(_ items: [Item], _ limit: Int) -> (kept: [Item], omitted: Int) {
        (Array(items.prefix(limit)), max(0, items.count - limit))
    }
}
