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
    public var spacing: Double
    public var alignment: StackAlignment
    public var children: [any Drawable]

    public init(spacing: Double = 0, alignment: StackAlignment = .leading, _ children: [any Drawable]) {
        self.spacing = spacing
        self.alignment = alignment
        self.children = children
    }

    public var componentTypes: [any Component.Type] { children.flatMap(\.componentTypes) }

    public func size(in system: DesignSystem, proposedWidth: Double?) throws -> Size {
        let sizes = try children.map { try $0.size(in: system, proposedWidth: proposedWidth) }
        let height = sizes.map(\.height).reduce(0, +) + spacing * Double(max(0, sizes.count - 1))
        return Size(width: proposedWidth ?? sizes.map(\.width).max() ?? 0, height: height)
    }

    public func draw(on canvas: Canvas, in rect: Rect, system: DesignSystem) throws {
        var y = rect.minY
        for child in children {
            let size = try child.size(in: system, proposedWidth: rect.width)
            let x = rect.minX + alignment.offset(of: size.width, in: rect.width)
            try child.draw(on: canvas, in: Rect(x: x, y: y, width: size.width, height: size.height), system: system)
            y += size.height + spacing
        }
    }
}

/// Children side by side, `spacing` points apart, at their natural widths. When proposed a
/// wider width, flexible ``Spacer``s share what is left (pushing what follows to the trailing edge).
public struct HStack: Drawable {
    public var spacing: Double
    public var alignment: StackAlignment
    public var children: [any Drawable]

    public init(spacing: Double = 0, alignment: StackAlignment = .center, _ children: [any Drawable]) {
        self.spacing = spacing
        self.alignment = alignment
        self.children = children
    }

    public var componentTypes: [any Component.Type] { children.flatMap(\.componentTypes) }

    /// Each child's width, with the leftover of `proposedWidth` shared by the flexible spacers.
    func widths(in system: DesignSystem, proposedWidth: Double?) throws -> (widths: [Double], height: Double) {
        let sizes = try children.map { try $0.size(in: system, proposedWidth: nil) }
        var widths = sizes.map(\.width)
        let natural = widths.reduce(0, +) + spacing * Double(max(0, children.count - 1))
        let flexible = children.indices.filter { (children[$0] as? Spacer)?.isFlexible == true }
        if let proposedWidth, proposedWidth > natural, !flexible.isEmpty {
            let share = (proposedWidth - natural) / Double(flexible.count)
            for index in flexible { widths[index] += share }
        }
        return (widths, sizes.map(\.height).max() ?? 0)
    }

    public func size(in system: DesignSystem, proposedWidth: Double?) throws -> Size {
        let (widths, height) = try self.widths(in: system, proposedWidth: proposedWidth)
        let width = widths.reduce(0, +) + spacing * Double(max(0, widths.count - 1))
        return Size(width: max(width, proposedWidth ?? 0), height: height)
    }

    public func draw(on canvas: Canvas, in rect: Rect, system: DesignSystem) throws {
        let (widths, _) = try self.widths(in: system, proposedWidth: rect.width)
        var x = rect.minX
        for (child, width) in zip(children, widths) {
            let size = try child.size(in: system, proposedWidth: nil)
            let y = rect.minY + alignment.offset(of: size.height, in: rect.height)
            try child.draw(on: canvas, in: Rect(x: x, y: y, width: width, height: size.height), system: system)
            x += width + spacing
        }
    }
}

/// Empty space. A flexible spacer (the default) in a horizontal stack takes the width left over,
/// pushing what follows to the trailing edge; a fixed one is exactly `width` × `height`.
public struct Spacer: Drawable {
    public var width: Double
    public var height: Double
    public var isFlexible: Bool

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

    public var componentTypes: [any Component.Type] { [] }

    public func size(in system: DesignSystem, proposedWidth: Double?) throws -> Size { Size(width: width, height: height) }

    public func draw(on canvas: Canvas, in rect: Rect, system: DesignSystem) throws {}
}
