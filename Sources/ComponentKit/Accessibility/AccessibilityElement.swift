import Rendering

/// One element a screen reader reaches, as the component exposes it: what it is, what it says,
/// how changes are announced, where it is, and how big a target it offers a finger.
///
/// Components list their elements in focus order (``Component/accessibilityElements(in:)``);
/// `Snapshots/<Component>/accessibility.txt` keeps them for every variant, so a change to a label,
/// a role, a live region or a touch target shows up in review like a pixel change.
public struct AccessibilityElement: Hashable, Sendable {
    /// What kind of element assistive technology announces; `accessibility.txt` writes each
    /// as its raw value, first on the element's line (`image "Ada Lovelace, online"  frame …`).
    ///
    /// Each names what the platforms call it: a UIKit trait (`UIAccessibilityTraits`) and an
    /// Android role (Compose's `Role`, or the semantics property where Android has no role).
    /// The guide (`docs/Getting-started.md`) lists them as a table.
    public enum Role: String, Hashable, Sendable, CaseIterable {
        /// Static text or a value read as text (a counter). UIKit `.staticText`; Android: text, no role.
        case text
        /// A control that performs an action. UIKit `.button`; Android `Role.Button`.
        case button
        /// A control whose value is adjusted (a slider): increment / decrement. UIKit
        /// `.adjustable`; Android: a `progressBarRangeInfo` with `setProgress`, no role.
        case adjustable
        /// How much of a task is done, which the user does not adjust (a progress bar): its value
        /// is the part done, as a percentage. UIKit: a progress view's `.updatesFrequently` with
        /// its value; Android: a `progressBarRangeInfo` without `setProgress`, no role.
        case progress
        /// A time that changes on its own (a countdown). UIKit `.updatesFrequently`; Android: a
        /// live region, no role.
        case timer
        /// A transient message (a toast). UIKit: an announcement; Android: a polite live region.
        case status
        /// A picture read as one thing with its label (an avatar, an icon, a chart). UIKit
        /// `.image`; Android `Role.Image`.
        case image
        /// The title of a section, which screen readers jump between. UIKit `.header`; Android
        /// `semantics { heading() }`.
        case header
        /// Text or a control that opens a link. UIKit `.link`; Android: a `LinkAnnotation`, no role.
        case link
        /// A control with an on and an off state (a switch, a checkbox): its state goes in
        /// `value`. UIKit `.toggleButton`; Android `Role.Switch` or `Role.Checkbox`.
        case toggle
        /// One tab of a tab bar: selected is a trait. UIKit `.button` in a `.tabBar` container;
        /// Android `Role.Tab`.
        case tab
    }

    /// How changes are announced without focus.
    public enum LiveRegion: String, Hashable, Sendable {
        /// Announced after what is being spoken.
        case polite
        /// Interrupts what is being spoken.
        case assertive
    }

    /// The minimum comfortable touch target, in points (Apple HIG 44 × 44; Material 48 dp).
    public static let minimumTouchTarget = Size(width: 44, height: 44)

    /// What the element is, as the platforms' accessibility roles name it.
    public var role: Role
    /// What a screen reader says first: the element's name or text.
    public var label: String
    /// The element's current value (a slider's "40 %"), read after the label; nil when it has none.
    public var value: String?
    /// What acting on the element does, read last; nil for no hint.
    public var hint: String?
    /// States read with the element (`selected`), in order.
    public var traits: [String]
    /// How a change of the element is announced, for live content (a toast, a timer); nil when it is not live.
    public var liveRegion: LiveRegion?
    /// When announcements happen, in words ("on start, once a minute, on entering expiring, once on expiry").
    public var announcements: String?
    /// Where the element is, in points, in the component's frame.
    public var frame: Rect
    /// The area that takes touches, for interactive elements (nil: not interactive). It may be
    /// larger than `frame` when the component extends its hit area.
    public var touchTarget: Size?

    /// An element with its role, label and frame, and whatever else the element has.
    public init(
        role: Role, label: String, value: String? = nil, hint: String? = nil, traits: [String] = [], liveRegion: LiveRegion? = nil,
        announcements: String? = nil, frame: Rect, touchTarget: Size? = nil
    ) {
        self.role = role
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.liveRegion = liveRegion
        self.announcements = announcements
        self.frame = frame
        self.touchTarget = touchTarget
    }

    /// Whether the touch target meets ``minimumTouchTarget`` (nil for elements that take no touches).
    package var touchTargetPasses: Bool? {
        touchTarget.map { $0.width >= Self.minimumTouchTarget.width && $0.height >= Self.minimumTouchTarget.height }
    }

    /// One line: `button "Dismiss promo" frame 308,12 24×24 target 24×24 FAIL (< 44×44)`.
    package var description: String {
        var parts = [role.rawValue + (label.isEmpty ? " (no label: the app names it)" : " \"\(label)\"")]
        if let value { parts.append("value \"\(value)\"") }
        if let hint { parts.append("hint \"\(hint)\"") }
        if !traits.isEmpty { parts.append("traits " + traits.joined(separator: ",")) }
        if let liveRegion { parts.append("live \(liveRegion.rawValue)") }
        if let announcements { parts.append("announces \(announcements)") }
        func points(_ value: Double) -> String { Size.format((value * 100).rounded() / 100) }
        func size(_ size: Size) -> String { "\(points(size.width))×\(points(size.height))" }
        parts.append("frame \(points(frame.minX)),\(points(frame.minY)) \(size(frame.size))")
        if let touchTarget, let passes = touchTargetPasses {
            let minimum = Self.minimumTouchTarget
            parts.append("target \(size(touchTarget)) " + (passes ? "pass" : "FAIL (< \(minimum))"))
        }
        return parts.joined(separator: "  ")
    }
}
