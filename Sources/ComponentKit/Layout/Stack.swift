import Rendering

/// How a stack lines its children up across its axis.
public enum StackAlignment: String, Sendable, CaseIterable {
    /// Left (vertical stacks) or top (horizontal stacks).
    case leading
    case center
    /// Right (vertical stacks) or bottom (horizontal stacks).
    case trailing

    func offset(of child: Double, in available: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: (available - child) / 2
        case .trailing: available - child
        }
    }
}

/// Children one above the other, `spacing` points apart; each is proposed the stack's width.
public struct VStack: Drawable {
    package var spacing: Double
    package var alignment: StackAlignment
    package var children: [any Drawable]

    /// Stacks `children` top to bottom, `spacing` points apart, aligned by `alignment`.
    public init(spacing: Double = 0, alignment: StackAlignment = .leading, _ children: [any Drawable]) {
        self.spacing = spacing
        self.alignment = alignment
        self.children = children
    }

    /// The component types inside the children.
    public var componentTypes: [any Component.Type] { children.flatMap(\.componentTypes) }

    /// Children laid out at the proposed width, else at the widest child's width; stacked top to bottom.
    public func layout(in system: DesignSystem, proposedWidth: Double?) throws -> DrawableLayout {
        var layouts = try children.map { try $0.layout(in: system, proposedWidth: proposedWidth) }
        let width = proposedWidth ?? layouts.map(\.size.width).max() ?? 0
        if proposedWidth == nil {
            // Each child is drawn at the stack's width: lay out once more at that proposal.
            layouts = try children.map { try $0.layout(in: system, proposedWidth: width) }
        }
        var y = 0.0
        let placed = layouts.map { layout in
            defer { y += layout.size.height + spacing }
            return (layout, Point(x: alignment.offset(of: layout.size.width, in: width), y: y))
        }
        let height = layouts.map(\.size.height).reduce(0, +) + spacing * Double(max(0, layouts.count - 1))
        return .placing(placed, size: Size(width: width, height: height))
    }
}

/// Children side by side, `spacing` points apart, at their natural widths. When proposed a
/// wider width, flexible ``Spacer``s share what is left (pushing what follows to the trailing edge).
public struct HStack: Drawable {
    package var spacing: Double
    package var alignment: StackAlignment
    package var children: [any Drawable]

    /// Stacks `children` leading to trailing, `spacing` points apart, aligned by `alignment`.
    public init(spacing: Double = 0, alignment: StackAlignment = .center, _ children: [any Drawable]) {
        self.spacing = spacing
        self.alignment = alignment
        self.children = children
    }

    /// The component types inside the children.
    public var componentTypes: [any Component.Type] { children.flatMap(\.componentTypes) }

    /// Each child's width, with the leftover of `proposedWidth` shared by the flexible spacers.
    /// Children at their natural sizes, left to right; flexible spacers share what a wider
    /// proposal leaves; each child centred (or aligned) in the row's height.
    public func layout(in system: DesignSystem, proposedWidth: Double?) throws -> DrawableLayout {
        let layouts = try children.map { try $0.layout(in: system, proposedWidth: nil) }
        var widths = layouts.map(\.size.width)
        let natural = widths.reduce(0, +) + spacing * Double(max(0, children.count - 1))
        let flexible = children.indices.filter { (children[$0] as? Spacer)?.isFlexible == true }
        if let proposedWidth, proposedWidth > natural, !flexible.isEmpty {
            let share = (proposedWidth - natural) / Double(flexible.count)
            for index in flexible { widths[index] += share }
        }
        let height = layouts.map(\.size.height).max() ?? 0
        var x = 0.0
        let placed = zip(layouts, widths).map { layout, width in
            defer { x += width + spacing }
            return (layout, Point(x: x, y: alignment.offset(of: layout.size.height, in: height)))
        }
        let width = widths.reduce(0, +) + spacing * Double(max(0, widths.count - 1))
        return .placing(placed, size: Size(width: max(width, proposedWidth ?? 0), height: height))
    }
}

/// Empty space. A flexible spacer (the default) in a horizontal stack takes the width left over,
/// pushing what follows to the trailing edge; a fixed one is exactly `width` × `height`.
public struct Spacer: Drawable {
    package var width: Double
    package var height: Double
    package var isFlexible: Bool

    /// A flexible spacer, at least `minWidth` wide.
    public init(minWidth: Double = 0) {
        self.width = minWidth
        self.height = 0
        self.isFlexible = true
    }

    /// A fixed gap.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
        self.isFlexible = false
    }

    /// None: a spacer draws nothing.
    public var componentTypes: [any Component.Type] { [] }

    /// The spacer's size; a flexible spacer takes what its stack gives it.
    public func layout(in system: DesignSystem, proposedWidth: Double?) throws -> DrawableLayout {
        DrawableLayout(size: Size(width: width, height: height)) { _, _ in }
    }
}
