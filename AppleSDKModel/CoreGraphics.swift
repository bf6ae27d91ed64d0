// Model of Apple's `CoreGraphics` module: geometry, colors, paths and the drawing context.
//
// Sources, github.com/xybp888/iOS-SDKs at commit 17a406eaab76a1e1f2fa3e8e50c6acb47e26ca55:
// - iPhoneOS17.0.sdk/System/Library/Frameworks/CoreGraphics.framework/Headers/CGBase.h
//   (includes <CoreFoundation/CFBase.h>, so MacTypes' names come with `import CoreGraphics`),
//   CGGeometry.h (CGPoint, CGSize, CGRect: C structs, `Sendable` as imported), CGAffineTransform.h,
//   CGColor.h, CGPath.h (`CGPathCreateWithRoundedRect`, iOS 7, imported as
//   `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`), CGContext.h (CGContextSaveGState
//   ... CGContextFillEllipseInRect, `CG_AVAILABLE_STARTING(2.0)`; `CGLineCap`, `CGLineJoin`,
//   `CGPathFillRule`), with the CoreGraphics overlay's Swift names (`CGRect(x:y:width:height:)`,
//   `.zero`, `CGContext.addLines(between:)`, `fillPath(using:)`).
// Apple's documentation pages (read through the search tool) for CGContext's `move(to:)`,
// `addLine(to:)`, `addCurve(to:control1:control2:)` (the overlay's names, iOS 7 / macOS 10.9),
// `closePath()`, `translateBy(x:y:)` and `scaleBy(x:y:)` (iOS 2): CGContext.h is not in the
// stored SDK copy.
// CGColor, CGPath and CGContext are CF classes: not Sendable, not actor-isolated.

@_exported import CoreFoundation

/// `struct CGPoint { CGFloat x; CGFloat y; };`
@frozen public struct CGPoint: Sendable, Equatable {
  public var x: CGFloat
  public var y: CGFloat
  public init() { fatalError() }
  public init(x: CGFloat, y: CGFloat) { fatalError() }
  public init(x: Double, y: Double) { fatalError() }
  public init(x: Int, y: Int) { fatalError() }
  public static var zero: CGPoint { fatalError() }
}

/// `struct CGSize { CGFloat width; CGFloat height; };`
@frozen public struct CGSize: Sendable, Equatable {
  public var width: CGFloat
  public var height: CGFloat
  public init() { fatalError() }
  public init(width: CGFloat, height: CGFloat) { fatalError() }
  public init(width: Double, height: Double) { fatalError() }
  public init(width: Int, height: Int) { fatalError() }
  public static var zero: CGSize { fatalError() }
}

/// `struct CGRect { CGPoint origin; CGSize size; };`
@frozen public struct CGRect: Sendable, Equatable {
  public var origin: CGPoint
  public var size: CGSize
  public init() { fatalError() }
  public init(origin: CGPoint, size: CGSize) { fatalError() }
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { fatalError() }
  public init(x: Double, y: Double, width: Double, height: Double) { fatalError() }
  public init(x: Int, y: Int, width: Int, height: Int) { fatalError() }
  public static var zero: CGRect { fatalError() }
  public var width: CGFloat { fatalError() }
  public var height: CGFloat { fatalError() }
  public var minX: CGFloat { fatalError() }
  public var minY: CGFloat { fatalError() }
  public var maxX: CGFloat { fatalError() }
  public var maxY: CGFloat { fatalError() }
  public func contains(_ point: CGPoint) -> Bool { fatalError() }
}

/// `struct CGAffineTransform { CGFloat a, b, c, d; CGFloat tx, ty; };`
@frozen public struct CGAffineTransform: Sendable, Equatable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat
  public init() { fatalError() }
  public static var identity: CGAffineTransform { fatalError() }
}

/// `typedef CF_ENUM(int32_t, CGLineCap)`
@frozen public enum CGLineCap: Int32, Sendable {
  case butt = 0
  case round = 1
  case square = 2
}

/// `typedef CF_ENUM(int32_t, CGLineJoin)`
@frozen public enum CGLineJoin: Int32, Sendable {
  case miter = 0
  case round = 1
  case bevel = 2
}

/// `typedef CF_ENUM(int32_t, CGPathFillRule)` (iOS 11)
@frozen public enum CGPathFillRule: Int, Sendable {
  case winding = 0
  case evenOdd = 1
}

