// Model of Apple's `UIKit` module (iOS, iPadOS, Mac Catalyst): the slice EBStepperView,
// EBColors and the README's UIKit sample use.
//
// Sources: Objective-C headers of iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/
// Headers/, as Swift imports them (`NS_SWIFT_UI_ACTOR` is `@MainActor`, `API_AVAILABLE(ios(x))`
// is `@available(iOS x, *)`, `nullable` is `Optional`):
// - UIView.h (github.com/xybp888/iOS-SDKs at 17a406eaab76a1e1f2fa3e8e50c6acb47e26ca55, read):
//   `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIView : UIResponder`,
//   `initWithFrame:`, `initWithCoder:` (nullable), `UIViewContentMode`, `window` (nullable),
//   `addSubview:`, `didMoveToWindow`, `effectiveUserInterfaceLayoutDirection` (ios 10),
//   `setNeedsDisplay`, `drawRect:`, `intrinsicContentSize` (ios 6), `invalidateIntrinsicContentSize`,
//   `opaque`, `backgroundColor`, `contentMode`, `addGestureRecognizer:` (ios 3.2);
// - UIAccessibilityContainer.h (same repository, commit 3e4e03a5af55919c1880d8c8dd6e6061cd4566c2,
//   read): `@property (nullable, nonatomic, strong) NSArray *accessibilityElements
//   API_AVAILABLE(ios(8.0)) NS_SWIFT_UI_ACTOR;` in `@interface NSObject (UIAccessibilityContainer)`;
// - UIAccessibility.h, UIAccessibilityElement.h, UIAccessibilityConstants.h: the informal
//   `NSObject (UIAccessibility)` properties (each `NS_SWIFT_UI_ACTOR`), `UIAccessibilityElement`
//   (`NS_SWIFT_UI_ACTOR`, `initWithAccessibilityContainer:`, `accessibilityFrameInContainerSpace`
//   ios 10), `UIAccessibilityTraits` (`NS_TYPED_ENUM` over uint64_t: static constants),
//   `UIAccessibilityIsReduceMotionEnabled` (ios 8, `NS_SWIFT_NAME(getter:UIAccessibility.
//   isReduceMotionEnabled())`), `- accessibilityActivate` (ios 7);
// - UIColor.h: `initWithRed:green:blue:alpha:`, `initWithDynamicProvider:` (ios 13; the block
//   is not `NS_SWIFT_SENDABLE` in the 17.0 SDK), `clearColor`, `CGColor`; the class is not
//   marked Sendable in the model (Apple marks it `NS_SWIFT_SENDABLE` only in later SDKs, so
//   the model is the stricter of the two);
// - UITraitCollection.h: `userInterfaceStyle` (ios 12), `preferredContentSizeCategory`
//   (ios 10); UIInterface.h: `UIUserInterfaceStyle`, `UIUserInterfaceLayoutDirection`;
//   UIApplication.h: `UIContentSizeCategory` constants (ios 7);
// - UITraitCollection.h `UITraitEnvironment`: `traitCollectionDidChange:`
//   `API_DEPRECATED("Use the trait change registration APIs ...", ios(8.0, 17.0))`;
// - UIGestureRecognizer.h / UITapGestureRecognizer.h (`NS_SWIFT_UI_ACTOR`), UIFont.h
//   (`systemFontOfSize:weight:` ios 8.2, `ascender`, `UIFontWeight` `NS_TYPED_EXTENSIBLE_ENUM`),
//   UIGraphics.h (`UIGraphicsGetCurrentContext`, `UIGraphicsPushContext`,
//   `UIGraphicsPopContext`), NSStringDrawing.h (`- size`, `- drawAtPoint:` on NSAttributedString,
//   ios 6), NSAttributedString.h (`NSFontAttributeName`, `NSForegroundColorAttributeName`).
// `UIFont` is toll-free bridged with `CTFont`; the model makes it the same class.

@_exported import CoreGraphics
import CoreText
@_exported import Foundation
@_exported import QuartzCore

/// `UIFont` and `CTFont` are toll-free bridged: one class under two names here.
public typealias UIFont = CTFont

