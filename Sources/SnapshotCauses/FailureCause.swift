import ComponentKit
import Foundation
import Rendering

/// Why a snapshot failed: an input whose change changed it, or what changed when no input did.
///
/// The engine (``CauseEngine``) finds them by comparing what a snapshot was made from now with
/// its recorded provenance, and, for an image, by rendering it again with inputs reverted. Each
/// cause names one change (``change``), the same line wherever that change shows, so one edit is
/// one group with one key (``key(forChanges:)``) across every file it reaches.
///
/// ```swift
/// CauseEngine.causes(recorded: recorded, now: now)
/// // [token counter.color.empty.bg [base] #EEF2F9 → #EEF2FA (EBCounter.tokens.json)]
/// ```
package enum FailureCause: Hashable, Sendable {
    /// A token read in both has another value (and perhaps came through other aliases).
    case token(TokenChange)
    /// A token is read now that was not.
    case tokenRead(TokenRead)
    /// A token was read that is not now.
    case tokenUnread(TokenRead)
    /// A token no longer read and another now read with the same value at every read: one rename.
    case tokenRenamed(TokenRename)
    /// A token reads through other aliases (its value may be the same).
    case alias(AliasChange)
    /// A text reads differently.
    case text(TextEdit)
    /// The image's size, a text's or a part's frame changed: an effect of whatever moved it.
    case frame(FrameMove)
    /// A component's drawing code changed: what one of its parts draws differs with every token
    /// and text at its recorded value.
    case drawing(DrawingChange)
    /// Frames moved and no input or drawing call explains it: the layout code of a component.
    case layout(LayoutChange)
    /// The renderer changed (a font file, Cairo, Pango): its differences, recorded → now.
    case renderer(String)
    /// Pixels that nothing recorded explains: every input and every drawing call is as recorded.
    case unexplained(String)
    /// A contact sheet differs while every variant on it matches its reference: the sheet's own drawing.
    case sheet(page: String, note: String?)
    /// Variants added to, removed from or renamed in a component's matrix.
    case variants(MatrixEdit)
    /// Nothing was recorded to compare with (or, with a reason, what was recorded was refused).
    case unknown(String?)

    /// The kind of cause, as `last-run.json` names it.
    package enum Kind: String, Hashable, Sendable, Codable {
        case token, tokenAdded, tokenRemoved, tokenRenamed, alias, text, frame, drawing, layout, renderer, unexplained, sheet
        case variants, unknown
    }

    /// The kind, without the payload.
    package var kind: Kind {
        switch self {
        case .token: .token
        case .tokenRead: .tokenAdded
        case .tokenUnread: .tokenRemoved
        case .tokenRenamed: .tokenRenamed
        case .alias: .alias
        case .text: .text
        case .frame: .frame
        case .drawing: .drawing
        case .layout: .layout
        case .renderer: .renderer
        case .unexplained: .unexplained
        case .sheet: .sheet
        case .variants: .variants
        case .unknown: .unknown
        }
    }

    /// Whether this cause is an effect of another when one is present: a frame that moved.
    package var isEffect: Bool { kind == .frame }

    /// Whether this change can change a layout (a size, a frame, an accessibility element): what
    /// `variants.txt` and `accessibility.txt` are made of. A rename, a retarget, a read, an unread
    /// or a drawing digest changes only `provenance.txt`'s lines.
    package var canMoveLayout: Bool {
        switch self {
        case .tokenRenamed, .alias, .tokenRead, .tokenUnread, .drawing: false
        default: true
        }
    }

    /// Whether a render can put this input back at its recorded value (``Reversion``): a token's
    /// value or a text. Drawing code cannot be put back.
    package var isRevertible: Bool {
        switch self {
        case .token: true
        case .text(let edit): edit.before != nil && edit.after != nil
        default: false
        }
    }

    /// What reverting this cause puts back: a token's recorded value, a text's recorded string.
    package var reversion: Reversion {
        switch self {
        case .token(let change):
            return Reversion(tokens: [change.subject: change.before])
        case .text(let edit):
            guard let before = edit.before.flatMap(TextEdit.unquoted), let after = edit.after.flatMap(TextEdit.unquoted) else {
                return Reversion.none
            }
            return Reversion(texts: [after: before])
        default:
            return Reversion.none
        }
    }

    /// The reversion of every revertible cause of `causes` (a text that two old strings became is left alone).
    package static func reversion(of causes: [FailureCause]) -> Reversion {
        var tokens: [String: String] = [:]
        var texts: [String: String] = [:]
        var ambiguous = Set<String>()
        for cause in causes where cause.isRevertible {
            let one = cause.reversion
            tokens.merge(one.tokens) { first, _ in first }
            for (now, recorded) in one.texts {
                if let known = texts[now], known != recorded { ambiguous.insert(now) }
                texts[now] = recorded
            }
        }
        for text in ambiguous { texts[text] = nil }
        return Reversion(tokens: tokens, texts: texts)
    }
}
