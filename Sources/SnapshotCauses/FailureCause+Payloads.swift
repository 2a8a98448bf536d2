import ComponentKit

extension FailureCause {
    /// A token's value changed between the recorded provenance and now.
    package struct TokenChange: Hashable, Sendable {
        /// The read, `path [mode]`.
        package var subject: String
        package var before: String
        package var after: String
        /// The file its value is written in.
        package var file: String?
        /// The token the value is written in, at the end of its aliases (every token read
        /// through one edited value is one change).
        package var root: String
        /// When its aliases changed too: the alias that was pointed elsewhere (one change with the value).
        package var retarget: Retarget?

        package init(subject: String, before: String, after: String, file: String?, root: String, retarget: Retarget?) {
            self.subject = subject
            self.before = before
            self.after = after
            self.file = file
            self.root = root
            self.retarget = retarget
        }
    }

    /// An alias pointed at another token: `counter.color.active.bg` now `{counter.color.empty.label}`.
    package struct Retarget: Hashable, Sendable {
        /// The token whose `$value` was edited (the last link both chains share, or the read itself).
        package var token: String
        package var from: String
        package var to: String

        package init(token: String, from: String, to: String) {
            self.token = token
            self.from = from
            self.to = to
        }
    }

    /// A token read in one provenance and not the other.
    package struct TokenRead: Hashable, Sendable {
        package var subject: String
        package var value: String
        package var file: String?

        package init(subject: String, value: String, file: String?) {
            self.subject = subject
            self.value = value
            self.file = file
        }
    }

    /// A token read under another name with the same value in every mode.
    package struct TokenRename: Hashable, Sendable {
        /// The old and new paths, dotted (no mode).
        package var from: String
        package var to: String
        package var file: String?

        package init(from: String, to: String, file: String?) {
            self.from = from
            self.to = to
            self.file = file
        }
    }

    /// A token read through other aliases.
    package struct AliasChange: Hashable, Sendable {
        package var subject: String
        package var before: [String]
        package var after: [String]
        package var file: String?
        /// The change it belongs to: its retarget, or the rename that renamed a link.
        package var change: String

        package init(subject: String, before: [String], after: [String], file: String?, change: String) {
            self.subject = subject
            self.before = before
            self.after = after
            self.file = file
            self.change = change
        }
    }

    /// A text that reads differently (quoted, as provenance writes it; nil where there is none).
    package struct TextEdit: Hashable, Sendable {
        /// `text #1`.
        package var subject: String
        package var before: String?
        package var after: String?

        /// A quoted string without its quotes and escapes undone where they matter (nil when not quoted).
        static func unquoted(_ quoted: String) -> String? {
            guard quoted.count >= 2, quoted.first == "\"", quoted.last == "\"" else { return nil }
            var out = ""
            var escaped = false
            for character in quoted.dropFirst().dropLast() {
                if escaped {
                    switch character {
                    case "n": out.append("\n")
                    case "r": out.append("\r")
                    case "t": out.append("\t")
                    case "s": out.append(" ")
                    default: out.append(character)
                    }
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else {
                    out.append(character)
                }
            }
            return out
        }

        package init(subject: String, before: String?, after: String?) {
            self.subject = subject
            self.before = before
            self.after = after
        }
    }

    /// A frame that moved (the image's size, a text's or a part's frame).
    package struct FrameMove: Hashable, Sendable {
        /// `image`, `text #1 "03"`, `part #2 button`.
        package var subject: String
        package var before: String?
        package var after: String?

        package init(subject: String, before: String?, after: String?) {
            self.subject = subject
            self.before = before
            self.after = after
        }
    }

    /// A component's part whose drawing changed.
    package struct DrawingChange: Hashable, Sendable {
        package var component: String
        /// The part the component named (``Rendering/Canvas/part(_:_:)``); nil for its calls outside parts.
        package var part: String?

        package init(component: String, part: String?) {
            self.component = component
            self.part = part
        }
    }

    /// Frames that moved with no input and no drawing call to move them.
    package struct LayoutChange: Hashable, Sendable {
        package var component: String
        /// How they moved, without their positions (`text +0,+1`), sorted.
        package var moves: [String]

        package init(component: String, moves: [String]) {
            self.component = component
            self.moves = moves
        }
    }

    /// A component's matrix edited: variants added, removed or renamed.
    package struct MatrixEdit: Hashable, Sendable {
        package var component: String
        package var added: [String]
        package var removed: [String]
        /// `old → new` for a variant whose provenance is the same under a new name.
        package var renamed: [String]
        /// The prop values the added variants bring that no recorded variant has (`initials: Q`).
        package var newValues: [String]

        package init(component: String, added: [String] = [], removed: [String] = [], renamed: [String] = [], newValues: [String] = []) {
            self.component = component
            self.added = added
            self.removed = removed
            self.renamed = renamed
            self.newValues = newValues
        }
    }
}