extension CTFont {
  /// `typedef CGFloat UIFontWeight NS_TYPED_EXTENSIBLE_ENUM;`
  public struct Weight: Hashable, RawRepresentable, Sendable {
    public var rawValue: CGFloat
    public init(_ rawValue: CGFloat) { fatalError() }
    public init(rawValue: CGFloat) { fatalError() }
    @available(iOS 8.2, *) public static let ultraLight = Weight(-0.8)
    @available(iOS 8.2, *) public static let thin = Weight(-0.6)
    @available(iOS 8.2, *) public static let light = Weight(-0.4)
    @available(iOS 8.2, *) public static let regular = Weight(0)
    @available(iOS 8.2, *) public static let medium = Weight(0.23)
    @available(iOS 8.2, *) public static let semibold = Weight(0.3)
    @available(iOS 8.2, *) public static let bold = Weight(0.4)
    @available(iOS 8.2, *) public static let heavy = Weight(0.56)
    @available(iOS 8.2, *) public static let black = Weight(0.62)
  }

  /// `+ (UIFont *)systemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight
  /// API_AVAILABLE(ios(8.2));`
  @available(iOS 8.2, *)
  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    fatalError()
  }
  /// `+ (UIFont *)systemFontOfSize:(CGFloat)fontSize;`
  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
  /// `@property(nonatomic,readonly) CGFloat ascender;`
  public var ascender: CGFloat { fatalError() }
  /// `@property(nonatomic,readonly) CGFloat descender;`
  public var descender: CGFloat { fatalError() }
  /// `@property(nonatomic,readonly) CGFloat pointSize;`
  public var pointSize: CGFloat { fatalError() }
}

/// `typedef NS_ENUM(NSInteger, UIUserInterfaceStyle)` (ios 12)
@available(iOS 12.0, *)
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// `typedef NS_ENUM(NSInteger, UIUserInterfaceLayoutDirection)` (ios 5)
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

/// `typedef NSString * UIContentSizeCategory NS_TYPED_ENUM;` (ios 7)
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
  public var rawValue: String
  public init(_ rawValue: String) { fatalError() }
  public init(rawValue: String) { fatalError() }
  @available(iOS 10.0, *)
  public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
  @available(iOS 7.0, *) public static let extraSmall = UIContentSizeCategory("XS")
  @available(iOS 7.0, *) public static let small = UIContentSizeCategory("S")
  @available(iOS 7.0, *) public static let medium = UIContentSizeCategory("M")
  @available(iOS 7.0, *) public static let large = UIContentSizeCategory("L")
  @available(iOS 7.0, *) public static let extraLarge = UIContentSizeCategory("XL")
  @available(iOS 7.0, *) public static let extraExtraLarge = UIContentSizeCategory("XXL")
  @available(iOS 7.0, *) public static let extraExtraExtraLarge = UIContentSizeCategory("XXXL")
  @available(iOS 7.0, *) public static let accessibilityMedium = UIContentSizeCategory("AXM")
  @available(iOS 7.0, *) public static let accessibilityLarge = UIContentSizeCategory("AXL")
  @available(iOS 7.0, *)
  public static let accessibilityExtraLarge = UIContentSizeCategory("AXXL")
  @available(iOS 7.0, *)
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory("AXXXL")
  @available(iOS 7.0, *)
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("AXXXXL")
}

/// `UIKIT_EXTERN API_AVAILABLE(ios(8.0)) @interface UITraitCollection : NSObject`
@available(iOS 8.0, *)
open class UITraitCollection: NSObject {
  /// `@property (nonatomic, readonly) UIUserInterfaceStyle userInterfaceStyle
  /// API_AVAILABLE(ios(12.0));`
  @available(iOS 12.0, *)
  open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
  /// `@property (nonatomic, copy, readonly) UIContentSizeCategory preferredContentSizeCategory
  /// API_AVAILABLE(ios(10.0));`
  @available(iOS 10.0, *)
  open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
  /// `@property (nonatomic, readonly) UITraitEnvironmentLayoutDirection layoutDirection`
  @available(iOS 10.0, *)
  open var layoutDirection: UITraitEnvironmentLayoutDirection { fatalError() }
}

