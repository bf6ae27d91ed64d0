// Model of Apple's `AppKit` module (macOS): the slice EBColors, PlatformFont and
// PlatformTextMeasurer use.
//
// Sources: AppKit is not part of the iOS SDK the rest of the model was transcribed from. These
// declarations follow Apple's AppKit headers (MacOSX.sdk/System/Library/Frameworks/
// AppKit.framework/Headers/NSColor.h, NSAppearance.h, NSFont.h, NSFontDescriptor.h) as
// Apple's documentation prints their Swift form, read through the mirror of those pages at
// github.com/Averyy/apple-dev-docs (documentation/AppKit/..., commit
// bef8048ea7b6c091e984171c147151bfc8bea46c for nscolor/init-namedynamicprovider.md, read):
// - https://developer.apple.com/documentation/appkit/nscolor/init(srgbred:green:blue:alpha:)
//   (`+ colorWithSRGBRed:green:blue:alpha:`, macOS 10.12);
// - https://developer.apple.com/documentation/appkit/nscolor/init(name:dynamicprovider:)
//   (`+ colorWithName:dynamicProvider:`, macOS 10.15; the block is not `NS_SWIFT_SENDABLE`);
// - https://developer.apple.com/documentation/appkit/nsappearance/bestmatch(from:) (macOS
//   10.14), .../nsappearance/name-swift.struct/aqua, .../darkaqua (macOS 10.14);
// - https://developer.apple.com/documentation/appkit/nsfont/systemfont(ofsize:weight:) (macOS
//   10.11), .../nsfont/weight (`NSFontWeight`, `NS_TYPED_EXTENSIBLE_ENUM` over CGFloat).
// AppKit.h imports <ApplicationServices/ApplicationServices.h> (QuickDraw's `RGBColor`, see
// QD.swift) and <QuartzCore/QuartzCore.h>; both are re-exported here. `NSColor` and
// `NSAppearance` are not main-actor isolated. `NSFont` is toll-free bridged with `CTFont`; the
// model makes it the same class.

@_exported import CoreGraphics
import CoreText
@_exported import Foundation
@_exported import QD
@_exported import QuartzCore

/// `NSFont` and `CTFont` are toll-free bridged: one class under two names here.
public typealias NSFont = CTFont

extension CTFont {
  /// `typedef CGFloat NSFontWeight NS_TYPED_EXTENSIBLE_ENUM;` (macOS 10.11)
  public struct Weight: Hashable, RawRepresentable, Sendable {
    public var rawValue: CGFloat
    public init(_ rawValue: CGFloat) { fatalError() }
    public init(rawValue: CGFloat) { fatalError() }
    @available(macOS 10.11, *) public static let ultraLight = Weight(-0.8)
    @available(macOS 10.11, *) public static let thin = Weight(-0.6)
    @available(macOS 10.11, *) public static let light = Weight(-0.4)
    @available(macOS 10.11, *) public static let regular = Weight(0)
    @available(macOS 10.11, *) public static let medium = Weight(0.23)
    @available(macOS 10.11, *) public static let semibold = Weight(0.3)
    @available(macOS 10.11, *) public static let bold = Weight(0.4)
    @available(macOS 10.11, *) public static let heavy = Weight(0.56)
    @available(macOS 10.11, *) public static let black = Weight(0.62)
  }

  /// `+ (NSFont *)systemFontOfSize:(CGFloat)fontSize weight:(NSFontWeight)weight
  /// API_AVAILABLE(macos(10.11));`
  @available(macOS 10.11, *)
  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
    fatalError()
  }
  /// `+ (NSFont *)systemFontOfSize:(CGFloat)fontSize;`
  public class func systemFont(ofSize fontSize: CGFloat) -> NSFont { fatalError() }
  /// `@property (readonly) CGFloat ascender;`
  public var ascender: CGFloat { fatalError() }
}

