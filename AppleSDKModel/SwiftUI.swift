// Model of Apple's `SwiftUI` module: the slice EBStepper, its previews and the README's SwiftUI
// sample use, with two shapes of `View`'s isolation.
//
// Source: iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/
// SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface, github.com/xybp888/iOS-SDKs at commit
// 17a406eaab76a1e1f2fa3e8e50c6acb47e26ca55 (Swift 5.9 interface, `-swift-version 5`). Its
// header was read (`@_exported import CoreGraphics`, `@_exported import DeveloperToolsSupport`,
// which declares the `#Preview` macro, `@_exported import Observation`); the declarations below
// keep its names, labels, defaults, generic constraints, `@available` and `nonisolated`/
// `@MainActor` as that interface and Apple's documentation pages for each symbol
// (https://developer.apple.com/documentation/swiftui/<symbol>, read through the mirror
// github.com/Averyy/apple-dev-docs, documentation/SwiftUI/..., commits 2b67f464, 66d08e24,
// bef8048e, 4b51090c, 011eba44) give them. README.md marks which declarations were read in
// their source during this work and which were written from their documented form.
//
// `View`'s isolation changed with the iOS 18 / macOS 15 SDKs (Xcode 16):
// - iOS 17 / macOS 14: `public protocol View { ... @SwiftUI.ViewBuilder
//   @_Concurrency.MainActor(unsafe) var body: Self.Body { get } }` — only `body` is main-actor
//   isolated; a conforming type's other members are not. (As issue 12's brief and the review
//   describe this interface; the page of the 1.5 MB interface that declares View was not read.)
// - iOS 18 / macOS 15: `@MainActor @preconcurrency public protocol View` — a conforming type
//   is main-actor isolated as a whole.
// The model declares the first shape by default and the second when compiled with
// `-D SWIFTUI_VIEW_MAINACTOR`; scripts/apple-check checks our code against both.
//
// Not modeled: the `#Preview` macro (DeveloperToolsSupport.swift says why). scripts/apple-check
// checks preview bodies as ordinary @MainActor @ViewBuilder functions instead (see README.md).

@_exported import CoreGraphics
import CoreText
@_exported import DeveloperToolsSupport
import Foundation

// `@_exported import SwiftUI` in the interface is SwiftUI's Clang module, whose SwiftUI.h
// (iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Headers/SwiftUI.h, same
// commit, read) imports <AppKit/AppKit.h> on macOS and <UIKit/UIKit.h> elsewhere: so
// `import SwiftUI` brings UIKit or AppKit, and with them MacTypes' and QuickDraw's names.
#if canImport(UIKit)
  @_exported import UIKit
#endif
#if canImport(AppKit)
  @_exported import AppKit
#endif

// MARK: View and its builder

#if SWIFTUI_VIEW_MAINACTOR
  /// iOS 18 / macOS 15 SDK shape.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
  }
#else
  /// iOS 17 / macOS 14 SDK shape.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public protocol View {
    associatedtype Body: View
    @ViewBuilder @preconcurrency @MainActor var body: Self.Body { get }
  }
#endif

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// `@frozen public struct EmptyView : SwiftUI.View`
@frozen public struct EmptyView: View {
  @inlinable public init() {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// `@frozen public struct TupleView<T> : SwiftUI.View`
@frozen public struct TupleView<T>: View {
  public var value: T
  @inlinable public init(_ value: T) { self.value = value }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// `@frozen public struct _ConditionalContent<TrueContent, FalseContent>`
@frozen public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// `@frozen public struct AnyView : SwiftUI.View`
@frozen public struct AnyView: View {
  public init<V: View>(_ view: V) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// `@resultBuilder public struct ViewBuilder` (iOS 13). The pack-expanding `buildBlock` is
/// iOS 17 only; below it the fixed-arity overloads apply, modeled up to ten children.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    fatalError()
  }
  public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
    fatalError()
  }
  public static func buildBlock<C0: View, C1: View, C2: View>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleView<(C0, C1, C2)> { fatalError() }
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleView<(C0, C1, C2, C3)> { fatalError() }
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> TupleView<(C0, C1, C2, C3, C4)> { fatalError() }
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> TupleView<(C0, C1, C2, C3, C4, C5)> { fatalError() }
}

/// `public protocol ViewModifier`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ViewModifier {
  associatedtype Body: View
}

/// `@frozen public struct ModifiedContent<Content, Modifier>`
@frozen public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
}
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// `public struct AccessibilityAttachmentModifier : SwiftUI.ViewModifier`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityAttachmentModifier: ViewModifier {
  public typealias Body = Never
}

/// `public protocol Scene` (iOS 14): modeled for its name, which apps write as
/// `var body: some Scene`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public protocol Scene {
  associatedtype Body: Scene
  @MainActor var body: Self.Body { get }
}

// MARK: Environment and state

/// `public struct EnvironmentValues : Swift.CustomStringConvertible`
public struct EnvironmentValues: CustomStringConvertible {
  public init() { fatalError() }
  public var description: String { fatalError() }
  /// `public var layoutDirection: SwiftUI.LayoutDirection { get set }` (iOS 13)
  public var layoutDirection: LayoutDirection {
    get { fatalError() }
    set { fatalError() }
  }
  /// `public var colorScheme: SwiftUI.ColorScheme { get set }` (iOS 13)
  public var colorScheme: ColorScheme {
    get { fatalError() }
    set { fatalError() }
  }
  /// `public var locale: Foundation.Locale { get set }` (iOS 13)
  public var locale: Locale {
    get { fatalError() }
    set { fatalError() }
  }
  /// `public var accessibilityReduceMotion: Swift.Bool { get }` (iOS 13)
  public var accessibilityReduceMotion: Bool { fatalError() }
  /// `public var dynamicTypeSize: SwiftUI.DynamicTypeSize { get set }` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var dynamicTypeSize: DynamicTypeSize {
    get { fatalError() }
    set { fatalError() }
  }
  /// `public var isFocused: Swift.Bool { get }` (iOS 14, macOS 11; docs
  /// `swiftui/environmentvalues/isfocused`, read: "whether the nearest focusable ancestor has
  /// focus")
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public var isFocused: Bool { fatalError() }
}

