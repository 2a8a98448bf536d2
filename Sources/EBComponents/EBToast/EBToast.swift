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

        public var seconds: Double {
            switch self {
            case .short: 3
            case .long: 5
            }
        }
    }

    public var message: String
    public var appearance: Appearance
    /// Light or dark surface for neutral and pending; the destructive palette is the same in both.
    public var theme: Theme
    public var size: ToastSize
    public var leadingIcon: LeadingIcon
    public var action: EBToastAction?
    public var duration: Duration

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
    public var resolvedIcon: LeadingIcon {
        if appearance == .pending { return .spinner }
        guard leadingIcon == .automatic else { return leadingIcon }
        return appearance == .destructive ? .error : .checkmark
    }

    /// Seconds on screen: the duration, extended for long messages to 1 s plus 0.3 s a word
    /// (about 200 words a minute), so a 20-word message stays 7 s.
    public var displaySeconds: Double {
        let words = message.split(whereSeparator: \.isWhitespace).count
        return max(duration.seconds, (1 + 0.3 * Double(words)).rounded(.up))
    }

    /// The live-region politeness: destructive toasts interrupt, the others wait.
    public enum Politeness: String, Sendable { case assertive, polite }

    public var politeness: Politeness { appearance == .destructive ? .assertive : .polite }

    /// What assistive technology announces: "Error: Transfer failed. Action: Retry".
    public var accessibilityDescription: String {
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
    public var label: String

    public init(label: String) {
        self.label = label
    }
}

/// Dismissal for a presented toast: after its display time, or by hand; `onDismiss` fires once.
public final class EBToastPresentation {
    public let toast: EBToast
    public let shownAt: Date
    private let onDismiss: () -> Void
    public private(set) var isDismissed = false

    public init(toast: EBToast, shownAt: Date, onDismiss: @escaping () -> Void = {}) {
        self.toast = toast
        self.shownAt = shownAt
        self.onDismiss = onDismiss
    }

    /// Dismisses when the display time has passed by `now`.
    public func tick(now: Date) {
        if now.timeIntervalSince(shownAt) >= toast.displaySeconds { dismiss() }
    }

    /// Dismisses (swipe, tap, or the timer); only the first call fires `onDismiss`.
    public func dismiss() {
        guard !isDismissed else { return }
        isDismissed = true
        onDismiss()
    }
}
