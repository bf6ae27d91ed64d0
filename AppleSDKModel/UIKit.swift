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
//
// For Examples/UIKit (each declaration quotes its header line):
// - UIView.h (xybp888/iOS-SDKs at 17a406ea, read): `hidden`, `translatesAutoresizingMask
//   IntoConstraints` (ios 6), the `UIViewLayoutConstraintCreation` anchors (ios 9),
//   `layoutMarginsGuide` (ios 9), `safeAreaLayoutGuide` (ios 11), `UILayoutConstraintAxis`;
//   `UIView()` is NSObject's `-init`, which UIView.h leaves available, imported as a
//   convenience initializer;
// - iPhoneOS17.0.sdk headers at github.com/itsnebulalol/sdks, commit
//   4b9a3d9852a98bcb5b17ecc9fa6af0c0332c53f6 (read): UILabel.h, UIButton.h, UIScrollView.h,
//   UIViewController.h, UIPresentationController.h, UIPopoverPresentationController.h,
//   UIInterface.h (system colors), UIFontDescriptor.h (`UIFontTextStyle`);
// - headers not in either copy of the 17.0 SDK, read in copies of Apple's headers that the
//   search tool's string index holds (their SDK version is not stated in them): UIControl.h,
//   UIStackView.h, UIAlertController.h (`NS_HEADER_AUDIT_BEGIN(nullability, sendability)`, as
//   17.0's), UIContentSizeCategoryAdjusting.h, NSLayoutAnchor.h (`NS_SWIFT_UI_ACTOR`),
//   NSLayoutConstraint.h and UILayoutGuide.h (both without `NS_SWIFT_UI_ACTOR` in the copy
//   read; today's documentation declares both `@MainActor`, which the model follows), UIFont.h
//   (`preferredFontForTextStyle:` `NS_AVAILABLE_IOS(7_0)`), and an old UISwitch.h with today's
//   documentation (`@MainActor var isOn: Bool`);
// - Swift names that UIKit's API notes give (`UIControl.Event`, `UIControl.State`,
//   `UIButton.ButtonType`, `UIStackView.Alignment`, `NSLayoutConstraint.Axis`,
//   `UIAlertAction.Style`, `UIAlertController.Style`, `UIFont.TextStyle`): as Apple's
//   documentation names them. The raw values of typed string constants are not checked.
// Not modeled: `UIButton.Configuration` and `UIAction`'s Swift initializer
// (UIButtonConfiguration.h, UIAction.h and the UIKit overlay's declarations of them were not
// found in the SDK copies).

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
  /// UIFontDescriptor.h: `typedef NSString * UIFontTextStyle NS_TYPED_ENUM;` (Swift:
  /// `UIFont.TextStyle`), with its constants.
  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(_ rawValue: String) { fatalError() }
    public init(rawValue: String) { fatalError() }
    /// `UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleBody API_AVAILABLE(ios(7.0));`
    @available(iOS 7.0, *) public static let body = TextStyle("UICTFontTextStyleBody")
    /// `UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleHeadline API_AVAILABLE(ios(7.0));`
    @available(iOS 7.0, *) public static let headline = TextStyle("UICTFontTextStyleHeadline")
  }

  /// UIFont.h: `+ (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style
  /// NS_AVAILABLE_IOS(7_0);`
  @available(iOS 7.0, *)
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont { fatalError() }
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

