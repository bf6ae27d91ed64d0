// Model of Apple's `ObjectiveC` module: the root class and the runtime types Swift code names.
//
// Source: iPhoneOS17.0.sdk/usr/include/objc/NSObject.h and objc/objc.h (the `NSObject` root
// class, `SEL`, `BOOL`), as Swift imports them (`NSObject`, `Selector`, `ObjCBool`), from
// github.com/xybp888/iOS-SDKs at commit 17a406eaab76a1e1f2fa3e8e50c6acb47e26ca55.
// Declarations only. Built with `-enable-objc-interop -disable-objc-attr-requires-foundation-module`
// so that `@objc` members and `#selector` type-check in the modules and files that use them.

/// `@interface NSObject <NSObject>` (objc/NSObject.h). Not `Sendable`, not actor-isolated.
@objc open class NSObject: Hashable {
  public init() {}
  /// `- (BOOL)isEqual:(id)object;`
  open func isEqual(_ object: Any?) -> Bool { fatalError() }
  /// `@property (readonly) NSUInteger hash;`
  open var hash: Int { fatalError() }
  /// `@property (readonly, copy) NSString *description;`
  open var description: String { fatalError() }
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
}

/// `SEL` (objc/objc.h), as the ObjectiveC overlay declares it.
@frozen public struct Selector: ExpressibleByStringLiteral, Hashable {
  @usableFromInline var ptr: OpaquePointer?
  public init(_ str: String) { fatalError() }
  public init(stringLiteral value: String) { fatalError() }
}

/// `BOOL` (objc/objc.h), as the ObjectiveC overlay declares it.
@frozen public struct ObjCBool: ExpressibleByBooleanLiteral {
  @usableFromInline var _value: Bool
  public init(_ value: Bool) { _value = value }
  public init(booleanLiteral value: Bool) { _value = value }
  public var boolValue: Bool { _value }
}
