// Model of Apple's `CoreFoundation` module: the slice StepperUI and StepperKit reach.
//
// Sources, github.com/xybp888/iOS-SDKs at commit 17a406eaab76a1e1f2fa3e8e50c6acb47e26ca55:
// - iPhoneOS17.0.sdk/System/Library/Frameworks/CoreFoundation.framework/Headers/CFBase.h
//   (`#include <MacTypes.h>`, hence `@_exported import MacTypes` below; CFTypeRef, CFStringRef,
//   CFDictionaryRef, CFAttributedStringRef as `CF_BRIDGED_TYPE` classes);
// - CFDate.h (`typedef double CFTimeInterval;`);
// - CGFloat: the CoreFoundation overlay declares `@frozen public struct CGFloat` (moved there
//   from CoreGraphics with the iOS 15 / macOS 12 SDKs); only the members our code calls are
//   modeled, and the compiler's implicit Double <-> CGFloat conversion (SE-0307) applies to it
//   as it does to Apple's, since it keys on the type's name and module.
//
// Toll-free bridging cannot be declared in Swift. The model makes each bridged pair the same
// class: Foundation declares `typealias NSString = CFString` (and NSAttributedString,
// NSDictionary). So `"x" as CFString`, `cf as String` and `ns as CFAttributedString` compile
// as they do on Apple; what the model cannot catch is a missing `as` between the two names of a
// bridged pair (Apple's compiler requires it). See README.md.

@_exported import MacTypes
import ObjectiveC

/// `typedef double CFTimeInterval;`
public typealias CFTimeInterval = Double

/// `typedef const void *CFTypeRef;` as Swift imports it.
public typealias CFTypeRef = AnyObject

/// `typedef const struct CF_BRIDGED_TYPE(NSString) __CFString *CFStringRef;`
public final class CFString {}

/// `typedef const struct CF_BRIDGED_TYPE(NSAttributedString) __CFAttributedString *CFAttributedStringRef;`
public class CFAttributedString {}

/// `typedef const struct CF_BRIDGED_TYPE(NSDictionary) __CFDictionary *CFDictionaryRef;`
public final class CFDictionary {}

/// CoreFoundation overlay: `@frozen public struct CGFloat` (64-bit: wraps a Double).
@frozen
public struct CGFloat: Sendable, Hashable, Comparable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  public typealias NativeType = Double
  public var native: Double
  public init() { native = 0 }
  public init(_ value: Double) { native = value }
  public init(_ value: Float) { native = Double(value) }
  public init(_ value: Int) { native = Double(value) }
  public init(_ value: CGFloat) { native = value.native }
  public init(floatLiteral value: Double) { native = value }
  public init(integerLiteral value: Int) { native = Double(value) }
  public var description: String { fatalError() }
  public static var greatestFiniteMagnitude: CGFloat { fatalError() }
  public static var infinity: CGFloat { fatalError() }
  public static var pi: CGFloat { fatalError() }
  public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { fatalError() }
  public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
  public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
  public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
  public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
  public static prefix func - (x: CGFloat) -> CGFloat { fatalError() }
  public static func += (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
  public static func -= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
}

extension Double {
  /// CoreFoundation overlay: `public init(_ value: CGFloat)`.
  public init(_ value: CGFloat) { self = value.native }
}