/// UIImage.h (header copy): `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) @interface UIImage : NSObject
/// <NSSecureCoding>`. Not Sendable in the model (stricter).
open class UIImage: NSObject {
  /// `+ (nullable UIImage *)systemImageNamed:(NSString *)name withConfiguration:(nullable
  /// UIImageConfiguration *)configuration API_AVAILABLE(ios(13.0),tvos(13.0),watchos(6.0));`
  /// (docs `uikit/uiimage/init(systemname:withconfiguration:)`: `init?(systemName name: String,
  /// withConfiguration configuration: UIImage.Configuration?)`)
  @available(iOS 13.0, *)
  public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
    fatalError()
  }
  /// `@property (nonatomic, readonly) CGSize size;`
  open var size: CGSize { fatalError() }
  /// docs `uikit/uiimage/withtintcolor(_:renderingmode:)`: `func withTintColor(_ color:
  /// UIColor, renderingMode: UIImage.RenderingMode) -> UIImage` (iOS 13; "For symbol images,
  /// this method returns an image that always uses the specified tint color")
  @available(iOS 13.0, *)
  open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
    fatalError()
  }
  /// UIImage.h `- (void)drawInRect:(CGRect)rect;` (docs `uikit/uiimage/draw(in:)`: `func
  /// draw(in rect: CGRect)`)
  open func draw(in rect: CGRect) { fatalError() }

  /// docs `uikit/uiimage/renderingmode-swift.enum`: `UIImageRenderingMode` (iOS 7)
  @available(iOS 7.0, *)
  public enum RenderingMode: Int, @unchecked Sendable {
    case automatic = 0
    case alwaysOriginal = 1
    case alwaysTemplate = 2
  }

  /// UIImageConfiguration.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0),tvos(13.0),watchos(6.0))
  /// @interface UIImageConfiguration : NSObject <NSCopying, NSSecureCoding>`
  @available(iOS 13.0, *)
  open class Configuration: NSObject {}

  /// UIImageSymbolConfiguration: `UIImage.SymbolConfiguration` (iOS 13)
  @available(iOS 13.0, *)
  open class SymbolConfiguration: UIImage.Configuration {
    /// docs `uikit/uiimage/symbolconfiguration-swift.class/init(pointsize:)`: `convenience
    /// init(pointSize: CGFloat)` (`+ configurationWithPointSize:`, iOS 13)
    public convenience init(pointSize: CGFloat) { fatalError() }
  }
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
  /// UIInterface.h, `UIColor (UIColorSystemColors)`: `@property (class, nonatomic, readonly)
  /// UIColor *systemRedColor API_AVAILABLE(ios(7.0), tvos(9.0)) API_UNAVAILABLE(watchos);`
  @available(iOS 7.0, *)
  open class var systemRed: UIColor { fatalError() }
  /// `@property (class, nonatomic, readonly) UIColor *systemBackgroundColor
  /// API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);`
  @available(iOS 13.0, *)
  open class var systemBackground: UIColor { fatalError() }
  /// `@property(nonatomic,readonly) CGColorRef CGColor;`
  open var cgColor: CGColor { fatalError() }
}

/// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIResponder : NSObject`
@MainActor open class UIResponder: NSObject {
  public override init() { fatalError() }
  /// `- (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)event;`
  /// (iOS 2; docs `uikit/uiresponder/touchesbegan(_:with:)`, read: `func touchesBegan(_
  /// touches: Set<UITouch>, with event: UIEvent?)`), and its three siblings.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
  /// `- (void)touchesMoved:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)event;`
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
  /// `- (void)touchesEnded:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)event;`
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
  /// `- (void)touchesCancelled:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)
  /// event;`
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
  // Keyboard (issue 16), UIResponder.h as Apple's documentation pages give it (the header is not
  // in the repository's index; docs `uikit/uiresponder/keycommands`,
  // `.../canbecomefirstresponder`, `.../becomefirstresponder()`):
  /// `@property (nullable, nonatomic, readonly) NSArray<UIKeyCommand *> *keyCommands
  /// API_AVAILABLE(ios(7.0));`
  @available(iOS 7.0, *)
  open var keyCommands: [UIKeyCommand]? { fatalError() }
  /// `@property(nonatomic, readonly) BOOL canBecomeFirstResponder; // default is NO`
  open var canBecomeFirstResponder: Bool { fatalError() }
  /// `- (BOOL)becomeFirstResponder;`
  @discardableResult open func becomeFirstResponder() -> Bool { fatalError() }
}

/// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UITouch : NSObject`
/// (docs `uikit/uitouch`)
@MainActor open class UITouch: NSObject {
  /// `- (CGPoint)locationInView:(nullable UIView *)view;` (docs
  /// `uikit/uitouch/location(in:)`)
  open func location(in view: UIView?) -> CGPoint { fatalError() }
}

/// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIEvent : NSObject`
/// (forward-declared in UIView.h, read; members not modeled)
@MainActor open class UIEvent: NSObject {}

/// `UIKIT_EXTERN API_AVAILABLE(ios(9.0)) NS_SWIFT_UI_ACTOR @interface UIFocusUpdateContext :
/// NSObject` (UIFocus.h, read)
@available(iOS 9.0, *)
@MainActor open class UIFocusUpdateContext: NSObject {
  /// `@property (nonatomic, weak, readonly, nullable) UIView *nextFocusedView;`
  open var nextFocusedView: UIView? { fatalError() }
  /// `@property (nonatomic, weak, readonly, nullable) UIView *previouslyFocusedView;`
  open var previouslyFocusedView: UIView? { fatalError() }
}

/// `UIKIT_EXTERN API_AVAILABLE(ios(9.0)) NS_SWIFT_UI_ACTOR @interface
/// UIFocusAnimationCoordinator : NSObject` (imported by UIFocus.h; members not modeled)
@available(iOS 9.0, *)
@MainActor open class UIFocusAnimationCoordinator: NSObject {}