/// `public protocol DynamicProperty`
public protocol DynamicProperty {}

/// `@frozen @propertyWrapper public struct Environment<Value> : SwiftUI.DynamicProperty`
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
  @inlinable public var wrappedValue: Value { fatalError() }
}

/// `@frozen @propertyWrapper public struct State<Value> : SwiftUI.DynamicProperty`
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) { fatalError() }
  public init(initialValue value: Value) { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

/// `@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value>`
@frozen @propertyWrapper public struct Binding<Value> {
  /// `public init(get: @escaping () -> Value, set: @escaping (Value) -> Swift.Void)`
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

/// `public enum LayoutDirection : Swift.Hashable, Swift.CaseIterable` (iOS 13)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
}

/// `public enum ColorScheme : Swift.CaseIterable` (iOS 13)
public enum ColorScheme: Hashable, CaseIterable, Sendable {
  case light
  case dark
}

/// `public enum DynamicTypeSize : Swift.Hashable, Swift.Comparable, Swift.CaseIterable`
/// (iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall
  case small
  case medium
  case large
  case xLarge
  case xxLarge
  case xxxLarge
  case accessibility1
  case accessibility2
  case accessibility3
  case accessibility4
  case accessibility5
}

/// `@frozen public enum Axis : Swift.Int8, Swift.CaseIterable`
@frozen public enum Axis: Int8, CaseIterable, Sendable {
  case horizontal
  case vertical
}

// MARK: Colors, fonts, text

/// `public protocol ShapeStyle` (iOS 13)
public protocol ShapeStyle {}

/// `@frozen public struct Color : Swift.Hashable, Swift.CustomStringConvertible, Sendable`
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
  /// `public enum RGBColorSpace`
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB
    case sRGBLinear
    case displayP3
  }
  /// `public init(_ colorSpace: SwiftUI.Color.RGBColorSpace = .sRGB, red: Swift.Double,
  /// green: Swift.Double, blue: Swift.Double, opacity: Swift.Double = 1)`
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) { fatalError() }
  #if canImport(UIKit)
    /// `public init(uiColor: UIKit.UIColor)` (iOS 15)
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    public init(uiColor: UIColor) { fatalError() }
  #endif
  #if canImport(AppKit)
    /// `public init(nsColor: AppKit.NSColor)` (macOS 12)
    @available(macOS 12.0, *)
    public init(nsColor: NSColor) { fatalError() }
  #endif
  public static let clear: Color = Color(red: 0, green: 0, blue: 0, opacity: 0)
  public static let black: Color = Color(red: 0, green: 0, blue: 0)
  public static let white: Color = Color(red: 1, green: 1, blue: 1)
  public var description: String { fatalError() }
}

/// `extension SwiftUI.Color : SwiftUI.ShapeStyle`
extension Color: ShapeStyle {}

/// `extension SwiftUI.Color : SwiftUI.View` (in an extension, as in the SDK: Color's own members
/// take no isolation from View)
extension Color: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// `@frozen public struct Font : Swift.Hashable, Sendable`
@frozen public struct Font: Hashable, Sendable {
  /// `public init(_ font: CoreText.CTFont)` (iOS 13)
  public init(_ font: CTFont) { fatalError() }
  public static var body: Font { fatalError() }
  /// docs `swiftui/font/headline`: `static let headline: Font` (iOS 13, macOS 10.15)
  public static var headline: Font { fatalError() }
}

/// `@frozen public struct LocalizedStringKey : Swift.Equatable, Swift.ExpressibleByStringInterpolation`
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringLiteral {
  public init(_ value: String) { fatalError() }
  public init(stringLiteral value: String) { fatalError() }
}

/// `@frozen public struct Text : Swift.Equatable` (iOS 13)
@frozen public struct Text: Equatable, Sendable {
  /// `public init(verbatim content: Swift.String)`
  public init(verbatim content: String) { fatalError() }
  /// `public init(_ key: SwiftUI.LocalizedStringKey, tableName: Swift.String? = nil,
  /// bundle: Foundation.Bundle? = nil, comment: Swift.StaticString? = nil)`
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) { fatalError() }
  /// `@_disfavoredOverload public init<S>(_ content: S) where S : Swift.StringProtocol`
  @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { fatalError() }
  /// `public func font(_ font: SwiftUI.Font?) -> SwiftUI.Text`
  public func font(_ font: Font?) -> Text { fatalError() }
  /// `public func foregroundColor(_ color: SwiftUI.Color?) -> SwiftUI.Text` (iOS 13)
  public func foregroundColor(_ color: Color?) -> Text { fatalError() }
  public static func == (a: Text, b: Text) -> Bool { fatalError() }
}

/// `extension SwiftUI.Text : SwiftUI.View` (in an extension, as in the SDK)
extension Text: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// MARK: Shapes and paths

/// `public protocol Animatable` (iOS 13; not actor-isolated)
public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: Self.AnimatableData { get set }
}

/// `public protocol VectorArithmetic : Swift.AdditiveArithmetic`
public protocol VectorArithmetic: AdditiveArithmetic {
  mutating func scale(by rhs: Double)
  var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { fatalError() }
  public var magnitudeSquared: Double { fatalError() }
}

/// `@frozen public struct EmptyAnimatableData : SwiftUI.VectorArithmetic`
@frozen public struct EmptyAnimatableData: VectorArithmetic {
  public init() {}
  public static var zero: EmptyAnimatableData { fatalError() }
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    fatalError()
  }
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    fatalError()
  }
  public mutating func scale(by rhs: Double) { fatalError() }
  public var magnitudeSquared: Double { fatalError() }
}

extension Animatable where Self.AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { fatalError() }
    set { fatalError() }
  }
}

/// `public protocol Shape : SwiftUI.Animatable, SwiftUI.View` (iOS 13)
public protocol Shape: Animatable, View {
  func path(in rect: CGRect) -> Path
}

