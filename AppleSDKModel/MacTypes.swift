// Model of the names Apple's `MacTypes.h` declares that clash with StepperKit's: `Point`,
// `Rect` and `Size`. On Apple platforms CoreFoundation's CFBase.h includes <MacTypes.h>, so
// these arrive in every file that imports CoreFoundation, CoreGraphics, Foundation, CoreText,
// UIKit, AppKit or SwiftUI (each re-exports the one below it, as the real modules do).
//
// Source: Apple's MacTypes.h (iPhoneOS17.0.sdk/usr/include/MacTypes.h). The stored copy of the
// iOS 17.0 SDK (github.com/xybp888/iOS-SDKs, commit 17a406eaab76a1e1f2fa3e8e50c6acb47e26ca55)
// does not include that header, so the declarations were matched against public copies of
// MacTypes.h found with the search tool's find_string; their text is:
//   typedef long Size;
//   struct Point { short v; short h; };  typedef struct Point Point;
//   struct Rect { short top; short left; short bottom; short right; };  typedef struct Rect Rect;
// In the real SDK these belong to the Clang module `Darwin.MacTypes`; the model keeps them in a
// module of their own, re-exported by CoreFoundation as CoreFoundation's module map exports it.

/// `typedef long Size;`
public typealias Size = Int

/// `struct Point { short v; short h; };` as Swift imports a C struct.
public struct Point {
  public var v: Int16
  public var h: Int16
  public init() { fatalError() }
  public init(v: Int16, h: Int16) { fatalError() }
}

/// `struct Rect { short top; short left; short bottom; short right; };`
public struct Rect {
  public var top: Int16
  public var left: Int16
  public var bottom: Int16
  public var right: Int16
  public init() { fatalError() }
  public init(top: Int16, left: Int16, bottom: Int16, right: Int16) { fatalError() }
}
