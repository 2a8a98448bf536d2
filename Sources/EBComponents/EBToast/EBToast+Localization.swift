import ComponentKit

/// The toast copy as shown in a locale: the harness stands in for the app's translations of the
/// matrix's sample messages, so stress renders show real Arabic script and the pseudo-locale's
/// longer text.
enum EBToastCopy {
    /// Arabic for the sample copy (the app's translations; unknown text stays as written).
    static let arabic: [String: String] = [
        "Add the popup message here": "أضف رسالة الإشعار هنا",
        "Transfer sent": "تم إرسال التحويل",
        "Transfer failed": "فشل التحويل",
        "Retry": "إعادة المحاولة",
        "Undo": "تراجع",
        "View": "عرض",
    ]

    /// Accessibility prefixes by locale: "Error: ", "In progress: ".
    static func prefix(_ appearance: EBToast.Appearance, locale: ContentLocale) -> String {
        switch (appearance, locale) {
        case (.neutral, _): ""
        case (.destructive, .arabic): "خطأ: "
        case (.pending, .arabic): "قيد التنفيذ: "
        case (.destructive, .german): "Fehler: "
        case (.pending, .german): "Wird bearbeitet: "
        case (.destructive, _): "Error: "
        case (.pending, _): "In progress: "
        }
    }

    /// `text` in `locale`.
    static func localized(_ text: String, _ locale: ContentLocale) -> String {
        switch locale {
        case .arabic: arabic[text] ?? text
        case .pseudo: locale.pseudoLocalized(text)
        case .english, .german: text
        }
    }
}