/// `@frozen public struct Rectangle : SwiftUI.Shape`
@frozen public struct Rectangle: Shape {
  @inlinable public init() {}
  public func path(in rect: CGRect) -> Path { fatalError() }
  public typealias AnimatableData = EmptyAnimatableData
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// `@frozen public enum RoundedCornerStyle : Swift.Sendable`
@frozen public enum RoundedCornerStyle: Sendable {
  case circular
  case continuous
}

/// `@frozen public struct Path : Swift.Equatable, Sendable` (iOS 13)
@frozen public struct Path: Equatable, Sendable {
  public init() { fatalError() }
  public init(_ rect: CGRect) { fatalError() }
  /// `init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle =
  /// .continuous)` (documentation: the default is `.continuous`, not the SVG's circular corners)
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) { fatalError() }
  public init(ellipseIn rect: CGRect) { fatalError() }
  public mutating func addLines(_ lines: [CGPoint]) { fatalError() }
  public mutating func move(to end: CGPoint) { fatalError() }
  public mutating func addLine(to end: CGPoint) { fatalError() }
  /// docs `swiftui/path/addcurve(to:control1:control2:)`: `mutating func addCurve(to end:
  /// CGPoint, control1: CGPoint, control2: CGPoint)` (iOS 13, macOS 10.15)
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    fatalError()
  }
  /// docs `swiftui/path/closesubpath()`: `mutating func closeSubpath()` (iOS 13, macOS 10.15)
  public mutating func closeSubpath() { fatalError() }
  public static func == (a: Path, b: Path) -> Bool { fatalError() }
}

/// `extension SwiftUI.Path : SwiftUI.Shape` (in an extension, as in the SDK)
extension Path: Shape {
  public func path(in _: CGRect) -> Path { fatalError() }
  public typealias AnimatableData = EmptyAnimatableData
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// `@frozen public struct StrokeStyle : Swift.Equatable` (iOS 13)
@frozen public struct StrokeStyle: Equatable {
  public var lineWidth: CGFloat
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) { fatalError() }
}

/// `@frozen public struct FillStyle : Swift.Equatable` (iOS 13)
@frozen public struct FillStyle: Equatable {
  public init(eoFill: Bool = false, antialiased: Bool = true) { fatalError() }
}

// MARK: Canvas and GraphicsContext

/// `public enum ColorRenderingMode : Swift.Equatable, Swift.Hashable` (iOS 13)
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear
  case linear
  case extendedLinear
}

/// `public struct Canvas<Symbols> where Symbols : SwiftUI.View` (iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct Canvas<Symbols: View>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Canvas where Symbols == EmptyView {
  /// `public init(opaque: Swift.Bool = false, colorMode: SwiftUI.ColorRenderingMode =
  /// .nonLinear, rendersAsynchronously: Swift.Bool = false, renderer: @escaping (inout
  /// SwiftUI.GraphicsContext, CoreFoundation.CGSize) -> Swift.Void)` — the renderer is not
  /// `@Sendable`.
  nonisolated public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) { fatalError() }
}

/// `@frozen public struct GraphicsContext` (iOS 15; not Sendable, not actor-isolated)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct GraphicsContext {
  /// `public struct Shading`
  public struct Shading {
    /// `public static func color(_ color: SwiftUI.Color) -> SwiftUI.GraphicsContext.Shading`
    public static func color(_ color: Color) -> GraphicsContext.Shading { fatalError() }
  }
  /// `@frozen public struct ClipOptions : Swift.OptionSet`
  @frozen public struct ClipOptions: OptionSet {
    public let rawValue: UInt32
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static var inverse: GraphicsContext.ClipOptions { fatalError() }
  }
  /// `public struct ResolvedText`
  public struct ResolvedText {
    public var shading: GraphicsContext.Shading
    public func measure(in size: CGSize) -> CGSize { fatalError() }
    public func firstBaseline(in size: CGSize) -> CGFloat { fatalError() }
    public func lastBaseline(in size: CGSize) -> CGFloat { fatalError() }
  }
  /// `public mutating func clip(to path: SwiftUI.Path, style: SwiftUI.FillStyle = FillStyle(),
  /// options: SwiftUI.GraphicsContext.ClipOptions = ClipOptions())`
  public mutating func clip(
    to path: Path, style: FillStyle = FillStyle(),
    options: GraphicsContext.ClipOptions = ClipOptions()
  ) { fatalError() }
  /// `public func fill(_ path: SwiftUI.Path, with shading: SwiftUI.GraphicsContext.Shading,
  /// style: SwiftUI.FillStyle = FillStyle())`
  public func fill(
    _ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()
  ) { fatalError() }
  /// `public func stroke(_ path: SwiftUI.Path, with shading: SwiftUI.GraphicsContext.Shading,
  /// style: SwiftUI.StrokeStyle)`
  public func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle) {
    fatalError()
  }
  /// `public func stroke(_ path: SwiftUI.Path, with shading: SwiftUI.GraphicsContext.Shading,
  /// lineWidth: CoreFoundation.CGFloat = 1)`
  public func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1) {
    fatalError()
  }
  /// `public func resolve(_ text: SwiftUI.Text) -> SwiftUI.GraphicsContext.ResolvedText`
  public func resolve(_ text: Text) -> GraphicsContext.ResolvedText { fatalError() }
  /// docs `swiftui/graphicscontext/resolvedimage`: `struct ResolvedImage` with `var size:
  /// CGSize { get }`, `let baseline: CGFloat` and `var shading: GraphicsContext.Shading?`
  /// ("defaults to foreground for template images, and to nil otherwise")
  public struct ResolvedImage {
    public var size: CGSize { fatalError() }
    public let baseline: CGFloat
    public var shading: GraphicsContext.Shading?
  }
  /// docs `swiftui/graphicscontext/resolve(_:)-898z6`: `func resolve(_ image: Image) ->
  /// GraphicsContext.ResolvedImage`
  public func resolve(_ image: Image) -> GraphicsContext.ResolvedImage { fatalError() }
  /// docs `swiftui/graphicscontext/draw(_:in:style:)-7rvee`: `func draw(_ image:
  /// GraphicsContext.ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle())`
  public func draw(
    _ image: GraphicsContext.ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()
  ) { fatalError() }
  /// docs `swiftui/graphicscontext/translateby(x:y:)`: `mutating func translateBy(x: CGFloat,
  /// y: CGFloat)`
  public mutating func translateBy(x: CGFloat, y: CGFloat) { fatalError() }
  /// docs `swiftui/graphicscontext/scaleby(x:y:)`: `mutating func scaleBy(x: CGFloat, y:
  /// CGFloat)`
  public mutating func scaleBy(x: CGFloat, y: CGFloat) { fatalError() }
  /// `public func draw(_ text: SwiftUI.GraphicsContext.ResolvedText, in rect: CoreFoundation.CGRect)`
  public func draw(_ text: GraphicsContext.ResolvedText, in rect: CGRect) { fatalError() }
  /// `public func draw(_ text: SwiftUI.GraphicsContext.ResolvedText, at point:
  /// CoreFoundation.CGPoint, anchor: SwiftUI.UnitPoint = .center)`
  public func draw(_ text: GraphicsContext.ResolvedText, at point: CGPoint) { fatalError() }
}