/// `typedef NS_ENUM(NSInteger, UITraitEnvironmentLayoutDirection)` (ios 10)
@available(iOS 10.0, *)
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}

/// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) @interface UIColor : NSObject <NSSecureCoding, NSCopying>`
open class UIColor: NSObject {
  /// `- (UIColor *)initWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue
  /// alpha:(CGFloat)alpha;`
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
  /// `- (UIColor *)initWithWhite:(CGFloat)white alpha:(CGFloat)alpha;`
  public init(white: CGFloat, alpha: CGFloat) { fatalError() }
  /// `+ (UIColor *)colorWithDynamicProvider:(UIColor * (^)(UITraitCollection *traitCollection))
  /// dynamicProvider API_AVAILABLE(ios(13.0));` and the matching `- initWithDynamicProvider:`.
  @available(iOS 13.0, *)
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { fatalError() }
  /// `@property(class, nonatomic, readonly) UIColor *clearColor;`
  open class var clear: UIColor { fatalError() }
  /// `@property(class, nonatomic, readonly) UIColor *blackColor;`
  open class var black: UIColor { fatalError() }
  /// `@property(nonatomic,readonly) CGColorRef CGColor;`
  open var cgColor: CGColor { fatalError() }
}

/// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIResponder : NSObject`
@MainActor open class UIResponder: NSObject {
  public override init() { fatalError() }
}

/// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIView : UIResponder`
@MainActor open class UIView: UIResponder {
  /// `typedef NS_ENUM(NSInteger, UIViewContentMode)`
  public enum ContentMode: Int, Sendable {
    case scaleToFill = 0
    case scaleAspectFit = 1
    case scaleAspectFill = 2
    case redraw = 3
    case center = 4
    case top = 5
    case bottom = 6
    case left = 7
    case right = 8
    case topLeft = 9
    case topRight = 10
    case bottomLeft = 11
    case bottomRight = 12
  }

  /// `- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;`
  public init(frame: CGRect) { fatalError() }
  /// `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
  public required init?(coder: NSCoder) { fatalError() }

  /// `@property(nonatomic) CGRect frame;`
  open var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  /// `@property(nonatomic) CGRect bounds;`
  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  /// `@property(nonatomic,getter=isOpaque) BOOL opaque;`
  open var isOpaque: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// `@property(nullable, nonatomic,copy) UIColor *backgroundColor UI_APPEARANCE_SELECTOR;`
  open var backgroundColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }
  /// `@property(nonatomic) UIViewContentMode contentMode;`
  open var contentMode: UIView.ContentMode {
    get { fatalError() }
    set { fatalError() }
  }
  /// `@property(nullable, nonatomic,readonly) UIWindow *window;`
  open var window: UIWindow? { fatalError() }
  /// `@property(nullable, nonatomic,readonly) UIView *superview;`
  open var superview: UIView? { fatalError() }
  /// `- (void)addSubview:(UIView *)view;`
  open func addSubview(_ view: UIView) { fatalError() }
  /// `- (void)didMoveToWindow;`
  open func didMoveToWindow() { fatalError() }
  /// `- (void)layoutSubviews;`
  open func layoutSubviews() { fatalError() }
  /// `@property (readonly, nonatomic) UIUserInterfaceLayoutDirection
  /// effectiveUserInterfaceLayoutDirection API_AVAILABLE(ios(10.0));`
  @available(iOS 10.0, *)
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
  /// `- (void)setNeedsDisplay;`
  open func setNeedsDisplay() { fatalError() }
  /// `- (void)drawRect:(CGRect)rect;`
  open func draw(_ rect: CGRect) { fatalError() }
  /// `@property(nonatomic, readonly) CGSize intrinsicContentSize API_AVAILABLE(ios(6.0));`
  @available(iOS 6.0, *)
  open var intrinsicContentSize: CGSize { fatalError() }
  /// `- (void)invalidateIntrinsicContentSize API_AVAILABLE(ios(6.0));`
  @available(iOS 6.0, *)
  open func invalidateIntrinsicContentSize() { fatalError() }
  /// `- (void)addGestureRecognizer:(UIGestureRecognizer*)gestureRecognizer
  /// API_AVAILABLE(ios(3.2));`
  @available(iOS 3.2, *)
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
  /// `UITraitEnvironment`: `@property (nonatomic, readonly) UITraitCollection *traitCollection
  /// API_AVAILABLE(ios(8.0));`
  @available(iOS 8.0, *)
  open var traitCollection: UITraitCollection { fatalError() }
  /// `UITraitEnvironment`: `- (void)traitCollectionDidChange:(nullable UITraitCollection *)
  /// previousTraitCollection API_DEPRECATED("Use the trait change registration APIs declared
  /// in the UITraitChangeObservable protocol", ios(8.0, 17.0));`
  @available(
    iOS, introduced: 8.0, deprecated: 17.0,
    message:
      "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
  )
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    fatalError()
  }
}

/// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIWindow : UIView`
@MainActor open class UIWindow: UIView {}

/// `UIKIT_EXTERN API_AVAILABLE(ios(3.2)) NS_SWIFT_UI_ACTOR @interface UIGestureRecognizer :
/// NSObject`
@available(iOS 3.2, *)
@MainActor open class UIGestureRecognizer: NSObject {
  /// `- (instancetype)initWithTarget:(nullable id)target action:(nullable SEL)action
  /// NS_DESIGNATED_INITIALIZER;`
  public init(target: Any?, action: Selector?) { fatalError() }
  /// `- (CGPoint)locationInView:(nullable UIView*)view;`
  open func location(in view: UIView?) -> CGPoint { fatalError() }
  /// `@property(nullable, nonatomic,readonly) UIView *view;`
  open var view: UIView? { fatalError() }
}

/// `UIKIT_EXTERN API_AVAILABLE(ios(3.2)) NS_SWIFT_UI_ACTOR @interface UITapGestureRecognizer :
/// UIGestureRecognizer`
@available(iOS 3.2, *)
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

/// `UIAccessibilityTraits`: `typedef uint64_t UIAccessibilityTraits NS_TYPED_ENUM;`, with its
/// `UIKIT_EXTERN UIAccessibilityTraits UIAccessibilityTrait...` constants.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public var rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static let none = UIAccessibilityTraits(rawValue: 0)
  public static let button = UIAccessibilityTraits(rawValue: 1)
  public static let link = UIAccessibilityTraits(rawValue: 2)
  public static let image = UIAccessibilityTraits(rawValue: 4)
  public static let selected = UIAccessibilityTraits(rawValue: 8)
  public static let staticText = UIAccessibilityTraits(rawValue: 64)
  public static let header = UIAccessibilityTraits(rawValue: 65536)
  public static let notEnabled = UIAccessibilityTraits(rawValue: 256)
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1024)
  public static let adjustable = UIAccessibilityTraits(rawValue: 4096)
}

