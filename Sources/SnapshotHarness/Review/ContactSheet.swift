import Components
import DesignTokens
import Rendering

/// One labelled grid image per component, drawn by the same renderer and kept beside the
/// references (`Snapshots/<Component>/contact-sheet@1x.png`), so a pull request shows the whole
/// component at a glance. `record` writes it and `verify` checks it like any reference.
public enum ContactSheet {
    /// The file name stem: `contact-sheet`.
    public static let fileStem = "contact-sheet"
    /// Sheets are drawn at 1× to stay small in review.
    public static let scale = 1

    /// `EBCounter/contact-sheet@1x.png`.
    public static func referencePath(component: String) -> String {
        "\(component)/\(fileStem)@\(scale)x.png"
    }

    static let maxWidth = 1200.0
    static let padding = 8.0
    static let labelLines = 3
    static let label = TextStyle(
        Typography(fontFamily: ["Inter"], fontWeight: 400, fontSize: 10, lineHeight: 13), color: Color(red: 0x3C, green: 0x4A, blue: 0x5C))
    static let title = TextStyle(
        Typography(fontFamily: ["Inter"], fontWeight: 700, fontSize: 14, lineHeight: 20), color: Color(red: 0x1D, green: 0x26, blue: 0x33))

    /// The sheet of `variants` (one component's), each image over its name and legacy node.
    public static func render(component: String, variants: [ComponentVariant], system: DesignSystem) throws -> RGBAImage {
        let images = try variants.map { try system.render($0, scale: scale) }
        let cellWidth = max(160, Double(images.map(\.width).max() ?? 0)) + 2 * padding
        let columns = max(1, Int(maxWidth / cellWidth))
        let labelHeight = Double(labelLines) * label.typography.lineHeight
        var rowHeights: [Double] = []
        for start in stride(from: 0, to: images.count, by: columns) {
            let row = images[start..<min(images.count, start + columns)]
            rowHeights.append(Double(row.map(\.height).max() ?? 0) + 4 + labelHeight + 2 * padding)
        }
        let header = title.typography.lineHeight + 2 * padding
        let size = Size(width: cellWidth * Double(min(columns, max(1, images.count))), height: header + rowHeights.reduce(0, +))
        let canvas = try Canvas(size: size, scale: Double(scale), fonts: system.fonts)
        try canvas.fill(.roundedRect(Rect(size: size), radius: 0), with: .color(.white))
        try canvas.draw("\(component) · \(variants.count) variants", style: title, at: Point(x: padding, y: padding))
        var y = header
        for (rowIndex, height) in rowHeights.enumerated() {
            for column in 0..<columns {
                let index = rowIndex * columns + column
                guard index < images.count else { break }
                let x = Double(column) * cellWidth + padding
                let image = images[index]
                try canvas.fill(
                    .roundedRect(
                        Rect(x: x - 2, y: y + padding - 2, width: Double(image.width) + 4, height: Double(image.height) + 4), radius: 2),
                    with: .color(Color(red: 0xF1, green: 0xF3, blue: 0xF7)))
                try canvas.draw(image, at: Point(x: x, y: y + padding), imageScale: Double(scale))
                let caption = variants[index].name + (variants[index].figmaNode.map { "  ·  Figma \($0)" } ?? "")
                try canvas.drawParagraph(
                    caption, style: label,
                    in: Rect(x: x, y: y + padding + Double(image.height) + 4, width: cellWidth - 2 * padding, height: labelHeight),
                    maxLines: labelLines)
            }
            y += height
        }
        return try canvas.image()
    }
}