/// `UIKIT_EXTERN API_AVAILABLE(ios(15.0)) NS_SWIFT_UI_ACTOR @interface UIFocusEffect :
/// NSObject <NSCopying>` (forward-declared in UIFocus.h, read; members not modeled)
@available(iOS 15.0, *)
@MainActor open class UIFocusEffect: NSObject {}

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
  /// NSObject's `- (instancetype)init`: UIView.h declares designated initializers and does not
  /// mark `init` unavailable, so Swift imports the inherited `init` as a convenience
  /// initializer (`UIView()`, `UILabel()`, ...).
  public convenience override init() { fatalError() }

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
  /// `@property(nonatomic,getter=isHidden) BOOL hidden;`
  open var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// `@property(nonatomic,getter=isUserInteractionEnabled) BOOL userInteractionEnabled;`
  open var isUserInteractionEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// `@property(nonatomic,readonly) BOOL canBecomeFocused API_AVAILABLE(ios(9.0)); // NO by
  /// default`
  @available(iOS 9.0, *)
  open var canBecomeFocused: Bool { fatalError() }
  /// `@property (readonly, nonatomic, getter=isFocused) BOOL focused API_AVAILABLE(ios(9.0));`
  @available(iOS 9.0, *)
  open var isFocused: Bool { fatalError() }
  /// `@property (nonatomic, readwrite, nullable, copy) UIFocusEffect *focusEffect
  /// API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(tvos, watchos);` — "If this property is nil no
  /// effect will be applied when this view becomes focused."
  @available(iOS 15.0, *)
  open var focusEffect: UIFocusEffect? {
    get { fatalError() }
    set { fatalError() }
  }
  /// UIFocus.h `UIFocusEnvironment` (which UIView adopts): `- (void)didUpdateFocusInContext:
  /// (UIFocusUpdateContext *)context withAnimationCoordinator:(UIFocusAnimationCoordinator *)
  /// coordinator;` (iOS 9)
  @available(iOS 9.0, *)
  open func didUpdateFocus(
    in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
  ) { fatalError() }
  /// UIView.h (read): `@property (nonatomic, readwrite, nullable, copy) NSString
  /// *focusGroupIdentifier API_AVAILABLE(ios(14.0))` — "If this is nil, subviews inherit their
  /// superview's focus group."
  @available(iOS 14.0, *)
  open var focusGroupIdentifier: String? {
    get { fatalError() }
    set { fatalError() }
  }
  /// UIView.h (read): `@property (nonatomic, readwrite) UIFocusGroupPriority focusGroupPriority
  /// API_AVAILABLE(ios(15.0))` — "can only be used to increase an item's priority".
  @available(iOS 15.0, *)
  open var focusGroupPriority: UIFocusGroupPriority {
    get { fatalError() }
    set { fatalError() }
  }
  /// UIFocus.h `UIFocusEnvironment` (github.com/xybp888/iOS-SDKs at 17a406ea, read):
  /// `@property (nonatomic, readonly, copy) NSArray<id<UIFocusEnvironment>>
  /// *preferredFocusEnvironments;` (iOS 9)
  @available(iOS 9.0, *)
  open var preferredFocusEnvironments: [any UIFocusEnvironment] { fatalError() }
  /// UIFocus.h `UIFocusEnvironment`: `- (void)setNeedsFocusUpdate;` (iOS 9)
  @available(iOS 9.0, *)
  open func setNeedsFocusUpdate() { fatalError() }
  /// UIFocus.h `UIFocusEnvironment`: `- (void)updateFocusIfNeeded;` (iOS 9)
  @available(iOS 9.0, *)
  open func updateFocusIfNeeded() { fatalError() }
  /// `- (BOOL)pointInside:(CGPoint)point withEvent:(nullable UIEvent *)event;`
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }
  /// `- (void)removeFromSuperview;`
  open func removeFromSuperview() { fatalError() }
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
  /// `UIView (UIConstraintBasedCompatibility)`: `@property(nonatomic) BOOL
  /// translatesAutoresizingMaskIntoConstraints API_AVAILABLE(ios(6.0)); // Default YES`
  @available(iOS 6.0, *)
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// `UIView (UIViewLayoutConstraintCreation)`: `@property(nonatomic,readonly,strong)
  /// NSLayoutXAxisAnchor *leadingAnchor API_AVAILABLE(ios(9.0));`
  @available(iOS 9.0, *)
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
  /// `@property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *trailingAnchor
  /// API_AVAILABLE(ios(9.0));`
  @available(iOS 9.0, *)
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
  /// `@property(nonatomic,readonly,strong) NSLayoutYAxisAnchor *topAnchor API_AVAILABLE(ios(9.0));`
  @available(iOS 9.0, *)
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
  /// `@property(nonatomic,readonly,strong) NSLayoutYAxisAnchor *bottomAnchor
  /// API_AVAILABLE(ios(9.0));`
  @available(iOS 9.0, *)
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
  /// `@property(nonatomic,readonly,strong) NSLayoutDimension *widthAnchor API_AVAILABLE(ios(9.0));`
  @available(iOS 9.0, *)
  open var widthAnchor: NSLayoutDimension { fatalError() }
  /// `@property(nonatomic,readonly,strong) NSLayoutDimension *heightAnchor
  /// API_AVAILABLE(ios(9.0));`
  @available(iOS 9.0, *)
  open var heightAnchor: NSLayoutDimension { fatalError() }
  /// `UIView (UIViewHierarchy)`: `@property(readonly,strong) UILayoutGuide *layoutMarginsGuide
  /// API_AVAILABLE(ios(9.0));`
  @available(iOS 9.0, *)
  open var layoutMarginsGuide: UILayoutGuide { fatalError() }
  /// `@property(nonatomic,readonly,strong) UILayoutGuide *safeAreaLayoutGuide
  /// API_AVAILABLE(ios(11.0),tvos(11.0));`
  @available(iOS 11.0, *)
  open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }
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

