import ComponentKit
import DesignTokens
import Rendering

/// The drawing pieces EBCountdown's styles and the promo recipe share.
enum EBCountdownPainter {
    /// A rounded surface in the background token, with the light-mode border inside its edge.
    static func surface(_ rect: Rect, radius: Double, tokens: EBCountdownTokens, on canvas: Canvas) throws {
        try canvas.part("surface", of: EBCountdown.self) {
            try canvas.fill(.roundedRect(rect, radius: radius), with: Paint(tokens.background, across: rect))
            if let border = tokens.border {
                try canvas.fill(.border(of: rect, radius: radius, width: 1), with: .color(border))
            }
        }
    }

    /// Each cell's number and unit label, then its colon. With `flip`, a number that changed
    /// since `previous` flips: the old one rises out of its line and fades as the new one rises in.
    static func draw(
        _ cells: [EBCountdownCell], tokens: EBCountdownTokens, flip: (previous: [TextRun], progress: Double)? = nil, on canvas: Canvas
    ) throws {
        try canvas.part("cells", of: EBCountdown.self) { try drawCells(cells, tokens: tokens, flip: flip, on: canvas) }
    }

    /// ``draw(_:tokens:flip:on:)``'s body.
    private static func drawCells(
        _ cells: [EBCountdownCell], tokens: EBCountdownTokens, flip: (previous: [TextRun], progress: Double)?, on canvas: Canvas
    ) throws {
        for (index, cell) in cells.enumerated() {
            if let flip, index < flip.previous.count, flip.previous[index].text != cell.number.text {
                try self.flip(from: flip.previous[index], to: cell.number, progress: flip.progress, on: canvas)
            } else {
                try canvas.draw(cell.number)
            }
            try canvas.draw(cell.unit)
            if let colon = cell.colon { try self.colon(at: colon, tokens: tokens, on: canvas) }
        }
    }

    /// `old` rising out of the line the two numbers share and fading, `new` rising into it,
    /// `progress` (0…1) of the way; clipped to the line, on whole points.
    static func flip(from old: TextRun, to new: TextRun, progress: Double, on canvas: Canvas) throws {
        let minX = min(old.frame.minX, new.frame.minX).rounded(.down), maxX = max(old.frame.maxX, new.frame.maxX).rounded(.up)
        let minY = new.frame.minY.rounded(.down), maxY = new.frame.maxY.rounded(.up)
        let line = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        let travel = line.height
        let layers = [(old, -progress * travel, 1 - progress), (new, (1 - progress) * travel, progress)]
        for (run, offset, opacity) in layers where opacity > 0 {
            try canvas.transformed(offset: Point(x: 0, y: offset), about: .zero, clip: line) {
                if opacity >= 1 { try canvas.draw(run) } else { try canvas.withOpacity(opacity) { try canvas.draw(run) } }
            }
        }
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
        try canvas.part("clock", of: EBCountdown.self) { try drawClock(in: rect, color: color, on: canvas) }
    }

    /// ``clock(in:color:on:)``'s body.
    private static func drawClock(in rect: Rect, color: Color, on canvas: Canvas) throws {
        let unit = rect.width / 14
        let center = Point(x: rect.midX, y: rect.midY)
        var face = Path.ring(center: center, radius: 5.75 * unit, width: 1.5 * unit)
        let hands = [Point(x: center.x, y: center.y - 3.5 * unit), center, Point(x: center.x + 2.5 * unit, y: center.y + 1.5 * unit)]
        face.append(.polyline(hands, width: 1.5 * unit))
        try canvas.fill(face, with: .color(color))
    }

    /// An × glyph in `rect` (the promo's close affordance).
    static func close(in rect: Rect, color: Color, on canvas: Canvas) throws {
        let inset = rect.width * 0.25
        let width = rect.width / 10
        var cross = Path.capsule(
            from: Point(x: rect.minX + inset, y: rect.minY + inset), to: Point(x: rect.maxX - inset, y: rect.maxY - inset), width: width)
        cross.append(
            .capsule(
                from: Point(x: rect.maxX - inset, y: rect.minY + inset), to: Point(x: rect.minX + inset, y: rect.maxY - inset), width: width
            ))
        try canvas.fill(cross, with: .color(color))
    }
}

/// One time unit laid out: its number over its unit label, and the colon before it (all but the first).
struct EBCountdownCell: Hashable, Sendable {
    var number: TextRun
    var unit: TextRun
    /// The colon's centre, between this cell and the previous one.
    var colon: Point?

    /// `number` over `label`, centred in `rect`.
    init(_ number: String, label: String, in rect: Rect, tokens: EBCountdownTokens, fonts: FontLibrary) throws {
        let numberStyle = TextStyle(tokens.numberType, color: tokens.number)
        let unitStyle = TextStyle(tokens.unitType, color: tokens.unit)
        let height = numberStyle.typography.lineHeight + tokens.metrics.cellGap + unitStyle.typography.lineHeight
        let top = rect.midY - height / 2
        let numberLine = Rect(x: rect.minX, y: top, width: rect.width, height: numberStyle.typography.lineHeight)
        let unitLine = Rect(
            x: rect.minX, y: numberLine.maxY + tokens.metrics.cellGap, width: rect.width, height: unitStyle.typography.lineHeight)
        self.number = try fonts.run(number, style: numberStyle, centeredIn: numberLine)
        self.unit = try fonts.run(label, style: unitStyle, centeredIn: unitLine)
    }
}