/// The informal protocol `@interface NSObject (UIAccessibility)` (UIAccessibility.h) and
/// `NSObject (UIAccessibilityContainer)`: every member `NS_SWIFT_UI_ACTOR`. Members whose type
/// the model cannot represent in Objective-C (structs declared in Swift rather than imported
/// from C, `[Any]`) are `public` rather than `@objc open`: the model does not let a subclass
/// override them, which Apple's SDK does (stricter, never looser).
extension NSObject {
  /// `@property (nonatomic) BOOL isAccessibilityElement;`
  @MainActor @objc open var isAccessibilityElement: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// `@property (nullable, nonatomic, copy) NSString *accessibilityLabel;`
  @MainActor @objc open var accessibilityLabel: String? {
    get { fatalError() }
    set { fatalError() }
  }
  /// `@property (nullable, nonatomic, copy) NSString *accessibilityValue;`
  @MainActor @objc open var accessibilityValue: String? {
    get { fatalError() }
    set { fatalError() }
  }
  /// `@property (nullable, nonatomic, copy) NSString *accessibilityHint;`
  @MainActor @objc open var accessibilityHint: String? {
    get { fatalError() }
    set { fatalError() }
  }
  /// `@property (nonatomic) UIAccessibilityTraits accessibilityTraits;`
  @MainActor public var accessibilityTraits: UIAccessibilityTraits {
    get { fatalError() }
    set { fatalError() }
  }
  /// `@property (nonatomic) CGRect accessibilityFrame;`
  @MainActor public var accessibilityFrame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  /// `- (BOOL)accessibilityActivate API_AVAILABLE(ios(7.0));`
  @available(iOS 7.0, *)
  @MainActor @objc open func accessibilityActivate() -> Bool { fatalError() }
  /// `@property (nullable, nonatomic, strong) NSArray *accessibilityElements
  /// API_AVAILABLE(ios(8.0)) NS_SWIFT_UI_ACTOR;`
  @available(iOS 8.0, *)
  @MainActor public var accessibilityElements: [Any]? {
    get { fatalError() }
    set { fatalError() }
  }
}

/// `UIKIT_EXTERN API_AVAILABLE(ios(3.0)) NS_SWIFT_UI_ACTOR @interface UIAccessibilityElement :
/// NSObject<UIAccessibilityIdentification>`
@MainActor open class UIAccessibilityElement: NSObject {
  /// `- (instancetype)initWithAccessibilityContainer:(id)container;`
  public init(accessibilityContainer container: Any) { fatalError() }
  /// `@property (nullable, nonatomic, weak) id accessibilityContainer;`
  open weak var accessibilityContainer: AnyObject? {
    get { fatalError() }
    set { fatalError() }
  }
  /// `@property (assign, nonatomic) CGRect accessibilityFrameInContainerSpace
  /// API_AVAILABLE(ios(10.0));`
  @available(iOS 10.0, *)
  open var accessibilityFrameInContainerSpace: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
}

/// `UIAccessibility`: the namespace Swift gives UIAccessibility.h's functions.
public enum UIAccessibility {
  /// `UIKIT_EXTERN BOOL UIAccessibilityIsReduceMotionEnabled(void) API_AVAILABLE(ios(8.0))
  /// NS_SWIFT_NAME(getter:UIAccessibility.isReduceMotionEnabled());`
  @available(iOS 8.0, *)
  @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }
  /// `UIKIT_EXTERN BOOL UIAccessibilityIsVoiceOverRunning(void) API_AVAILABLE(ios(4.0));`
  @MainActor public static var isVoiceOverRunning: Bool { fatalError() }
}

/// `UIKIT_EXTERN CGContextRef __nullable UIGraphicsGetCurrentContext(void)`
public func UIGraphicsGetCurrentContext() -> CGContext? { fatalError() }
/// `UIKIT_EXTERN void UIGraphicsPushContext(CGContextRef context);`
public func UIGraphicsPushContext(_ context: CGContext) { fatalError() }
/// `UIKIT_EXTERN void UIGraphicsPopContext(void);`
public func UIGraphicsPopContext() { fatalError() }

extension CFAttributedString {
  /// NSStringDrawing.h: `- (CGSize)size API_AVAILABLE(ios(6.0));`
  @available(iOS 6.0, *)
  public func size() -> CGSize { fatalError() }
  /// NSStringDrawing.h: `- (void)drawAtPoint:(CGPoint)point API_AVAILABLE(ios(6.0));`
  @available(iOS 6.0, *)
  public func draw(at point: CGPoint) { fatalError() }
}

extension CFAttributedString.Key {
  /// `UIKIT_EXTERN NSAttributedStringKey const NSFontAttributeName API_AVAILABLE(ios(6.0));`
  @available(iOS 6.0, *)
  public static let font = NSAttributedString.Key("NSFont")
  /// `UIKIT_EXTERN NSAttributedStringKey const NSForegroundColorAttributeName
  /// API_AVAILABLE(ios(6.0));`
  @available(iOS 6.0, *)
  public static let foregroundColor = NSAttributedString.Key("NSColor")
}