// MARK: Animation and transactions

/// `@frozen public struct Animation : Swift.Equatable, Sendable`
@frozen public struct Animation: Equatable, Sendable {
  /// `public static func timingCurve(_ c0x: Swift.Double, _ c0y: Swift.Double, _ c1x:
  /// Swift.Double, _ c1y: Swift.Double, duration: Foundation.TimeInterval = 0.35) ->
  /// SwiftUI.Animation` (iOS 13)
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35
  ) -> Animation { fatalError() }
  public static var `default`: Animation { fatalError() }
  public static func == (lhs: Animation, rhs: Animation) -> Bool { fatalError() }
}

/// `@frozen public struct Transaction`
@frozen public struct Transaction {
  public init() { fatalError() }
  public var animation: Animation? {
    get { fatalError() }
    set { fatalError() }
  }
  public var disablesAnimations: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: Layout

/// `@frozen public struct HorizontalAlignment : Swift.Equatable`
@frozen public struct HorizontalAlignment: Equatable {
  public static let leading = HorizontalAlignment()
  public static let center = HorizontalAlignment()
  public static let trailing = HorizontalAlignment()
  init() { fatalError() }
}

/// `@frozen public struct VerticalAlignment : Swift.Equatable`
@frozen public struct VerticalAlignment: Equatable {
  public static let top = VerticalAlignment()
  public static let center = VerticalAlignment()
  public static let bottom = VerticalAlignment()
  init() { fatalError() }
}

/// `@frozen public struct Alignment : Swift.Equatable`
@frozen public struct Alignment: Equatable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) { fatalError() }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// `@frozen public enum Edge : Swift.Int8, Swift.CaseIterable`
@frozen public enum Edge: Int8, CaseIterable {
  case top, leading, bottom, trailing
  /// `@frozen public struct Set : Swift.OptionSet`
  @frozen public struct Set: OptionSet {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let all = Edge.Set(rawValue: 15)
    /// `public static let leading: SwiftUI.Edge.Set` (`Edge.Set(.leading)`: the bit of
    /// `Edge.leading`, raw value 1)
    public static let leading = Edge.Set(rawValue: 2)
  }
}

/// `@frozen public struct ZStack<Content> : SwiftUI.View where Content : SwiftUI.View`
@frozen public struct ZStack<Content: View>: View {
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// `@frozen public struct VStack<Content> : SwiftUI.View where Content : SwiftUI.View`
@frozen public struct VStack<Content: View>: View {
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// `@frozen public struct HStack<Content> : SwiftUI.View where Content : SwiftUI.View`
@frozen public struct HStack<Content: View>: View {
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// `public struct ScrollView<Content> : SwiftUI.View where Content : SwiftUI.View`
public struct ScrollView<Content: View>: View {
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
  ) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Axis {
  /// `@frozen public struct Set : Swift.OptionSet`
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Axis.Set(rawValue: 1)
    public static let vertical = Axis.Set(rawValue: 2)
  }
}

/// `public struct ForEach<Data, ID, Content> where Data : Swift.RandomAccessCollection,
/// ID : Swift.Hashable`
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
}
extension ForEach: View where Content: View {
  /// `public init(_ data: Data, id: Swift.KeyPath<Data.Element, ID>, @SwiftUI.ViewBuilder
  /// content: @escaping (Data.Element) -> Content)`
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// MARK: Controls

/// `public struct Button<Label> : SwiftUI.View where Label : SwiftUI.View`
public struct Button<Label: View>: View {
  /// `public init(action: @escaping () -> Swift.Void, @SwiftUI.ViewBuilder label: () -> Label)`
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}
extension Button where Label == Text {
  /// `public init(_ titleKey: SwiftUI.LocalizedStringKey, action: @escaping () -> Swift.Void)`
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { fatalError() }
}

/// `public protocol PrimitiveButtonStyle`
public protocol PrimitiveButtonStyle {}

/// `public struct PlainButtonStyle : SwiftUI.PrimitiveButtonStyle`
public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() { fatalError() }
}

#if SWIFTUI_VIEW_MAINACTOR
  /// iOS 18 / macOS 15 SDK shape (docs `swiftui/buttonstyle`, read: `@MainActor
  /// @preconcurrency protocol ButtonStyle`).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @MainActor @preconcurrency public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
      -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
  }
#else
  /// iOS 17 / macOS 14 SDK shape, as `View`'s: only `makeBody` is main-actor isolated
  /// (modeled stricter than the interface's `@MainActor(unsafe)`).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @preconcurrency @MainActor func makeBody(configuration: Self.Configuration)
      -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
  }
#endif

/// `public struct ButtonStyleConfiguration` (iOS 13; docs `swiftui/buttonstyleconfiguration`,
/// `…/ispressed`, `…/label-swift.property`, read). `role` (iOS 15) is not modeled.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ButtonStyleConfiguration {
  /// `public struct Label : SwiftUI.View` — a type-erased label of a button.
  public struct Label: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }
  /// `public let label: SwiftUI.ButtonStyleConfiguration.Label`
  public let label: ButtonStyleConfiguration.Label
  /// `public let isPressed: Swift.Bool`
  public let isPressed: Bool
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// `public static var plain: SwiftUI.PlainButtonStyle { get }` (iOS 15)
  public static var plain: PlainButtonStyle { fatalError() }
}

