/// A failure inside the C rendering stack (Cairo, Pango, fontconfig, libpng), as a Swift error.
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where rendering failed.
    public enum Stage: String, Hashable, Sendable {
        case cairo, pango, fontconfig, png
    }

    /// Where it failed.
    public var stage: Stage
    /// What went wrong.
    public var message: String
    /// The file the failure is about, when there is one (a PNG, a font folder).
    public var file: String?

    package init(_ stage: Stage, _ message: String, file: String? = nil) {
        self.stage = stage
        self.message = message
        self.file = file
    }

    /// The stage, the file when known, and the message.
    public var description: String {
        if let file { return "\(file): \(message)" }
        return "\(stage.rawValue): \(message)"
    }
}
