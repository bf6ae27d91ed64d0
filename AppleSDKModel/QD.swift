// Model of QuickDraw's `RGBColor` (macOS only), which AppKit brings into scope: AppKit.h
// imports <ApplicationServices/ApplicationServices.h>, whose QD framework declares
//   struct RGBColor { unsigned short red; unsigned short green; unsigned short blue; };
//   typedef struct RGBColor RGBColor;
// Source: Apple's QuickDraw header, MacOSX.sdk/System/Library/Frameworks/ApplicationServices.
// framework/Frameworks/QD.framework/Headers/Quickdraw.h. The iOS SDK has no QuickDraw and no
// macOS SDK was reachable, so the declaration was matched against public copies of Apple's
// Quickdraw.h found with the search tool's find_string ("Here ends the list of things that
// \"belong\" in Windows. ... struct RGBColor { unsigned short red; ... }"). Whether the macOS 15 SDK still exposes it through
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
