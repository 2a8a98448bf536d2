import Foundation
internal import Rendering

/// What the swift-snapshot-testing strategies snapshot: a rendered image, or why there is none.
///
/// swift-snapshot-testing's `snapshot` and `fromData` closures cannot throw, so a render error or
/// an unreadable reference travels as a value and becomes a test failure in `diff`, never a trap.
public struct ComponentImage: Sendable {
    /// The pixels, when rendering (or decoding) worked.
    let image: RGBAImage?
    /// What went wrong otherwise.
    let problem: String?

    init(image: RGBAImage) {
        self.image = image
        self.problem = nil
    }

    init(problem: String) {
        self.image = nil
        self.problem = problem
    }
}