// MARK: Auto Layout

/// NSLayoutAnchor.h: `NSLAYOUTANCHOR_EXTERN API_AVAILABLE(macos(10.11), ios(9.0))
/// NS_SWIFT_UI_ACTOR @interface NSLayoutAnchor<AnchorType> : NSObject`. Its `-constraint*`
/// methods are `__attribute__((warn_unused_result))`: not `@discardableResult`.
@available(iOS 9.0, *)
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// `- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor
  /// __attribute__((warn_unused_result));`
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    fatalError()
  }
  /// `- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor
  /// constant:(CGFloat)c __attribute__((warn_unused_result));`
  open func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  )
    -> NSLayoutConstraint
  { fatalError() }
}

/// `NSLAYOUTANCHOR_EXTERN API_AVAILABLE(macos(10.11), ios(9.0)) NS_SWIFT_UI_ACTOR
/// @interface NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor *>`
@available(iOS 9.0, *)
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// `NSLAYOUTANCHOR_EXTERN API_AVAILABLE(macos(10.11), ios(9.0)) NS_SWIFT_UI_ACTOR
/// @interface NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor *>`
@available(iOS 9.0, *)
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// `NSLAYOUTANCHOR_EXTERN API_AVAILABLE(macos(10.11), ios(9.0)) NS_SWIFT_UI_ACTOR
/// @interface NSLayoutDimension : NSLayoutAnchor<NSLayoutDimension *>`
@available(iOS 9.0, *)
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `- (NSLayoutConstraint *)constraintEqualToConstant:(CGFloat)c
  /// __attribute__((warn_unused_result));`
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

/// NSLayoutConstraint.h: `NSLAYOUTCONSTRAINT_EXTERN API_AVAILABLE(macos(10.7), ios(6.0),
/// tvos(9.0)) @interface NSLayoutConstraint : NSObject`. The copy read has no
/// `NS_SWIFT_UI_ACTOR`; today's documentation declares the class `@MainActor`, which the model
/// follows (the stricter of the two).
@available(iOS 6.0, *)
@MainActor open class NSLayoutConstraint: NSObject {
  /// UIView.h: `typedef NS_ENUM(NSInteger, UILayoutConstraintAxis)`, imported as
  /// `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
  /// `@property CGFloat constant;`
  open var constant: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  /// `@property (getter=isActive) BOOL active API_AVAILABLE(macos(10.10), ios(8.0));`
  @available(iOS 8.0, *)
  open var isActive: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// `+ (void)activateConstraints:(NSArray<NSLayoutConstraint *> *)constraints
  /// API_AVAILABLE(macos(10.10), ios(8.0));`
  @available(iOS 8.0, *)
  open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }
}

/// UILayoutGuide.h: `UIKIT_EXTERN API_AVAILABLE(ios(9.0)) @interface UILayoutGuide : NSObject
/// <NSCoding>`. The copy read has no `NS_SWIFT_UI_ACTOR`; today's documentation declares the
/// class `@MainActor`, which the model follows (the stricter of the two).
@available(iOS 9.0, *)
@MainActor open class UILayoutGuide: NSObject {
  /// `@property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *leadingAnchor;`
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
  /// `@property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *trailingAnchor;`
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
  /// `@property(nonatomic,readonly,strong) NSLayoutYAxisAnchor *topAnchor;`
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
  /// `@property(nonatomic,readonly,strong) NSLayoutYAxisAnchor *bottomAnchor;`
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
  /// `@property(nonatomic,readonly,strong) NSLayoutDimension *widthAnchor;`
  open var widthAnchor: NSLayoutDimension { fatalError() }
  /// `@property(nonatomic,readonly,strong) NSLayoutDimension *heightAnchor;`
  open var heightAnchor: NSLayoutDimension { fatalError() }
}

