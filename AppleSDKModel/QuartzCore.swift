// Model of Apple's `QuartzCore` module: the display link and media time EBStepperView uses.
//
// Sources, github.com/xybp888/iOS-SDKs at commit 17a406eaab76a1e1f2fa3e8e50c6acb47e26ca55:
// - iPhoneOS17.0.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CADisplayLink.h:
//   `API_AVAILABLE(ios(3.1), watchos(2.0), tvos(9.0), macos(14.0)) @interface CADisplayLink :
//   NSObject` (no `NS_SWIFT_UI_ACTOR`, not Sendable); `+ displayLinkWithTarget:selector:`
//   (`API_UNAVAILABLE(macos)`), `- addToRunLoop:forMode:`, `- invalidate`;
// - CABase.h: `CA_EXTERN CFTimeInterval CACurrentMediaTime (void) API_AVAILABLE(macos(10.5),
//   ios(2.0));`.

@_exported import CoreGraphics
import Foundation

/// `@interface CADisplayLink : NSObject`
@available(iOS 3.1, macOS 14.0, *)
open class CADisplayLink: NSObject {
  /// `+ (CADisplayLink *)displayLinkWithTarget:(id)target selector:(SEL)sel;`
  @available(macOS, unavailable)
  public init(target: Any, selector sel: Selector) { fatalError() }
  /// `- (void)addToRunLoop:(NSRunLoop *)runloop forMode:(NSRunLoopMode)mode;`
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { fatalError() }
  /// `- (void)invalidate;`
  open func invalidate() { fatalError() }
  /// `@property(readonly, nonatomic) CFTimeInterval timestamp;`
  open var timestamp: CFTimeInterval { fatalError() }
  /// `@property(readonly, nonatomic) CFTimeInterval targetTimestamp;` (iOS 10)
  @available(iOS 10.0, *)
  open var targetTimestamp: CFTimeInterval { fatalError() }
}

/// `CA_EXTERN CFTimeInterval CACurrentMediaTime (void);`
public func CACurrentMediaTime() -> CFTimeInterval { fatalError() }