/// `public struct ProgressView<Label, CurrentValueLabel> : SwiftUI.View` (iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// `public init<V>(value: V?, total: V = 1.0) where Label == SwiftUI.EmptyView,
  /// CurrentValueLabel == SwiftUI.EmptyView, V : Swift.BinaryFloatingPoint`
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) { fatalError() }
}

// MARK: Accessibility

/// `public struct AccessibilityChildBehavior : Swift.Hashable` (iOS 13)
public struct AccessibilityChildBehavior: Hashable {
  public static let ignore = AccessibilityChildBehavior()
  public static let contain = AccessibilityChildBehavior()
  public static let combine = AccessibilityChildBehavior()
  init() { fatalError() }
}

// MARK: Navigation, layout, lists, images and controls (Examples/)
//
// Declarations from Apple's documentation pages (docs `swiftui/<symbol>`, read through the
// mirror github.com/Averyy/apple-dev-docs), not from the 17.0 interface text: see README.md.
// As elsewhere in this file, a type whose `View` conformance Apple declares on the type itself
// declares it here too (main-actor isolated as a whole under the iOS 18 shape), and the
// documentation's `nonisolated` on today's initializers and modifiers is not modeled (stricter).

/// docs `swiftui/navigationpath`: `struct NavigationPath` (iOS 16, macOS 13)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath {
  /// `init()`
  public init() { fatalError() }
}

/// docs `swiftui/navigationstack`: `@MainActor @preconcurrency struct NavigationStack<Data,
/// Root> where Root : View` (iOS 16, macOS 13)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationStack<Data, Root: View>: View {
  /// docs `swiftui/navigationstack/init(root:)`: `init(@ViewBuilder root: () -> Root) where
  /// Data == NavigationPath` (the page read shows today's `@ContentBuilder`; the iOS 16–18
  /// form is `@ViewBuilder`)
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// docs `swiftui/spacer`: `@frozen struct Spacer` (iOS 13), its `View` conformance in an
/// extension (as Xcode's generated SwiftUI interface prints it: `@frozen public struct Spacer
/// { public var minLength: CGFloat?; @inlinable public init(minLength: CGFloat? = nil) }` and
/// `extension Spacer : View {}`)
@frozen public struct Spacer {
  /// `var minLength: CGFloat?`
  public var minLength: CGFloat?
  /// docs `swiftui/spacer/init(minlength:)`: `init(minLength: CGFloat? = nil)`
  public init(minLength: CGFloat? = nil) { fatalError() }
}
extension Spacer: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// docs `swiftui/geometryproxy`: `struct GeometryProxy` (iOS 13; not `Sendable`)
public struct GeometryProxy {
  /// `var size: CGSize { get }`
  public var size: CGSize { fatalError() }
}

/// docs `swiftui/geometryreader`: `@frozen struct GeometryReader<Content> where Content : View`
/// (iOS 13)
@frozen public struct GeometryReader<Content: View>: View {
  /// docs `swiftui/geometryreader/content`: `var content: (GeometryProxy) -> Content`
  public var content: (GeometryProxy) -> Content
  /// docs `swiftui/geometryreader/init(content:)`: `init(@ViewBuilder content: @escaping
  /// (GeometryProxy) -> Content)`
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// docs `swiftui/image`: `@frozen struct Image` (iOS 13), `Equatable`; its `View` conformance
/// in an extension, as `Text`'s. Not `Sendable` in the model (stricter).
@frozen public struct Image: Equatable {
  /// docs `swiftui/image/init(systemname:)`: `init(systemName: String)` (iOS 13, macOS 11)
  @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, *)
  public init(systemName: String) { fatalError() }
  public static func == (lhs: Image, rhs: Image) -> Bool { fatalError() }
}
extension Image: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// docs `swiftui/toggle`: `struct Toggle<Label> where Label : View` (iOS 13)
public struct Toggle<Label: View>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
extension Toggle where Label == Text {
  /// docs `swiftui/toggle/init(_:ison:)`: `init(_ titleKey: LocalizedStringKey, isOn:
  /// Binding<Bool>)` (iOS 13)
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { fatalError() }
}

/// docs `swiftui/list`: `struct List<SelectionValue, Content> where SelectionValue : Hashable,
/// Content : View` (iOS 13)
public struct List<SelectionValue: Hashable, Content: View>: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
extension List where SelectionValue == Never {
  /// docs `swiftui/list/init(_:rowcontent:)`: `init<Data, RowContent>(_ data: Data,
  /// @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content ==
  /// ForEach<Data, Data.Element.ID, RowContent>, Data : RandomAccessCollection, RowContent :
  /// View, Data.Element : Identifiable` (iOS 13). Older interfaces wrap each row in an `HStack`
  /// (`ForEach<Data, Data.Element.ID, HStack<RowContent>>`); which form the 17.0 SDK has was
  /// not read. A caller never names `Content`, so either form type-checks the same calls.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    fatalError()
  }
}

/// docs `swiftui/borderedprominentbuttonstyle`: `struct BorderedProminentButtonStyle` (iOS 15,
/// macOS 12)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// `init()`
  public init() { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// docs `swiftui/primitivebuttonstyle/borderedprominent`: `static var borderedProminent:
  /// BorderedProminentButtonStyle { get }` (iOS 15)
  public static var borderedProminent: BorderedProminentButtonStyle { fatalError() }
}

// MARK: View modifiers