// MARK: Views and controls

/// UIContentSizeCategoryAdjusting.h: `UIKIT_EXTERN API_AVAILABLE(ios(10.0))
/// API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UIContentSizeCategoryAdjusting
/// <NSObject>`
@available(iOS 10.0, *)
@MainActor public protocol UIContentSizeCategoryAdjusting: AnyObject {
  /// `@property (nonatomic) BOOL adjustsFontForContentSizeCategory;`
  var adjustsFontForContentSizeCategory: Bool { get set }
}

/// UILabel.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UILabel :
/// UIView <NSCoding, UIContentSizeCategoryAdjusting, UILetterformAwareAdjusting>`
@MainActor open class UILabel: UIView, UIContentSizeCategoryAdjusting {
  /// `@property(nullable, nonatomic,copy) NSString *text;`
  open var text: String? {
    get { fatalError() }
    set { fatalError() }
  }
  /// `@property(null_resettable, nonatomic,strong) UIFont *font UI_APPEARANCE_SELECTOR;`
  open var font: UIFont! {
    get { fatalError() }
    set { fatalError() }
  }
  /// `@property(null_resettable, nonatomic,strong) UIColor *textColor UI_APPEARANCE_SELECTOR;`
  open var textColor: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }
  /// `@property(nonatomic) NSInteger numberOfLines;`
  open var numberOfLines: Int {
    get { fatalError() }
    set { fatalError() }
  }
  /// `UIContentSizeCategoryAdjusting`: `@property (nonatomic) BOOL
  /// adjustsFontForContentSizeCategory;` (iOS 10)
  @available(iOS 10.0, *)
  open var adjustsFontForContentSizeCategory: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

/// UIControl.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIControl :
/// UIView`
@MainActor open class UIControl: UIView {
  /// `typedef NS_OPTIONS(NSUInteger, UIControlEvents)`, imported as `UIControl.Event`.
  public struct Event: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `UIControlEventTouchUpInside = 1 << 6`
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// `UIControlEventValueChanged = 1 << 12`
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// `UIControlEventPrimaryActionTriggered API_AVAILABLE(ios(9.0)) = 1 << 13`
    @available(iOS 9.0, *) public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }
  /// `typedef NS_OPTIONS(NSUInteger, UIControlState)`, imported as `UIControl.State`.
  public struct State: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `UIControlStateNormal = 0`
    public static let normal = State([])
    /// `UIControlStateHighlighted = 1 << 0`
    public static let highlighted = State(rawValue: 1 << 0)
    /// `UIControlStateDisabled = 1 << 1`
    public static let disabled = State(rawValue: 1 << 1)
    /// `UIControlStateSelected = 1 << 2`
    public static let selected = State(rawValue: 1 << 2)
  }
  /// `- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;`
  public override init(frame: CGRect) { fatalError() }
  /// `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
  public required init?(coder: NSCoder) { fatalError() }
  /// `@property(nonatomic,getter=isEnabled) BOOL enabled;`
  open var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// `- (void)addTarget:(nullable id)target action:(SEL)action
  /// forControlEvents:(UIControlEvents)controlEvents;`
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
    fatalError()
  }
}

/// UIButton.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIButton :
/// UIControl <NSCoding>`
@MainActor open class UIButton: UIControl {
  /// `typedef NS_ENUM(NSInteger, UIButtonType)`, imported as `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    case custom = 0
    /// `UIButtonTypeSystem API_AVAILABLE(ios(7.0))`
    @available(iOS 7.0, *) case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    /// `UIButtonTypeClose API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos)` (after `Plain`, which
    /// is tvOS only)
    @available(iOS 13.0, *) case close = 7
    /// `UIButtonTypeRoundedRect = UIButtonTypeSystem`
    public static var roundedRect: ButtonType { fatalError() }
  }
  /// `- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;`
  public override init(frame: CGRect) { fatalError() }
  /// `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
  public required init?(coder: NSCoder) { fatalError() }
  /// `+ (instancetype)buttonWithType:(UIButtonType)buttonType;`
  public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }
  /// `- (void)setTitle:(nullable NSString *)title forState:(UIControlState)state;`
  open func setTitle(_ title: String?, for state: UIControl.State) { fatalError() }
  /// `- (nullable NSString *)titleForState:(UIControlState)state;`
  open func title(for state: UIControl.State) -> String? { fatalError() }
  /// `@property(nullable, nonatomic,readonly,strong) UILabel *titleLabel
  /// API_AVAILABLE(ios(3.0));`
  @available(iOS 3.0, *)
  open var titleLabel: UILabel? { fatalError() }
}