/// `typedef struct CF_BRIDGED_TYPE(id) CGColor *CGColorRef;`
public final class CGColor {}

/// `typedef const struct CF_BRIDGED_TYPE(id) CGPath *CGPathRef;`
public class CGPath {
  /// `CGPathCreateWithRoundedRect(CGRect rect, CGFloat cornerWidth, CGFloat cornerHeight,
  /// const CGAffineTransform * __nullable transform)`: iOS 7, macOS 10.9.
  public init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) { fatalError() }
  /// `CGPathCreateWithRect(CGRect rect, const CGAffineTransform * __nullable transform)`
  public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) { fatalError() }
  /// `CGPathCreateWithEllipseInRect(CGRect rect, const CGAffineTransform * __nullable transform)`
  public init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    fatalError()
  }
}

/// `typedef struct CF_BRIDGED_TYPE(id) CGContext *CGContextRef;` and the CGContext functions
/// (`CG_AVAILABLE_STARTING(2.0)`), with their Swift names.
public final class CGContext {
  /// `CGContextSaveGState`
  public func saveGState() { fatalError() }
  /// `CGContextRestoreGState`
  public func restoreGState() { fatalError() }
  /// `CGContextClipToRect`
  public func clip(to rect: CGRect) { fatalError() }
  /// `CGContextClip` (overlay: `clip(using:)`)
  public func clip(using rule: CGPathFillRule = .winding) { fatalError() }
  /// `CGContextSetFillColorWithColor`
  public func setFillColor(_ color: CGColor) { fatalError() }
  /// `CGContextSetStrokeColorWithColor`
  public func setStrokeColor(_ color: CGColor) { fatalError() }
  /// `CGContextSetLineWidth`
  public func setLineWidth(_ width: CGFloat) { fatalError() }
  /// `CGContextSetLineCap`
  public func setLineCap(_ cap: CGLineCap) { fatalError() }
  /// `CGContextSetLineJoin`
  public func setLineJoin(_ join: CGLineJoin) { fatalError() }
  /// `CGContextAddPath`
  public func addPath(_ path: CGPath) { fatalError() }
  /// `CGContextFillPath` (overlay: `fillPath(using:)`)
  public func fillPath(using rule: CGPathFillRule = .winding) { fatalError() }
  /// `CGContextStrokePath`
  public func strokePath() { fatalError() }
  /// `CGContextAddLines` (overlay: `addLines(between:)`)
  public func addLines(between points: [CGPoint]) { fatalError() }
  /// `CGContextFillEllipseInRect`
  public func fillEllipse(in rect: CGRect) { fatalError() }
  /// `CGContextFillRect`
  public func fill(_ rect: CGRect) { fatalError() }
  /// docs `coregraphics/cgcontext/move(to:)`: `func move(to point: CGPoint)` (overlay; iOS 7,
  /// macOS 10.9)
  @available(iOS 7.0, macOS 10.9, *)
  public func move(to point: CGPoint) { fatalError() }
  /// docs `coregraphics/cgcontext/addline(to:)`: `func addLine(to point: CGPoint)` (overlay;
  /// iOS 7, macOS 10.9)
  @available(iOS 7.0, macOS 10.9, *)
  public func addLine(to point: CGPoint) { fatalError() }
  /// docs `coregraphics/cgcontext/addcurve(to:control1:control2:)`: `func addCurve(to end:
  /// CGPoint, control1: CGPoint, control2: CGPoint)` (overlay; iOS 7, macOS 10.9)
  @available(iOS 7.0, macOS 10.9, *)
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { fatalError() }
  /// docs `coregraphics/cgcontext/closepath()`: `func closePath()` (`CGContextClosePath`, iOS 2)
  public func closePath() { fatalError() }
  /// docs `coregraphics/cgcontext/translateby(x:y:)`: `func translateBy(x tx: CGFloat, y ty:
  /// CGFloat)` (`CGContextTranslateCTM`, iOS 2)
  public func translateBy(x tx: CGFloat, y ty: CGFloat) { fatalError() }
  /// docs `coregraphics/cgcontext/scaleby(x:y:)`: `func scaleBy(x sx: CGFloat, y sy: CGFloat)`
  /// (`CGContextScaleCTM`, iOS 2)
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) { fatalError() }
}