extension View {
  /// `@inlinable public func frame(width: CoreFoundation.CGFloat? = nil, height:
  /// CoreFoundation.CGFloat? = nil, alignment: SwiftUI.Alignment = .center) -> some SwiftUI.View`
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  )
    -> some View
  { EmptyView() }

  /// `@inlinable public func frame(minWidth: CoreFoundation.CGFloat? = nil, idealWidth: ... ,
  /// maxWidth: ..., minHeight: ..., idealHeight: ..., maxHeight: ..., alignment:
  /// SwiftUI.Alignment = .center) -> some SwiftUI.View`
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { EmptyView() }

  /// `@inlinable public func offset(x: CoreFoundation.CGFloat = 0, y: CoreFoundation.CGFloat = 0)
  /// -> some SwiftUI.View`
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { EmptyView() }

  /// `@inlinable public func padding(_ edges: SwiftUI.Edge.Set = .all, _ length:
  /// CoreFoundation.CGFloat? = nil) -> some SwiftUI.View`
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    EmptyView()
  }

  /// `@inlinable public func disabled(_ disabled: Swift.Bool) -> some SwiftUI.View`
  public func disabled(_ disabled: Bool) -> some View { EmptyView() }

  /// `@inlinable public func environment<V>(_ keyPath: Swift.WritableKeyPath<
  /// SwiftUI.EnvironmentValues, V>, _ value: V) -> some SwiftUI.View`
  public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  )
    -> some View
  { EmptyView() }

  /// `public func contentShape<S>(_ shape: S, eoFill: Swift.Bool = false) -> some SwiftUI.View
  /// where S : SwiftUI.Shape`
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { EmptyView() }

  /// `public func buttonStyle<S>(_ style: S) -> some SwiftUI.View where S :
  /// SwiftUI.PrimitiveButtonStyle`
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { EmptyView() }

  /// `public func buttonStyle<S>(_ style: S) -> some SwiftUI.View where S : SwiftUI.ButtonStyle`
  /// (iOS 13; docs `swiftui/view/buttonstyle(_:)`)
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { EmptyView() }

  /// `@inlinable public func animation<V>(_ animation: SwiftUI.Animation?, value: V) -> some
  /// SwiftUI.View where V : Swift.Equatable` (iOS 13)
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    EmptyView()
  }

  /// `@inlinable public func transaction(_ transform: @escaping (inout SwiftUI.Transaction) ->
  /// Swift.Void) -> some SwiftUI.View` (iOS 13)
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    EmptyView()
  }

  /// `@inlinable public func overlay<V>(alignment: SwiftUI.Alignment = .center, @SwiftUI.ViewBuilder
  /// content: () -> V) -> some SwiftUI.View where V : SwiftUI.View` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  )
    -> some View
  { EmptyView() }

  /// `public func accessibilityElement(children: SwiftUI.AccessibilityChildBehavior = .ignore)
  /// -> some SwiftUI.View` (iOS 13)
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    EmptyView()
  }

  /// `public func accessibilityRepresentation<V>(@SwiftUI.ViewBuilder representation: () -> V)
  /// -> some SwiftUI.View where V : SwiftUI.View` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func accessibilityRepresentation<V: View>(
    @ViewBuilder representation: () -> V
  )
    -> some View
  { EmptyView() }

  /// `public func accessibilityLabel(_ label: SwiftUI.Text) -> SwiftUI.ModifiedContent<Self,
  /// SwiftUI.AccessibilityAttachmentModifier>` (iOS 14)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityLabel(
    _ label: Text
  ) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { fatalError() }

  /// `public func accessibilityValue(_ valueDescription: SwiftUI.Text) ->
  /// SwiftUI.ModifiedContent<Self, SwiftUI.AccessibilityAttachmentModifier>` (iOS 14)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityValue(
    _ valueDescription: Text
  ) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { fatalError() }

  /// `@inlinable public func background<Background>(_ background: Background, alignment:
  /// SwiftUI.Alignment = .center) -> some SwiftUI.View where Background : SwiftUI.View`
  public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  )
    -> some View
  { EmptyView() }

  /// `@inlinable public func preferredColorScheme(_ colorScheme: SwiftUI.ColorScheme?) -> some
  /// SwiftUI.View`
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { EmptyView() }

  /// `public func dynamicTypeSize(_ size: SwiftUI.DynamicTypeSize) -> some SwiftUI.View` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { EmptyView() }

  /// `public func onChange<V>(of value: V, initial: Swift.Bool = false, _ action: @escaping ()
  /// -> Swift.Void) -> some SwiftUI.View where V : Swift.Equatable` (iOS 17, macOS 14)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View { EmptyView() }

  /// `@inlinable public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V)
  /// -> Swift.Void) -> some SwiftUI.View where V : Swift.Equatable` (iOS 14; deprecated in
  /// iOS 17 / macOS 14: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(
    iOS, introduced: 14.0, deprecated: 17.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    macOS, introduced: 11.0, deprecated: 14.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  )
    -> some View
  { EmptyView() }

  /// `@inlinable public func foregroundColor(_ color: SwiftUI.Color?) -> some SwiftUI.View`
  public func foregroundColor(_ color: Color?) -> some View { EmptyView() }

  /// `@inlinable public func foregroundStyle<S>(_ style: S) -> some SwiftUI.View where S :
  /// SwiftUI.ShapeStyle` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { EmptyView() }
}

extension View {
  /// docs `swiftui/view/navigationtitle(_:)`: `func navigationTitle(_ titleKey:
  /// LocalizedStringKey) -> some View` (iOS 14, macOS 11)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { EmptyView() }

  /// docs `swiftui/view/sheet(ispresented:ondismiss:content:)`: `func sheet<Content>(isPresented:
  /// Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () ->
  /// Content) -> some View where Content : View` (iOS 13)
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View { EmptyView() }

  /// docs `swiftui/view/onappear(perform:)`: `func onAppear(perform action: (() -> Void)? =
  /// nil) -> some View` (iOS 13)
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { EmptyView() }

  /// docs `swiftui/view/background(alignment:content:)`: `func background<V>(alignment:
  /// Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View` (iOS 15,
  /// macOS 12)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { EmptyView() }

  /// docs `swiftui/view/accessibilitylabel(_:)`: `func accessibilityLabel(_ labelKey:
  /// LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier>` (iOS 14)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityLabel(
    _ labelKey: LocalizedStringKey
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
}

// MARK: - What the views' drag, layout, traits and announcements use (from Apple's documentation)

/// `@frozen public struct UnitPoint : Swift.Hashable` (iOS 13)
@frozen public struct UnitPoint: Hashable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) { fatalError() }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let topLeading = UnitPoint(x: 0, y: 0)
}

/// `@frozen public struct AnimatablePair<First, Second> : SwiftUI.VectorArithmetic where First
/// : SwiftUI.VectorArithmetic, Second : SwiftUI.VectorArithmetic` (iOS 13)
@frozen public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>:
  VectorArithmetic
{
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) { fatalError() }
  public static var zero: AnimatablePair<First, Second> { fatalError() }
  public static func + (lhs: Self, rhs: Self) -> Self { fatalError() }
  public static func - (lhs: Self, rhs: Self) -> Self { fatalError() }
  public static func += (lhs: inout Self, rhs: Self) { fatalError() }
  public static func -= (lhs: inout Self, rhs: Self) { fatalError() }
  public mutating func scale(by rhs: Double) { fatalError() }
  public var magnitudeSquared: Double { fatalError() }
  public static func == (a: Self, b: Self) -> Bool { fatalError() }
}

