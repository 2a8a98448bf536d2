/// A matrix that cannot be snapshotted as it is declared.
package enum MatrixError: Error, CustomStringConvertible, Equatable {
    /// Two variants whose names (and so reference files) come out the same: their props differ
    /// only in characters a file name cannot hold (`Show now` and `Show-now` are both `Show~now`).
    case sameName(id: String, first: String, second: String)

    package var description: String {
        switch self {
        case .sameName(let id, let first, let second):
            "two variants would share the reference \(id): \(first) and \(second) differ only in characters a file name "
                + "cannot hold (spaces and punctuation become ~); change one of the values"
        }
    }
}
