import DesignTokens
import Testing

@testable import Rendering

@Suite struct CanvasTests {
    @Test func unpremultiplyRoundsToNearestForEveryPair() {
        for alpha in 1...255 {
            for channel in 0...alpha {
                let expected = (Double(channel) * 255 / Double(alpha)).rounded()
                #expect(Double(PremultipliedAlpha.straight[alpha << 8 | channel]) == expected, "c=\(channel) a=\(alpha)")
            }
        }
    }

    @Test func premultiplyRoundsToNearestForEveryPair() {
        for alpha in 0...255 {
            for channel in 0...255 {
                let expected = (Double(channel) * Double(alpha) / 255).rounded()
                #expect(Double(PremultipliedAlpha.premultiplied[alpha << 8 | channel]) == expected, "c=\(channel) a=\(alpha)")
            }
        }
    }

    @Test func opaqueFillComesBackExactly() throws {
        let canvas = try Canvas(size: Size(width: 4, height: 3), scale: 2, fonts: sharedFonts)
        let color = try #require(Color(hex: "#005CE5"))
        try canvas.fill(.roundedRect(Rect(size: canvas.size), radius: 0), with: .color(color))
        let image = try canvas.image()
        #expect(image.width == 8 && image.height == 6)
        #expect(image[3, 2] == (0x00, 0x5C, 0xE5, 255))
    }

    /// A render in place gives the pixels a canvas's copy gives, translucent and empty ones
    /// included; a canvas kept past its body draws nothing more and has no image.
    @Test func aRenderInPlaceIsTheCopysPixelsAndItsCanvasEndsWithIt() throws {
        func draw(_ canvas: Canvas) throws {
            try canvas.fill(.roundedRect(Rect(x: 0, y: 0, width: 3, height: 2), radius: 1), with: .color(Color(hex: "#005CE5")!))
            try canvas.fill(
                .roundedRect(Rect(x: 2, y: 1, width: 2, height: 2), radius: 0),
                with: .color(Color(red: 200, green: 100, blue: 50, alpha: 77)))
            let style = TextStyle(Typography(fontFamily: ["Proxima Soft"], fontWeight: 600, fontSize: 3, lineHeight: 4), color: .black)
            try canvas.draw("9", style: style, at: Point(x: 0, y: 0))
        }
        let copied = try Canvas(size: Size(width: 5, height: 4), scale: 3, fonts: sharedFonts)
        try draw(copied)
        var kept: Canvas?
        let rendered = try Canvas.rendered(size: Size(width: 5, height: 4), scale: 3, fonts: sharedFonts) { canvas in
            try draw(canvas)
            kept = canvas
            return canvas.drawnTextCount
        }
        #expect(rendered.image == (try copied.image()))
        #expect(rendered.result == 1)
        let escaped = try #require(kept)
        #expect(throws: RenderError.self) { try escaped.fill(.roundedRect(Rect(size: escaped.size), radius: 0), with: .color(.white)) }
        #expect(throws: RenderError.self) { try escaped.image() }
        #expect(throws: RenderError.self) {
            _ = try Canvas.rendered(size: Size(width: 0, height: 4), scale: 1, fonts: sharedFonts) { _ in }
        }
    }

    @Test func translucentFillUnpremultipliesWithinOneStep() throws {
        let canvas = try Canvas(size: Size(width: 2, height: 2), scale: 1, fonts: sharedFonts)
        try canvas.fill(.roundedRect(Rect(size: canvas.size), radius: 0), with: .color(Color(red: 200, green: 100, blue: 50, alpha: 128)))
        let pixel = try canvas.image()[1, 1]
        #expect(pixel.alpha == 128)
        #expect(abs(Int(pixel.red) - 200) <= 1 && abs(Int(pixel.green) - 100) <= 1 && abs(Int(pixel.blue) - 50) <= 1)
    }

    @Test func gradientRunsBetweenItsStops() throws {
        let canvas = try Canvas(size: Size(width: 100, height: 1), scale: 1, fonts: sharedFonts)
        let gradient = Gradient(stops: [
            .init(color: Color(hex: "#1972F9")!, position: 0), .init(color: Color(hex: "#005CE5")!, position: 1),
        ])
        let rect = Rect(size: canvas.size)
        try canvas.fill(.roundedRect(rect, radius: 0), with: Paint(.gradient(gradient), across: rect))
        let image = try canvas.image()
        let left = image[0, 0], right = image[99, 0]
        #expect(abs(Int(left.red) - 0x19) <= 1 && abs(Int(left.blue) - 0xF9) <= 1)
        #expect(abs(Int(right.red) - 0x00) <= 1 && abs(Int(right.blue) - 0xE5) <= 1)
    }

    @Test(arguments: [Size(width: 0, height: 10), Size(width: 10, height: -1), Size(width: 100_000, height: 1)])
    func outOfRangeSizesAreErrors(size: Size) {
        #expect(throws: RenderError.self) {
            try Canvas(size: size, scale: 1, fonts: sharedFonts)
        }
    }

    @Test func textIsDrawnInTheStyleColour() throws {
        let canvas = try Canvas(size: Size(width: 40, height: 24), scale: 2, fonts: sharedFonts)
        let style = TextStyle(
            Typography(fontFamily: ["Proxima Soft"], fontWeight: 700, fontSize: 20, lineHeight: 24), color: Color(hex: "#005CE5")!)
        try canvas.draw("88", style: style, centeredIn: Rect(size: canvas.size))
        let image = try canvas.image()
        let opaque = stride(from: 0, to: image.pixels.count, by: 4).filter { image.pixels[$0 + 3] == 255 }
        #expect(opaque.count > 50, "glyph interiors are solid")
        #expect(opaque.allSatisfy { image.pixels[$0] == 0x00 && image.pixels[$0 + 1] == 0x5C && image.pixels[$0 + 2] == 0xE5 })
    }

    @Test func renderingIsDeterministic() throws {
        func render() throws -> RGBAImage {
            let canvas = try Canvas(size: Size(width: 60, height: 24), scale: 2, fonts: sharedFonts)
            let style = TextStyle(Typography(fontFamily: ["Proxima Soft"], fontWeight: 600, fontSize: 12, lineHeight: 16), color: .black)
            try canvas.fill(.roundedRect(Rect(size: canvas.size), radius: 12), with: .color(Color(hex: "#EEF2F9")!))
            try canvas.draw("10 / 10", style: style, centeredIn: Rect(size: canvas.size))
            return try canvas.image()
        }
        #expect(try render() == render())
    }
}
