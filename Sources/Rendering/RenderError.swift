/// A failure inside the C rendering stack (Cairo, Pango, fontconfig, libpng), as a Swift error.
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Stage: String, Hashable, Sendable {
        case cairo, pango, fontconfig, png
    }

    public var stage: Stage
    public var message: String
    /// The file the failure is about, when there is one (a PNG, a font folder).
    public var file: String?

    public init(_ stage: Stage, _ message: String, file: String? = nil) {
        self.stage = stage
        self.message = message
        self.file = file
    }

    public var description: String {
        if let file { return "\(file): \(message)" }
        return "\(stage.rawValue): \(message)"
    }
}