/// UISwitch.h: `@interface UISwitch : UIControl <NSCoding>`; the 17.0 header was not found in
/// the SDK copy. An older UISwitch.h (initWithFrame:, `@property(nonatomic,getter=isOn) BOOL
/// on;`) and today's documentation (`@MainActor class UISwitch`, `@MainActor var isOn: Bool`,
/// iOS 2) give the declarations.
@MainActor open class UISwitch: UIControl {
  /// `- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;`
  public override init(frame: CGRect) { fatalError() }
  /// `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
  public required init?(coder: NSCoder) { fatalError() }
  /// `@property(nonatomic,getter=isOn) BOOL on;`
  open var isOn: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

/// UIStackView.h: `UIKIT_EXTERN API_AVAILABLE(ios(9.0)) NS_SWIFT_UI_ACTOR @interface UIStackView
/// : UIView`
@available(iOS 9.0, *)
@MainActor open class UIStackView: UIView {
  /// `typedef NS_ENUM(NSInteger, UIStackViewAlignment)` (iOS 9), imported as
  /// `UIStackView.Alignment`; `Top` and `Bottom` alias `Leading` and `Trailing`.
  public enum Alignment: Int, Sendable {
    case fill = 0
    case leading = 1
    case firstBaseline = 2
    case center = 3
    case trailing = 4
    case lastBaseline = 5
    /// `UIStackViewAlignmentTop = UIStackViewAlignmentLeading`
    public static var top: Alignment { fatalError() }
    /// `UIStackViewAlignmentBottom = UIStackViewAlignmentTrailing`
    public static var bottom: Alignment { fatalError() }
  }
  /// `- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;`
  public override init(frame: CGRect) { fatalError() }
  /// `- (instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;` (not nullable)
  public required init(coder: NSCoder) { fatalError() }
  /// `- (instancetype)initWithArrangedSubviews:(NSArray<__kindof UIView *> *)views;` ("a
  /// convenience initializer and cannot be overridden in Swift")
  public convenience init(arrangedSubviews views: [UIView]) { fatalError() }
  /// `@property(nonatomic,readonly,copy) NSArray<__kindof UIView *> *arrangedSubviews;`
  open var arrangedSubviews: [UIView] { fatalError() }
  /// `- (void)addArrangedSubview:(UIView *)view;`
  open func addArrangedSubview(_ view: UIView) { fatalError() }
  /// `@property(nonatomic) UILayoutConstraintAxis axis;`
  open var axis: NSLayoutConstraint.Axis {
    get { fatalError() }
    set { fatalError() }
  }
  /// `@property(nonatomic) UIStackViewAlignment alignment;`
  open var alignment: UIStackView.Alignment {
    get { fatalError() }
    set { fatalError() }
  }
  /// `@property(nonatomic) CGFloat spacing;`
  open var spacing: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
}

/// UIScrollView.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface
/// UIScrollView : UIView <NSCoding, UIFocusItemScrollableContainer>`
@MainActor open class UIScrollView: UIView {
  /// `@property(nonatomic,readonly,strong) UILayoutGuide *contentLayoutGuide
  /// API_AVAILABLE(ios(11.0),tvos(11.0));`
  @available(iOS 11.0, *)
  open var contentLayoutGuide: UILayoutGuide { fatalError() }
  /// `@property(nonatomic,readonly,strong) UILayoutGuide *frameLayoutGuide
  /// API_AVAILABLE(ios(11.0),tvos(11.0));`
  @available(iOS 11.0, *)
  open var frameLayoutGuide: UILayoutGuide { fatalError() }
  /// `@property(nonatomic) BOOL showsHorizontalScrollIndicator;`
  open var showsHorizontalScrollIndicator: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// `@property(nonatomic) BOOL showsVerticalScrollIndicator;`
  open var showsVerticalScrollIndicator: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: View controllers and alerts

/// UIViewController.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface
/// UIViewController : UIResponder <NSCoding, UIAppearanceContainer, UITraitEnvironment,
/// UIContentContainer, UIFocusEnvironment>`
@MainActor open class UIViewController: UIResponder {
  /// `- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable
  /// NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;`
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
  /// `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
  public required init?(coder: NSCoder) { fatalError() }
  /// NSObject's `- (instancetype)init`, inherited as a convenience initializer (see UIView).
  public convenience override init() { fatalError() }
  /// `@property(null_resettable, nonatomic,strong) UIView *view;`
  open var view: UIView! {
    get { fatalError() }
    set { fatalError() }
  }
  /// `- (void)viewDidLoad;`
  open func viewDidLoad() { fatalError() }
  /// `@property(nullable, nonatomic,copy) NSString *title;`
  open var title: String? {
    get { fatalError() }
    set { fatalError() }
  }
  /// `- (void)presentViewController:(UIViewController *)viewControllerToPresent animated:
  /// (BOOL)flag completion:(void (^ __nullable)(void))completion NS_SWIFT_DISABLE_ASYNC
  /// API_AVAILABLE(ios(5.0));` (a nullable trailing block defaults to `nil`)
  @available(iOS 5.0, *)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) { fatalError() }
  /// `UIViewController (UIPresentationController)`: `@property (nullable, nonatomic, readonly)
  /// UIPopoverPresentationController *popoverPresentationController API_AVAILABLE(ios(8.0));`
  @available(iOS 8.0, *)
  open var popoverPresentationController: UIPopoverPresentationController? { fatalError() }
}

/// UIPresentationController.h: `UIKIT_EXTERN API_AVAILABLE(ios(8.0)) NS_SWIFT_UI_ACTOR
/// @interface UIPresentationController : NSObject <...>` (`- (instancetype)init
/// NS_UNAVAILABLE;`)
@available(iOS 8.0, *)
@MainActor open class UIPresentationController: NSObject {
  @available(*, unavailable) public override init() { fatalError() }
}

/// UIPopoverPresentationController.h: `UIKIT_EXTERN API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(tvos)
/// NS_SWIFT_UI_ACTOR @interface UIPopoverPresentationController : UIPresentationController`
@available(iOS 8.0, *)
@MainActor open class UIPopoverPresentationController: UIPresentationController {
  /// `@property (nullable, nonatomic, strong) UIView *sourceView;`
  open var sourceView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }
}

