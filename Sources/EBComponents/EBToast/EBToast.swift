import ComponentKit
import Foundation

/// A transient message with an optional leading icon and action: the proposed EBToast API.
///
/// ```swift
/// EBToast(message: "Transfer sent")                                      // neutral, checkmark
/// EBToast(message: "Transfer failed", appearance: .destructive, action: EBToastAction(label: "Retry"))
/// EBToast(message: "Uploading…", appearance: .pending, size: .small)    // spinner
/// ```
public struct EBToast: Hashable, Sendable {
    /// Semantic status and surface palette.
    public enum Appearance: String, CaseIterable, Hashable, Sendable {
        case neutral, destructive, pending
    }

    /// Padding, font size and spacing.
    public enum ToastSize: String, CaseIterable, Hashable, Sendable {
        case small, base
    }

    /// The leading-icon slot.
    public enum LeadingIcon: String, CaseIterable, Hashable, Sendable {
        /// Follows the appearance: checkmark, error glyph or spinner.
        case automatic
        case none, checkmark, error, spinner
    }

    /// How long the toast stays before it dismisses itself.
    public enum Duration: String, CaseIterable, Hashable, Sendable {
        /// 3 s.
        case short
        /// 5 s.
        case long

        package var seconds: Double {
            switch self {
            case .short: 3
            case .long: 5
            }
        }
    }

    /// The message.
    package var message: String
    /// The appearance: what kind of message it is.
    package var appearance: Appearance
    /// Light or dark surface for neutral and pending; the destructive palette is the same in both.
    package var theme: Theme
    /// The size.
    package var size: ToastSize
    /// The icon before the message.
    package var leadingIcon: LeadingIcon
    /// The action button at the trailing edge, if any.
    package var action: EBToastAction?
    /// How long the toast stays.
    package var duration: Duration

    /// A toast showing `message`; see the properties for the other props.
    public init(
        message: String, appearance: Appearance = .neutral, theme: Theme = .light, size: ToastSize = .base,
        leadingIcon: LeadingIcon = .automatic, action: EBToastAction? = nil, duration: Duration = .short
    ) {
        self.message = message
        self.appearance = appearance
        self.theme = theme
        self.size = size
        self.leadingIcon = leadingIcon
        self.action = action
        self.duration = duration
    }

    /// The icon drawn: `.automatic` resolves by appearance; pending always shows its spinner.
    package var resolvedIcon: LeadingIcon {
        if appearance == .pending { return .spinner }
        guard leadingIcon == .automatic else { return leadingIcon }
        return appearance == .destructive ? .error : .checkmark
    }

    /// Seconds on screen: the duration, extended for long messages to 1 s plus 0.3 s a word
    /// (about 200 words a minute), so a 20-word message stays 7 s.
    package var displaySeconds: Double {
        let words = message.split(whereSeparator: \.isWhitespace).count
        return max(duration.seconds, (1 + 0.3 * Double(words)).rounded(.up))
    }

    /// The live-region politeness: destructive toasts interrupt, the others wait.
    package enum Politeness: String, Sendable { case assertive, polite }

    package var politeness: Politeness { appearance == .destructive ? .assertive : .polite }

    /// What assistive technology announces: "Error: Transfer failed. Action: Retry".
    package var accessibilityDescription: String {
        let prefix =
            switch appearance {
            case .neutral: ""
            case .destructive: "Error: "
            case .pending: "In progress: "
            }
        return prefix + message + (action.map { ". Action: \($0.label)" } ?? "")
    }
}

/// The action slot: a label (and, in an app, a callback; the harness only draws it).
public struct EBToastAction: Hashable, Sendable {
    /// The button's label.
    public var label: String

    /// An action labelled `label`.
    public init(label: String) {
        self.label = label
    }
}

/// Dismissal for a presented toast: after its display time, or by hand; `onDismiss` fires once.
///
/// The seed contract it implements: the EBToast audit's dismiss contract (C5, "Interaction State
/// Coverage": "Annotate default duration (3s short / 5s long), swipe-to-dismiss, tap-to-dismiss,
/// and the onDismiss callback contract"; its API table's `onDismiss: (() -> Void)?`). No image
/// shows it, so the harness draws nothing of it; the tests hold the contract (one `onDismiss`
/// whichever comes first: the timer, a swipe or a tap).
package final class EBToastPresentation {
    package let toast: EBToast
    package let shownAt: Date
    private let onDismiss: () -> Void
    package private(set) var isDismissed = false

    package init(toast: EBToast, shownAt: Date, onDismiss: @escaping () -> Void = {}) {
        self.toast = toast
        self.shownAt = shownAt
        self.onDismiss = onDismiss
    }

    /// Dismisses when the display time has passed by `now`.
    package func tick(now: Date) {
        if now.timeIntervalSince(shownAt) >= toast.displaySeconds { dismiss() }
    }

    /// Dismisses (swipe, tap, or the timer); only the first call fires `onDismiss`.
    package func dismiss() {
        guard !isDismissed else { return }
        isDismissed = true
        onDismiss()
    }
}
