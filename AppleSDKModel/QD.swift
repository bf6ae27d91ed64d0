// Model of QuickDraw's `RGBColor` (macOS only), which AppKit brings into scope: AppKit.h
// imports <ApplicationServices/ApplicationServices.h>, whose QD framework declares
//   struct RGBColor { unsigned short red; unsigned short green; unsigned short blue; };
//   typedef struct RGBColor RGBColor;
// Source: MacOSX.sdk/System/Library/Frameworks/ApplicationServices.framework/Frameworks/
// QD.framework/Headers/Quickdraw.h (QuickdrawTypes.h in later SDKs), as quoted in Apple's
// headers; the iOS SDK has no QuickDraw. Whether the macOS 15 SDK still exposes it through
// AppKit was not verified on a Mac (the review rates it "possible"); the model assumes it does,
// so code that would be ambiguous on such an SDK fails here.

/// `struct RGBColor { unsigned short red, green, blue; };`
public struct RGBColor {
  public var red: UInt16
  public var green: UInt16
  public var blue: UInt16
  public init() { fatalError() }
  public init(red: UInt16, green: UInt16, blue: UInt16) { fatalError() }
}
