import ComponentKit

extension EBToast {
    /// The legacy placeholder copy.
    package static let legacyMessage = "Add the popup message here"
    /// A message long enough to need the ellipsis after two lines.
    package static let longMessage =
        "Your transfer of $1,200.00 to Alex Morgan is scheduled and will arrive in their account within one to three business days, depending on their bank."

    /// appearance × theme × size × message (short / long), a destructive toast in one theme only
    /// (its palette has no dark variant), plus the action slot, a hidden icon and the 16 legacy variants.
    public static var matrix: VariantMatrix<EBToast> {
        var matrix = VariantMatrix<EBToast>(base: EBToast(message: "Transfer sent"))
        matrix = matrix.axis("appearance", \.appearance, Appearance.allCases)
        matrix = matrix.themes(\.theme)
        matrix = matrix.axis("size", \.size, ToastSize.allCases)
        matrix = matrix.axis("message", \.message, ["Transfer sent", longMessage])
        matrix = matrix.pruning("destructive has one palette: dark renders exactly like light") {
            $0.appearance == .destructive && $0.theme == .dark
        }
        matrix = matrix.sample(EBToast(message: "Payment deleted", action: EBToastAction(label: "Undo")))
        matrix = matrix.sample(EBToast(message: "Transfer failed", appearance: .destructive, action: EBToastAction(label: "Retry")))
        matrix = matrix.sample(
            EBToast(message: "Uploading statement…", appearance: .pending, theme: .dark, action: EBToastAction(label: "View")))
        matrix = matrix.sample(EBToast(message: longMessage, size: .small, action: EBToastAction(label: "View")))
        // Legacy groups × With Icon × Large Label; pending always had its icon.
        let groups: [(key: String, appearance: Appearance, theme: Theme, iconChoices: [Bool])] = [
            ("Toast/Default/Dark", .neutral, .dark, [true, false]), ("Toast/Default/Light", .neutral, .light, [true, false]),
            ("Toast/Error/Default", .destructive, .light, [true, false]),
            ("Toast/Pending/Dark", .pending, .dark, [true]), ("Toast/Pending/Light", .pending, .light, [true]),
        ]
        for group in groups {
            for withIcon in group.iconChoices {
                for large in [false, true] {
                    let key = "\(group.key)/icon=\(withIcon ? "yes" : "no")/large=\(large ? "yes" : "no")"
                    matrix = matrix.legacy(
                        key,
                        EBToast(
                            message: legacyMessage, appearance: group.appearance, theme: group.theme,
                            size: large ? .base : .small, leadingIcon: withIcon ? .automatic : .none))
                }
            }
        }
        return matrix
    }
}