/// UIAlertController.h: `UIKIT_EXTERN API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos)
/// NS_SWIFT_UI_ACTOR @interface UIAlertAction : NSObject <NSCopying>`
@available(iOS 8.0, *)
@MainActor open class UIAlertAction: NSObject {
  /// `typedef NS_ENUM(NSInteger, UIAlertActionStyle)` (iOS 8), imported as
  /// `UIAlertAction.Style`.
  public enum Style: Int, Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }
  /// `+ (instancetype)actionWithTitle:(nullable NSString *)title style:(UIAlertActionStyle)style
  /// handler:(void (^ __nullable)(UIAlertAction *action))handler;` (a nullable trailing block
  /// defaults to `nil`; not `NS_SWIFT_SENDABLE`)
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) { fatalError() }
  /// `@property (nullable, nonatomic, readonly) NSString *title;`
  open var title: String? { fatalError() }
  /// `@property (nonatomic, getter=isEnabled) BOOL enabled;`
  open var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

/// `UIKIT_EXTERN API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
/// @interface UIAlertController : UIViewController`
@available(iOS 8.0, *)
@MainActor open class UIAlertController: UIViewController {
  /// `typedef NS_ENUM(NSInteger, UIAlertControllerStyle)` (iOS 8), imported as
  /// `UIAlertController.Style`.
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }
  /// `+ (instancetype)alertControllerWithTitle:(nullable NSString *)title message:(nullable
  /// NSString *)message preferredStyle:(UIAlertControllerStyle)preferredStyle;`
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) { fatalError() }
  /// `- (void)addAction:(UIAlertAction *)action;`
  open func addAction(_ action: UIAlertAction) { fatalError() }
  /// `@property (nonatomic, readonly) NSArray<UIAlertAction *> *actions;`
  open var actions: [UIAlertAction] { fatalError() }
}

// MARK: - What the views' drag, layout, traits and announcements use (from Apple's documentation)

extension UIGestureRecognizer {
  /// `typedef NS_ENUM(NSInteger, UIGestureRecognizerState)` (iOS 3.2)
  @objc public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    public static var recognized: State { .ended }
  }
  /// `@property(nonatomic,readonly) UIGestureRecognizerState state;`
  @objc open var state: UIGestureRecognizer.State { fatalError() }
}

/// `UIKIT_EXTERN API_AVAILABLE(ios(3.2)) NS_SWIFT_UI_ACTOR @interface UIPanGestureRecognizer :
/// UIGestureRecognizer`
@available(iOS 3.2, *)
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// `- (CGPoint)translationInView:(nullable UIView *)view;`
  open func translation(in view: UIView?) -> CGPoint { fatalError() }
  /// `- (void)setTranslation:(CGPoint)translation inView:(nullable UIView *)view;`
  open func setTranslation(_ translation: CGPoint, in view: UIView?) { fatalError() }
}

