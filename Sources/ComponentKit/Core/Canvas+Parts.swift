import Rendering

extension Canvas {
    /// Runs `body` as the part `name` of `component`'s drawing, wherever it is drawn: shared
    /// drawing code (a countdown's cells, drawn by the countdown and inside a promo card) names
    /// the component whose code it is, so an edit to it is one change in both.
    ///
    /// Within a component's own `draw`, ``Rendering/Canvas/part(_:_:)`` names a part of the
    /// component being drawn. Neither changes a pixel.
    public func part<C: Component>(_ name: String, of component: C.Type, _ body: () throws -> Void) rethrows {
        try self.component(C.name) { try part(name, body) }
    }
}

extension Component {
    /// Draws `layout` inside another component's drawing (a timeline's frames, a motion's strip):
    /// its calls stay this component's own, so an edit to its drawing names it wherever it is drawn.
    package func drawNested(_ layout: Layout, on canvas: Canvas, in context: RenderContext) throws {
        try canvas.component(Self.name) { try draw(layout, on: canvas, in: context) }
    }
}
