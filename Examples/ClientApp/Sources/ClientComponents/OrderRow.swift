import ComponentKit
import DesignTokens
import EBComponents
import Rendering

/// A screen row composed from the client's Badge and the EB counter: an order, its status, its items.
public func orderRow(_ order: String, status: Badge, items: Int) -> some Drawable {
    let title = TextStyle(
        Typography(fontFamily: ["Proxima Soft"], fontWeight: 600, fontSize: 15, lineHeight: 20), color: Color(red: 11, green: 31, blue: 77))
    return HStack(spacing: 8, [Label(order, style: title), status, Spacer(), EBCounter(count: items)])
        .padding(16)
        .background(.white, radius: 12)
}

extension Catalog {
    /// The client's own components.
    public static let client = Catalog([Badge.self, Animated<Badge>.self])
}
