import DesignTokens
import Rendering

/// The drawing pieces EBCountdown's styles and the promo recipe share.
enum EBCountdownPainter {
    /// A rounded surface in the background token, with the light-mode border inside its edge.
    static func surface(_ rect: Rect, radius: Double, tokens: EBCountdownTokens, on canvas: Canvas) throws {
        try canvas.fill(.roundedRect(rect, radius: radius), with: Paint(tokens.background, across: rect))
        if let border = tokens.border {
            try canvas.stroke(.roundedRect(rect.insetBy(dx: 0.5, dy: 0.5), radius: radius - 0.5), with: .color(border), lineWidth: 1)
        }
    }

    /// A number over its unit label, centred in `rect`; returns the number line's vertical centre.
    static func cell(_ number: String, label: String, in rect: Rect, tokens: EBCountdownTokens, on canvas: Canvas) throws -> Double {
        let numberStyle = TextStyle(tokens.numberType, color: tokens.number)
        let unitStyle = TextStyle(tokens.unitType, color: tokens.unit)
        let height = numberStyle.typography.lineHeight + tokens.metrics.cellGap + unitStyle.typography.lineHeight
        let top = rect.midY - height / 2
        let numberLine = Rect(x: rect.minX, y: top, width: rect.width, height: numberStyle.typography.lineHeight)
        let unitLine = Rect(x: rect.minX, y: numberLine.maxY + tokens.metrics.cellGap, width: rect.width, height: unitStyle.typography.lineHeight)
        try canvas.draw(number, style: numberStyle, centeredIn: numberLine)
        try canvas.draw(label, style: unitStyle, centeredIn: unitLine)
        return numberLine.midY
    }

    /// Two round `dot`-sized dots stacked around `center`, in the colon token.
    static func colon(at center: Point, tokens: EBCountdownTokens, on canvas: Canvas) throws {
        let m = tokens.metrics
        let offset = (m.dotSpacing + m.dot) / 2
        for dy in [-offset, offset] {
            try canvas.fill(.circle(center: Point(x: center.x, y: center.y + dy), radius: m.dot / 2), with: .color(tokens.colon))
        }
    }

    /// A clock face: a ring with hands at ten past ten, scaled to `rect`.
    static func clock(in rect: Rect, color: Color, on canvas: Canvas) throws {
        let unit = rect.width / 14
        let center = Point(x: rect.midX, y: rect.midY)
        try canvas.stroke(.circle(center: center, radius: 5.75 * unit), with: .color(color), lineWidth: 1.5 * unit)
        var hands = Path()
        hands.move(to: Point(x: center.x, y: center.y - 3.5 * unit))
        hands.line(to: center)
        hands.line(to: Point(x: center.x + 2.5 * unit, y: center.y + 1.5 * unit))
        try canvas.stroke(hands, with: .color(color), lineWidth: 1.5 * unit)
    }

    /// An × glyph in `rect` (the promo's close affordance).
    static func close(in rect: Rect, color: Color, on canvas: Canvas) throws {
        let inset = rect.width * 0.25
        var cross = Path()
        cross.move(to: Point(x: rect.minX + inset, y: rect.minY + inset))
        cross.line(to: Point(x: rect.maxX - inset, y: rect.maxY - inset))
        cross.move(to: Point(x: rect.maxX - inset, y: rect.minY + inset))
        cross.line(to: Point(x: rect.minX + inset, y: rect.maxY - inset))
        try canvas.stroke(cross, with: .color(color), lineWidth: rect.width / 10)
    }
}