/// `@frozen public struct ProposedViewSize : Swift.Equatable` (iOS 16, macOS 13)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct ProposedViewSize: Equatable {
  public var width: CGFloat?
  public var height: CGFloat?
  public init(width: CGFloat?, height: CGFloat?) { fatalError() }
  public init(_ size: CGSize) { fatalError() }
}

/// `public struct LayoutSubview : Swift.Equatable` (iOS 16, macOS 13)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubview: Equatable {
  /// `public func place(at position: CoreFoundation.CGPoint, anchor: SwiftUI.UnitPoint =
  /// .topLeading, proposal: SwiftUI.ProposedViewSize)`
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    fatalError()
  }
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { fatalError() }
}

/// `public struct LayoutSubviews : Swift.Equatable, Swift.RandomAccessCollection` (iOS 16)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubviews: Equatable, RandomAccessCollection {
  public typealias SubSequence = LayoutSubviews
  public typealias Element = LayoutSubview
  public typealias Index = Int
  public typealias Indices = Range<Int>
  public var startIndex: Int { fatalError() }
  public var endIndex: Int { fatalError() }
  public subscript(index: Int) -> LayoutSubview { fatalError() }
  public subscript(bounds: Range<Int>) -> LayoutSubviews { fatalError() }
  public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { fatalError() }
}

/// `public protocol Layout : SwiftUI.Animatable` (iOS 16, macOS 13). Its isolation in the iOS 18
/// SDK was not read: the model declares it `@MainActor @preconcurrency` in that shape, so code
/// must be right either way.
#if SWIFTUI_VIEW_MAINACTOR
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @MainActor @preconcurrency public protocol Layout: Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
      -> CGSize
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
      cache: inout Self.Cache)
  }
#else
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public protocol Layout: Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
      -> CGSize
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
      cache: inout Self.Cache)
  }
#endif

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
  public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) { fatalError() }
  /// `public func callAsFunction<V>(@SwiftUI.ViewBuilder _ content: () -> V) -> some
  /// SwiftUI.View where V : SwiftUI.View`
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    EmptyView()
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout where Self.Cache == () {
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { fatalError() }
}


/// `public protocol Gesture` (iOS 13)
#if SWIFTUI_VIEW_MAINACTOR
  @MainActor @preconcurrency public protocol Gesture {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Self.Body { get }
  }
#else
  public protocol Gesture {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Self.Body { get }
  }
#endif

extension Never: Gesture {
  public typealias Value = Never
}

/// `public enum CoordinateSpace` (iOS 13)
public enum CoordinateSpace: Hashable {
  case global
  case local
}

/// `public struct DragGesture : SwiftUI.Gesture` (iOS 13)
public struct DragGesture: Gesture {
  /// `public struct Value : Swift.Equatable, Swift.Sendable`
  public struct Value: Equatable, Sendable {
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize { fatalError() }
  }
  public var minimumDistance: CGFloat
  public var coordinateSpace: CoordinateSpace
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    fatalError()
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// `@frozen public struct _ChangedGesture<Content> : SwiftUI.Gesture where Content :
/// SwiftUI.Gesture, Content.Value : Swift.Equatable`
@frozen public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
  public typealias Value = Content.Value
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// `@frozen public struct _EndedGesture<Content> : SwiftUI.Gesture where Content :
/// SwiftUI.Gesture`
@frozen public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Gesture where Self.Value: Equatable {
  /// `public func onChanged(_ action: @escaping (Self.Value) -> Swift.Void) ->
  /// SwiftUI._ChangedGesture<Self>`
  public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
    fatalError()
  }
}

extension Gesture {
  /// `public func onEnded(_ action: @escaping (Self.Value) -> Swift.Void) ->
  /// SwiftUI._EndedGesture<Self>`
  public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    fatalError()
  }
}

/// `@frozen public struct GestureMask : Swift.OptionSet` (iOS 13)
@frozen public struct GestureMask: OptionSet {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all = GestureMask(rawValue: 3)
}

/// `public struct AccessibilityTraits : Swift.SetAlgebra` (iOS 13)
public struct AccessibilityTraits: SetAlgebra {
  public static let isButton = AccessibilityTraits()
  public static let isSelected = AccessibilityTraits()
  public static let isStaticText = AccessibilityTraits()
  /// docs `swiftui/accessibilitytraits/isheader`: `static let isHeader: AccessibilityTraits`
  /// (iOS 13, macOS 10.15)
  public static let isHeader = AccessibilityTraits()
  public init() { fatalError() }
  public func contains(_ member: AccessibilityTraits) -> Bool { fatalError() }
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    fatalError()
  }
  public mutating func insert(_ newMember: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) { fatalError() }
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    fatalError()
  }
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    fatalError()
  }
  public mutating func formUnion(_ other: AccessibilityTraits) { fatalError() }
  public mutating func formIntersection(_ other: AccessibilityTraits) { fatalError() }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { fatalError() }
  public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { fatalError() }
}

extension View {
  /// `public func simultaneousGesture<T>(_ gesture: T, including mask: SwiftUI.GestureMask =
  /// .all) -> some SwiftUI.View where T : SwiftUI.Gesture` (iOS 13)
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  { EmptyView() }

  /// `public func accessibilityAddTraits(_ traits: SwiftUI.AccessibilityTraits) ->
  /// SwiftUI.ModifiedContent<Self, SwiftUI.AccessibilityAttachmentModifier>` (iOS 14)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityAddTraits(
    _ traits: AccessibilityTraits
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

  /// `@inlinable public func allowsHitTesting(_ enabled: Swift.Bool) -> some SwiftUI.View`
  public func allowsHitTesting(_ enabled: Bool) -> some View { EmptyView() }
}

