/// Which variants a run's contact-sheet pages show.
package enum SheetSource: Sendable, Equatable {
    /// Each component's whole matrix (the references under `Snapshots/`): a run checks the pages
    /// its selection is on, rendering the pages' other variants for the sheet only.
    case matrix
    /// Exactly the variants the run was given (the synthetic benchmark's matrices, which no
    /// component declares).
    case selection
}