/// `@interface NSAppearance : NSObject <NSSecureCoding>`
@available(macOS 10.9, *)
open class NSAppearance: NSObject {
  /// `typedef NSString * NSAppearanceName NS_TYPED_EXTENSIBLE_ENUM;`
  public struct Name: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(_ rawValue: String) { fatalError() }
    public init(rawValue: String) { fatalError() }
    /// `APPKIT_EXTERN NSAppearanceName const NSAppearanceNameAqua;` (macOS 10.9)
    public static let aqua = Name("NSAppearanceNameAqua")
    /// `APPKIT_EXTERN NSAppearanceName const NSAppearanceNameDarkAqua;` (macOS 10.14)
    @available(macOS 10.14, *)
    public static let darkAqua = Name("NSAppearanceNameDarkAqua")
  }
  /// `- (nullable NSAppearanceName)bestMatchFromAppearancesWithNames:
  /// (NSArray<NSAppearanceName> *)appearances API_AVAILABLE(macos(10.14));`
  @available(macOS 10.14, *)
  open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? {
    fatalError()
  }
  /// `@property (readonly, copy) NSAppearanceName name;`
  open var name: NSAppearance.Name { fatalError() }
}

/// `@interface NSColor : NSObject <NSCopying, NSSecureCoding, NSPasteboardReading, ...>`
open class NSColor: NSObject {
  /// `typedef NSString * NSColorName;` (`NSColorListName`/`NSColorName`)
  public typealias Name = String
  /// `+ (NSColor *)colorWithSRGBRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue
  /// alpha:(CGFloat)alpha API_AVAILABLE(macos(10.7));`
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    fatalError()
  }
  /// `+ (NSColor *)colorWithName:(nullable NSColorName)colorName
  /// dynamicProvider:(NSColor * (^)(NSAppearance *appearance))dynamicProvider
  /// API_AVAILABLE(macos(10.15));`
  @available(macOS 10.15, *)
  public init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) {
    fatalError()
  }
  /// `@property (class, strong, readonly) NSColor *clearColor;`
  open class var clear: NSColor { fatalError() }
  /// `@property (readonly) CGColorRef CGColor API_AVAILABLE(macos(10.8));`
  open var cgColor: CGColor { fatalError() }
}

// MARK: - What the views' drag, layout, traits and announcements use (from Apple's documentation)

/// `NS_SWIFT_UI_ACTOR @interface NSApplication : NSResponder` (reduced to what is used)
@MainActor open class NSApplication: NSObject {
  /// `@property (class, readonly, strong) __kindof NSApplication *sharedApplication;`
  public class var shared: NSApplication { fatalError() }
}

/// `NSAccessibility`: the namespace of NSAccessibility.h's functions and constants.
public enum NSAccessibility {
  /// `typedef NSString * NSAccessibilityNotificationName NS_TYPED_EXTENSIBLE_ENUM;`
  public struct Notification: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `NSAccessibilityAnnouncementRequestedNotification` (macOS 10.7)
    public static let announcementRequested = Notification(rawValue: "AXAnnouncementRequested")
  }
  /// `typedef NSString * NSAccessibilityNotificationUserInfoKey NS_TYPED_ENUM;`
  public struct NotificationUserInfoKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `NSAccessibilityAnnouncementKey` (macOS 10.7)
    public static let announcement = NotificationUserInfoKey(rawValue: "AXAnnouncementKey")
    /// `NSAccessibilityPriorityKey` (macOS 10.9)
    public static let priority = NotificationUserInfoKey(rawValue: "AXPriorityKey")
  }
  /// `APPKIT_EXTERN void NSAccessibilityPostNotificationWithUserInfo(id element,
  /// NSAccessibilityNotificationName notification, NSDictionary<NSAccessibilityNotificationUserInfoKey,
  /// id> * __nullable userInfo) API_AVAILABLE(macos(10.7));`
  @available(macOS 10.7, *)
  public static func post(
    element: Any, notification: NSAccessibility.Notification,
    userInfo: [NSAccessibility.NotificationUserInfoKey: Any]?
  ) { fatalError() }
}

/// `typedef NS_ENUM(NSInteger, NSAccessibilityPriorityLevel)` (macOS 10.9)
@available(macOS 10.9, *)
public enum NSAccessibilityPriorityLevel: Int, Sendable {
  case low = 10
  case medium = 50
  case high = 90
}