// Keyboard roving focus (issue 16): focus state, key equivalents and key presses. Written from
// Apple's documentation pages (github.com/Averyy/apple-dev-docs, documentation/SwiftUI/...,
// commits 2b67f464, 66d08e24, 85608b77, bef8048e, 18463ea5; each read): focusstate/init,
// focusstate/wrappedvalue, focusstate/projectedvalue, view/focused-equals, keyequivalent/home
// (its See Also lists the other keys), view/onkeypress-keysphasesaction, keypress/key,
// keypress/result, keypress/phases. The 1.5 MB interface's pages declaring them were not read.

/// `@frozen @propertyWrapper public struct FocusState<Value> : SwiftUI.DynamicProperty where
/// Value : Swift.Hashable` (iOS 15, macOS 12)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen @propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
  /// `@frozen @propertyWrapper public struct Binding` (modeled without `@propertyWrapper`, which
  /// would need an initializer the documentation does not list; the package never uses it as
  /// a wrapper)
  @frozen public struct Binding {
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set { fatalError() }
    }
    public var projectedValue: FocusState<Value>.Binding { fatalError() }
  }
  /// `var wrappedValue: Value { get nonmutating set }`
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  /// `var projectedValue: FocusState<Value>.Binding { get }`
  public var projectedValue: FocusState<Value>.Binding { fatalError() }
  /// `init() where Value == Bool`
  public init() where Value == Bool { fatalError() }
  /// `init<T>() where Value == T?, T : Hashable`
  public init<T: Hashable>() where Value == T? { fatalError() }
}

/// `public struct KeyEquivalent : Swift.Sendable` (iOS 14, macOS 11), hashable (it keys the
/// `Set` of `onKeyPress(keys:phases:action:)`).
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
public struct KeyEquivalent: Hashable, Sendable {
  /// `static let upArrow: KeyEquivalent` (U+F700)
  public static let upArrow = KeyEquivalent()
  /// `static let downArrow: KeyEquivalent` (U+F701)
  public static let downArrow = KeyEquivalent()
  /// `static let leftArrow: KeyEquivalent` (U+F702)
  public static let leftArrow = KeyEquivalent()
  /// `static let rightArrow: KeyEquivalent` (U+F703)
  public static let rightArrow = KeyEquivalent()
  /// `static let home: KeyEquivalent` (U+F729)
  public static let home = KeyEquivalent()
  /// `static let end: KeyEquivalent` (U+F72B)
  public static let end = KeyEquivalent()
  /// `static let `return`: KeyEquivalent` (U+000D)
  public static let `return` = KeyEquivalent()
  /// `static let space: KeyEquivalent` (U+0020)
  public static let space = KeyEquivalent()
  private init() {}
}

/// `@frozen public struct EventModifiers : Swift.OptionSet` (iOS 13, macOS 10.15)
@frozen public struct EventModifiers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// `public static let shift: SwiftUI.EventModifiers`
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// `public static let control: SwiftUI.EventModifiers`
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// `public static let option: SwiftUI.EventModifiers`
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// `public static let command: SwiftUI.EventModifiers`
  public static let command = EventModifiers(rawValue: 1 << 4)
}

/// `struct KeyPress` (iOS 17, macOS 14)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
public struct KeyPress: Sendable {
  /// `enum Result` (Equatable, Hashable, Sendable)
  public enum Result: Hashable, Sendable {
    case handled
    case ignored
  }
  /// `struct Phases` (OptionSet, Sendable)
  public struct Phases: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let down = Phases(rawValue: 1 << 0)
    public static let `repeat` = Phases(rawValue: 1 << 1)
    public static let up = Phases(rawValue: 1 << 2)
    public static let all = Phases(rawValue: 7)
  }
  /// `let key: KeyEquivalent`
  public let key: KeyEquivalent
  /// `let modifiers: EventModifiers`
  public let modifiers: EventModifiers
  /// `let phase: KeyPress.Phases`
  public let phase: KeyPress.Phases
}

extension View {
  /// `nonisolated func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value)
  /// -> some View where Value : Hashable` (iOS 15, macOS 12)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View { EmptyView() }

  /// `nonisolated func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down,
  /// .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View` (iOS 17, macOS 14)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
  public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { EmptyView() }
}

// MARK: TimelineView (loading motion)
//
// Transcribed from Apple's documented form (docs `swiftui/timelineview`,
// `swiftui/timelineview/init(_:content:)-1mlmj`, `swiftui/timelineviewdefaultcontext`,
// `swiftui/timelineschedule`, `swiftui/timelineschedule/animation`,
// `swiftui/animationtimelineschedule`, read through github.com/Averyy/apple-dev-docs at commits
// 2b67f464, 4b51090c, b080135b). Only what EBStepper's loading ring uses: the schedule is
// opaque here (its `entries(from:mode:)` is not called by app code).

/// `public protocol TimelineSchedule` (iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol TimelineSchedule {}

/// `public struct AnimationTimelineSchedule : SwiftUI.TimelineSchedule, Swift.Sendable` (iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  /// `public init(minimumInterval: Swift.Double? = nil, paused: Swift.Bool = false)`
  public init(minimumInterval: Double? = nil, paused: Bool = false) { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// `public static var animation: SwiftUI.AnimationTimelineSchedule { get }`
  public static var animation: AnimationTimelineSchedule { fatalError() }
}

/// `public struct TimelineView<Schedule, Content> where Schedule : SwiftUI.TimelineSchedule`
/// (iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineView<Schedule: TimelineSchedule, Content> {
  /// `public struct Context` — its `date` and `cadence` are not modeled (not read here).
  public struct Context {}
}

/// `public typealias TimelineViewDefaultContext = SwiftUI.TimelineView<SwiftUI.EveryMinuteTimelineSchedule, Swift.Never>.Context`
/// — modeled on the animation schedule, the one schedule modeled; only its being one type for
/// every timeline view matters to a caller.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public typealias TimelineViewDefaultContext = TimelineView<AnimationTimelineSchedule, Never>
  .Context

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView: View where Content: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
  /// `nonisolated public init(_ schedule: Schedule, @SwiftUI.ViewBuilder content: @escaping
  /// (SwiftUI.TimelineViewDefaultContext) -> Content)`
  nonisolated public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) { fatalError() }
}
