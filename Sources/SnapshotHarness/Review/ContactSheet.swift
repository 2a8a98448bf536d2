/// Names for the per-component contact sheet kept beside the references.
public enum ContactSheet {
    /// `Snapshots/<Component>/contact-sheet@2x.png`.
    public static let fileStem = "contact-sheet"
}
