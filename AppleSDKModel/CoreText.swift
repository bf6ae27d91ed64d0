// Model of Apple's `CoreText` module: fonts, font descriptors and lines.
//
// Sources, github.com/xybp888/iOS-SDKs at commit 17a406eaab76a1e1f2fa3e8e50c6acb47e26ca55,
// iPhoneOS17.0.sdk/System/Library/Frameworks/CoreText.framework/Headers/:
// - CTFont.h: `typedef const struct CF_BRIDGED_TYPE(id) __CTFont * CTFontRef;`,
//   `CTFontCreateWithName`, `CTFontCreateWithFontDescriptor`, `CTFontCopyFamilyName`,
//   `CTFontCreateUIFontForLanguage` (returns `CTFontRef _Nullable`), `CTFontUIFontType`
//   (`kCTFontUIFontSystem` imported as `.system`), all `CT_AVAILABLE(macos(10.5), ios(3.2))`;
// - CTFontDescriptor.h: `CTFontDescriptorCreateWithAttributes`, `kCTFontFamilyNameAttribute`,
//   `kCTFontTraitsAttribute`; CTFontTraits.h: `kCTFontWeightTrait`;
// - CTLine.h: `CTLineCreateWithAttributedString`, `CTLineGetTypographicBounds` (returns
//   `double`); CTStringAttributes.h: `kCTFontAttributeName`.
// CF types are not Sendable. `UIFont`/`NSFont` are toll-free bridged with `CTFont`: UIKit and
// AppKit model them as the same class (see README.md).

import CoreFoundation
@_exported import CoreGraphics

/// `CTFontRef`
public final class CTFont {}
/// `CTFontDescriptorRef`
public final class CTFontDescriptor {}
/// `CTLineRef`
public final class CTLine {}

/// `typedef CF_ENUM(uint32_t, CTFontUIFontType)`
@frozen public enum CTFontUIFontType: UInt32, Sendable {
  case none = 4294967295
  case user = 0
  case userFixedPitch = 1
  case system = 2
  case emphasizedSystem = 3
  case smallSystem = 4
  case smallEmphasizedSystem = 5
  case miniSystem = 6
  case miniEmphasizedSystem = 7
  case views = 8
  case application = 9
  case label = 10
  case menuTitle = 11
  case menuItem = 12
  case menuItemMark = 13
  case menuItemCmdKey = 14
  case windowTitle = 15
  case pushButton = 16
  case utilityWindowTitle = 17
  case alertHeader = 18
  case systemDetail = 19
  case emphasizedSystemDetail = 20
  case toolbar = 21
  case smallToolbar = 22
  case message = 23
  case palette = 24
  case toolTip = 25
  case controlContent = 26
}

/// `CTFontRef CTFontCreateWithName(CFStringRef name, CGFloat size,
///  const CGAffineTransform * _Nullable matrix);`
public func CTFontCreateWithName(
  _ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont { fatalError() }

/// `CTFontRef CTFontCreateWithFontDescriptor(CTFontDescriptorRef descriptor, CGFloat size,
///  const CGAffineTransform * _Nullable matrix);`
public func CTFontCreateWithFontDescriptor(
  _ descriptor: CTFontDescriptor, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont { fatalError() }

/// `CFStringRef CTFontCopyFamilyName(CTFontRef font);`
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { fatalError() }

/// `CTFontRef _Nullable CTFontCreateUIFontForLanguage(CTFontUIFontType uiType, CGFloat size,
///  CFStringRef _Nullable language);`
public func CTFontCreateUIFontForLanguage(
  _ uiType: CTFontUIFontType, _ size: CGFloat, _ language: CFString?
) -> CTFont? { fatalError() }

/// `CTFontDescriptorRef CTFontDescriptorCreateWithAttributes(CFDictionaryRef attributes);`
public func CTFontDescriptorCreateWithAttributes(_ attributes: CFDictionary) -> CTFontDescriptor {
  fatalError()
}

/// `CTLineRef CTLineCreateWithAttributedString(CFAttributedStringRef attrString);`
public func CTLineCreateWithAttributedString(_ attrString: CFAttributedString) -> CTLine {
  fatalError()
}

/// `double CTLineGetTypographicBounds(CTLineRef line, CGFloat * _Nullable ascent,
///  CGFloat * _Nullable descent, CGFloat * _Nullable leading);`
public func CTLineGetTypographicBounds(
  _ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?,
  _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double { fatalError() }

/// `CT_EXPORT const CFStringRef kCTFontFamilyNameAttribute;`
public var kCTFontFamilyNameAttribute: CFString { fatalError() }
/// `CT_EXPORT const CFStringRef kCTFontTraitsAttribute;`
public var kCTFontTraitsAttribute: CFString { fatalError() }
/// `CT_EXPORT const CFStringRef kCTFontWeightTrait;`
public var kCTFontWeightTrait: CFString { fatalError() }
/// `CT_EXPORT const CFStringRef kCTFontAttributeName;`
public var kCTFontAttributeName: CFString { fatalError() }
