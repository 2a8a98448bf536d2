import DesignTokens
import Testing

@testable import Rendering

/// A recording canvas keeps every call with its arguments, in order, and draws no pixel: the
/// record is what `impact` compares to tell a drawn change from a token read and not drawn.
@Suite struct DrawingRecordTests {
    let blue = Color(red: 0, green: 0x5C, blue: 0xE5)
    let style = TextStyle(Typography(fontFamily: ["Proxima Soft"], fontWeight: 600, fontSize: 12, lineHeight: 16), color: .white)

    /// A small drawing of every kind of call, with `fill` as the background's colour.
    func draw(on canvas: Canvas, fill: Color) throws {
        try canvas.fill(.roundedRect(Rect(size: canvas.size), radius: 4), with: .color(fill))
        try canvas.translated(to: Point(x: 2, y: 1)) {
            try canvas.withOpacity(0.5) { try canvas.draw("9", style: style, at: Point(x: 0, y: 0)) }
        }
        try canvas.transformed(offset: Point(x: 1, y: 0), rotation: 0.5, about: Point(x: 4, y: 4)) {
            try canvas.drawParagraph("a b", style: style, in: Rect(x: 0, y: 0, width: 8, height: 16), maxLines: 1)
        }
    }

    @Test func everyCallIsKeptInOrderAndNoPixelIsDrawn() throws {
        let canvas = try Canvas(recording: Size(width: 24, height: 16), scale: 2, fonts: sharedFonts)
        try draw(on: canvas, fill: blue)
        let steps = try #require(canvas.record?.steps)
        #expect(
            steps == [
                .fill(.roundedRect(Rect(size: canvas.size), radius: 4), .color(blue)),
                .translate(Point(x: 2, y: 1)), .opacity(0.5), .text("9", style, at: Point(x: 0, y: 0)), .end, .end,
                .transform(offset: Point(x: 1, y: 0), scale: 1, rotation: 0.5, anchor: Point(x: 4, y: 4), clip: nil),
                .paragraph("a b", style, in: Rect(x: 0, y: 0, width: 8, height: 16), maxLines: 1), .end,
            ])
        let image = try canvas.image()
        #expect(image.width == 1 && image.height == 1 && image[0, 0].alpha == 0, "a recording canvas has one pixel, never drawn")
    }

    @Test func aDrawingCanvasKeepsNoRecord() throws {
        let canvas = try Canvas(size: Size(width: 24, height: 16), scale: 1, fonts: sharedFonts)
        try draw(on: canvas, fill: blue)
        #expect(canvas.record == nil)
        #expect(try canvas.image()[0, 8] != (0, 0, 0, 0), "it draws")
    }

    /// The soundness `impact` rests on: two drawings with one record give one image, and a
    /// colour that differs only in a fill (no text, no frame) differs in the record.
    @Test func equalRecordsGiveEqualImagesAndAColourShowsInTheRecord() throws {
        func recorded(_ fill: Color) throws -> [DrawingRecord.Step] {
            let canvas = try Canvas(recording: Size(width: 24, height: 16), scale: 2, fonts: sharedFonts)
            try draw(on: canvas, fill: fill)
            return canvas.record?.steps ?? []
        }
        func image(_ fill: Color) throws -> RGBAImage {
            let canvas = try Canvas(size: Size(width: 24, height: 16), scale: 2, fonts: sharedFonts)
            try draw(on: canvas, fill: fill)
            return try canvas.image()
        }
        let other = Color(red: 0, green: 0x5C, blue: 0xE6)
        #expect(try recorded(blue) == recorded(blue) && image(blue) == image(blue))
        #expect(try recorded(blue) != recorded(other))
        #expect(try image(blue) != image(other), "the colour is drawn")
    }

    @Test func aRecordingCanvasChecksItsSizeAsADrawingOneDoes() {
        #expect(throws: RenderError.self) { try Canvas(recording: Size(width: 0, height: 16), scale: 2, fonts: sharedFonts) }
        #expect(throws: RenderError.self) { try Canvas(recording: Size(width: 24, height: 16), scale: 0, fonts: sharedFonts) }
    }

    /// Issue 42, item 7: a text call's outline digest tells two styles that fill the same
    /// outlines (Noto Sans Arabic has no 600: it and 700 resolve to its Bold) from two that do
    /// not (Inter has both), and each claim holds in pixels.
    @Test func textOutlinesTellWeightsTheFontResolvesAlike() throws {
        func step(_ text: String, weight: Int, color: Color = .black, at origin: Point = Point(x: 2, y: 2)) -> DrawingRecord.Step {
            let type = Typography(fontFamily: ["Proxima Soft"], fontWeight: weight, fontSize: 12, lineHeight: 16)
            return .text(
                text, TextStyle(type, color: color, isRightToLeft: text.unicodeScalars.first.map { $0.value >= 0x600 } ?? false), at: origin
            )
        }
        func image(_ step: DrawingRecord.Step) throws -> RGBAImage {
            let canvas = try Canvas(size: Size(width: 60, height: 20), scale: 2, fonts: sharedFonts)
            guard case .text(let text, let style, let origin) = step else { return try canvas.image() }
            try canvas.draw(text, style: style, at: origin)
            return try canvas.image()
        }
        let canvas = try Canvas(recording: Size(width: 60, height: 20), scale: 2, fonts: sharedFonts)
        let arabic = (step("تم الحفظ", weight: 600), step("تم الحفظ", weight: 700))
        #expect(try canvas.outlineDigest(of: arabic.0) == canvas.outlineDigest(of: arabic.1))
        #expect(try image(arabic.0) == image(arabic.1))
        let latin = (step("Saved", weight: 600), step("Saved", weight: 700))
        #expect(try canvas.outlineDigest(of: latin.0) != canvas.outlineDigest(of: latin.1))
        #expect(try image(latin.0) != image(latin.1))
        // Far outside the recording canvas's one pixel, as a toast's action at x = 290 is.
        let far = (step("Saved", weight: 600, at: Point(x: 290, y: 14)), step("Saved", weight: 700, at: Point(x: 290, y: 14)))
        #expect(try canvas.outlineDigest(of: far.0) != canvas.outlineDigest(of: far.1))
        #expect(try canvas.outlineDigest(of: latin.0) != canvas.outlineDigest(of: step("Saved", weight: 600, color: blue)))
        #expect(try canvas.outlineDigest(of: latin.0) != canvas.outlineDigest(of: step("Saved", weight: 600, at: Point(x: 2.5, y: 2))))
        #expect(try canvas.outlineDigest(of: .paragraph("a b", style, in: Rect(x: 0, y: 0, width: 8, height: 16), maxLines: 1)) != nil)
        #expect(try canvas.outlineDigest(of: .translate(Point(x: 1, y: 1))) == nil)
    }
}