extension UIView {
  /// UIView.h: `- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer
  /// API_AVAILABLE(ios(6.0));`
  @available(iOS 6.0, *)
  @objc open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    fatalError()
  }
}

extension UIAccessibility {
  /// `typedef uint32_t UIAccessibilityNotifications NS_TYPED_ENUM
  /// NS_SWIFT_NAME(UIAccessibility.Notification);`
  public struct Notification: Hashable, RawRepresentable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// `UIAccessibilityLayoutChangedNotification` (iOS 3)
    public static let layoutChanged = Notification(rawValue: 1001)
    /// `UIAccessibilityAnnouncementNotification` (iOS 4)
    public static let announcement = Notification(rawValue: 1008)
  }
  /// `UIKIT_EXTERN void UIAccessibilityPostNotification(UIAccessibilityNotifications
  /// notification, id __nullable argument) API_AVAILABLE(ios(3.0));` (modeled main-actor
  /// isolated, the stricter reading)
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    fatalError()
  }
}

// Keyboard (issue 16): UIKeyCommand.h as Apple's documentation pages give it
// (github.com/Averyy/apple-dev-docs, documentation/UIKit/uikeycommand/..., commits 66d08e24,
// 4b51090c, bef8048e, read: init-inputmodifierflagsaction, wantspriorityoversystembehavior,
// inputhome and the inputs its See Also lists, input); the header is not in the repository's
// index.

/// UIFocus.h (read): `typedef NSInteger UIFocusGroupPriority NS_TYPED_EXTENSIBLE_ENUM;` and its
/// four `static const` values (iOS 15), as Swift imports a typed extensible enumeration.
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// `UIFocusGroupPriorityIgnored = 0`
  @available(iOS 15.0, *) public static let ignored = UIFocusGroupPriority(rawValue: 0)
  /// `UIFocusGroupPriorityPreviouslyFocused = 1000`
  @available(iOS 15.0, *) public static let previouslyFocused = UIFocusGroupPriority(
    rawValue: 1000)
  /// `UIFocusGroupPriorityPrioritized = 2000`
  @available(iOS 15.0, *) public static let prioritized = UIFocusGroupPriority(rawValue: 2000)
  /// `UIFocusGroupPriorityCurrentlyFocused = NSIntegerMax`
  @available(iOS 15.0, *) public static let currentlyFocused = UIFocusGroupPriority(
    rawValue: Int.max)
}

/// UIFocus.h (read): `UIKIT_EXTERN API_AVAILABLE(ios(9.0)) NS_SWIFT_UI_ACTOR @protocol
/// UIFocusEnvironment <NSObject>` (members declared on UIView above; UIView adopts it)
@MainActor public protocol UIFocusEnvironment: AnyObject {}

extension UIView: UIFocusEnvironment {}

/// `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @interface UICommand :
/// UIMenuElement` (members not modeled)
@available(iOS 13.0, *)
@MainActor open class UICommand: NSObject {}

/// `typedef NS_OPTIONS(NSInteger, UIKeyModifierFlags)` (iOS 7)
public struct UIKeyModifierFlags: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}

/// `UIKIT_EXTERN API_AVAILABLE(ios(7.0)) NS_SWIFT_UI_ACTOR @interface UIKeyCommand : UICommand`
@available(iOS 7.0, *)
@MainActor open class UIKeyCommand: UICommand {
  /// `convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector)`
  /// (iOS 7)
  public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
    fatalError()
  }
  /// `var input: String? { get }` (iOS 7)
  open var input: String? { fatalError() }
  /// `var wantsPriorityOverSystemBehavior: Bool { get set }` (iOS 15): "the system delivers
  /// physical keyboard events to the text input or focus systems first" unless it is true.
  @available(iOS 15.0, *)
  open var wantsPriorityOverSystemBehavior: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// `nonisolated class let inputUpArrow: String` (iOS 7)
  nonisolated public static let inputUpArrow = ""
  /// `nonisolated class let inputDownArrow: String` (iOS 7)
  nonisolated public static let inputDownArrow = ""
  /// `nonisolated class let inputLeftArrow: String` (iOS 7)
  nonisolated public static let inputLeftArrow = ""
  /// `nonisolated class let inputRightArrow: String` (iOS 7)
  nonisolated public static let inputRightArrow = ""
  /// `nonisolated class let inputHome: String` (iOS 13.4)
  @available(iOS 13.4, *)
  nonisolated public static let inputHome = ""
  /// `nonisolated class let inputEnd: String` (iOS 13.4)
  @available(iOS 13.4, *)
  nonisolated public static let inputEnd = ""
}
