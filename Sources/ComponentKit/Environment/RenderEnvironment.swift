/// Where a component is shown, besides its props: the user's text size, the layout direction and
/// the language. Passed to layout through ``RenderContext/environment``; the standard environment
/// (default text size, left-to-right English) renders every variant of the matrix, and each
/// component declares a stress set (``Component/stressEnvironments``) rendered on its default and
/// legacy variants.
public struct RenderEnvironment: Hashable, Sendable, CustomStringConvertible {
    /// A text-size setting, following iOS Dynamic Type relative to the default (Large) size.
    public enum TextSize: String, CaseIterable, Hashable, Sendable {
        /// Large, the default: 17-pt body text.
        case `default`
        /// Accessibility extra extra large (AX4): 47-pt body text.
        case accessibility4 = "ax4"
        /// Accessibility extra extra extra large (AX5), the largest: 53-pt body text.
        case accessibility5 = "ax5"

        /// The factor on every type size (body 17 → 47 → 53).
        public var scale: Double {
            switch self {
            case .default: 1
            case .accessibility4: 47.0 / 17.0
            case .accessibility5: 53.0 / 17.0
            }
        }
    }

    /// Which way text and layouts run.
    public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
        case leftToRight = "ltr"
        case rightToLeft = "rtl"
    }

    /// The text size, following iOS Dynamic Type.
    public var textSize: TextSize
    /// The layout direction.
    public var direction: LayoutDirection
    /// The language of the content.
    public var locale: ContentLocale
    /// The user asked for reduced motion (iOS Reduce Motion, Android's animator scale 0): motions
    /// follow their ``ReducedMotion`` rule.
    public var reduceMotion: Bool

    /// An environment; every parameter defaults to the standard one.
    public init(
        textSize: TextSize = .default, direction: LayoutDirection? = nil, locale: ContentLocale = .english, reduceMotion: Bool = false
    ) {
        self.textSize = textSize
        self.locale = locale
        self.direction = direction ?? (locale.isRightToLeft ? .rightToLeft : .leftToRight)
        self.reduceMotion = reduceMotion
    }

    /// Default text size, left-to-right English: every variant renders here.
    public static let standard = RenderEnvironment()

    /// The environment layouts read (``RenderContext/environment``): set around a render with
    /// ``DesignSystem/withEnvironment(_:_:)``, standard otherwise. Task-local, so concurrent
    /// renders in different environments do not see each other's.
    @TaskLocal package static var current: RenderEnvironment = .standard
    /// The largest accessibility text size.
    public static let largestText = RenderEnvironment(textSize: .accessibility5)
    /// Right-to-left Arabic.
    public static let arabic = RenderEnvironment(locale: .arabic)
    /// The pseudo-locale: accented and about 40 % longer, to expose truncation.
    public static let pseudo = RenderEnvironment(locale: .pseudo)
    /// Reduced motion, everything else standard.
    public static let reducedMotion = RenderEnvironment(reduceMotion: true)

    /// Whether layouts run from the right.
    public var isRightToLeft: Bool { direction == .rightToLeft }

    /// `""` for the standard environment, else the parts that differ joined by `-`: `ax5`,
    /// `rtl-ar`, `pseudo`, `reduce-motion`.
    public var description: String {
        var parts: [String] = []
        if textSize != .default { parts.append(textSize.rawValue) }
        if isRightToLeft { parts.append(direction.rawValue) }
        if locale != .english { parts.append(locale.rawValue) }
        if reduceMotion { parts.append("reduce-motion") }
        return parts.joined(separator: "-")
    }
}

/// The languages the harness renders: English, German, Arabic, and a pseudo-locale.
public enum ContentLocale: String, CaseIterable, Hashable, Sendable {
    case english = "en"
    case german = "de"
    case arabic = "ar"
    /// English with accented letters, about 40 % longer and bracketed: "[Ţŕåñšƒéŕ šéñţ ·····]".
    case pseudo

    /// Whether the locale's text runs from the right.
    public var isRightToLeft: Bool { self == .arabic }

    /// `text` as this locale shows untranslated content: unchanged, except the pseudo-locale's
    /// accented, lengthened form.
    public func pseudoLocalized(_ text: String) -> String {
        guard self == .pseudo else { return text }
        let accents: [Character: Character] = [
            "a": "å", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ", "k": "ķ", "l": "ļ",
            "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "r": "ŕ", "s": "š", "t": "ţ", "u": "û", "w": "ŵ", "y": "ý", "z": "ž",
            "A": "Å", "C": "Ç", "E": "É", "I": "Î", "N": "Ñ", "O": "Ö", "S": "Š", "T": "Ţ", "U": "Û",
        ]
        let accented = String(text.map { accents[$0] ?? $0 })
        let padding = String(repeating: "·", count: max(1, Int((Double(text.count) * 0.4).rounded())))
        return "[\(accented) \(padding)]"
    }
}
