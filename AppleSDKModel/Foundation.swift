// Model of Apple's `Foundation` module: the slice StepperKit's public interface and StepperUI
// use.
//
// Sources, github.com/xybp888/iOS-SDKs at commit 17a406eaab76a1e1f2fa3e8e50c6acb47e26ca55:
// - iPhoneOS17.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/Foundation.h
//   (imports CoreFoundation and, through NSGeometry.h, CoreGraphics' geometry: re-exported here),
//   NSString.h, NSAttributedString.h (`NSAttributedStringKey` is `NS_TYPED_EXTENSIBLE_ENUM`:
//   a `Sendable` struct `NSAttributedString.Key`), NSDictionary.h, NSCoder.h, NSBundle.h,
//   NSRunLoop.h (`NSRunLoop.mainRunLoop` as `RunLoop.main`, `NSRunLoopCommonModes` as
//   `RunLoop.Mode.common`), NSDate.h (`typedef double NSTimeInterval;`);
// - Foundation.swiftmodule/arm64-apple-ios.swiftinterface (the overlay): `Data` and `Locale`
//   are `Sendable`, `Hashable` structs; `String`, `Dictionary` bridge to `NSString`,
//   `NSDictionary` (`_ObjectiveCBridgeable`).
// Toll-free bridged pairs are one class under two names (see CoreFoundation.swift).

@_exported import CoreFoundation
@_exported import CoreGraphics
@_exported import ObjectiveC

/// `typedef double NSTimeInterval;`
public typealias TimeInterval = Double

/// `@interface NSString : NSObject` (toll-free bridged with CFString).
public typealias NSString = CFString
/// `@interface NSAttributedString : NSObject` (toll-free bridged with CFAttributedString).
public typealias NSAttributedString = CFAttributedString
/// `@interface NSDictionary : NSObject` (toll-free bridged with CFDictionary).
public typealias NSDictionary = CFDictionary

extension CFAttributedString {
  /// `typedef NSString * NSAttributedStringKey NS_TYPED_EXTENSIBLE_ENUM;`
  public struct Key: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(_ rawValue: String) { fatalError() }
    public init(rawValue: String) { fatalError() }
  }

  /// `- (instancetype)initWithString:(NSString *)str
  ///   attributes:(nullable NSDictionary<NSAttributedStringKey, id> *)attrs;`
  public convenience init(string str: String, attributes attrs: [Key: Any]? = nil) {
    fatalError()
  }

  /// `- (instancetype)initWithString:(NSString *)str;`
  public convenience init(string str: String) { fatalError() }

  /// `@property (readonly, copy) NSString *string;`
  public var string: String { fatalError() }
}

/// `@interface NSCoder : NSObject`
open class NSCoder: NSObject {}

/// `@interface NSBundle : NSObject`
open class Bundle: NSObject {
  /// `@property (class, readonly, strong) NSBundle *mainBundle;`
  open class var main: Bundle { fatalError() }
}

/// `@interface NSRunLoop : NSObject`
open class RunLoop: NSObject {
  /// `typedef NSString * NSRunLoopMode NS_TYPED_EXTENSIBLE_ENUM;`
  public struct Mode: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(_ rawValue: String) { fatalError() }
    public init(rawValue: String) { fatalError() }
    /// `FOUNDATION_EXPORT NSRunLoopMode const NSRunLoopCommonModes;`
    public static let common: RunLoop.Mode = RunLoop.Mode("kCFRunLoopCommonModes")
    /// `FOUNDATION_EXPORT NSRunLoopMode const NSDefaultRunLoopMode;`
    public static let `default`: RunLoop.Mode = RunLoop.Mode("kCFRunLoopDefaultMode")
  }
  /// `@property (class, readonly, strong) NSRunLoop *currentRunLoop;`
  open class var current: RunLoop { fatalError() }
  /// `@property (class, readonly, strong) NSRunLoop *mainRunLoop;`
  open class var main: RunLoop { fatalError() }
}

/// Foundation overlay: `@frozen public struct Data` (only the name and the basics our
/// interface mentions).
public struct Data: Hashable, Sendable {
  public init() { fatalError() }
  public init<S: Sequence>(_ elements: S) where S.Element == UInt8 { fatalError() }
  public var count: Int { fatalError() }
}

/// Foundation overlay: `public struct Locale : Hashable, Equatable, Sendable`.
public struct Locale: Hashable, Sendable {
  public init(identifier: String) { fatalError() }
  public var identifier: String { fatalError() }
  public static var current: Locale { fatalError() }
}

extension String: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSString { fatalError() }
  public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) {
    fatalError()
  }
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSString, result: inout String?
  ) -> Bool { fatalError() }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String {
    fatalError()
  }
}

extension Dictionary: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSDictionary { fatalError() }
  public static func _forceBridgeFromObjectiveC(
    _ source: NSDictionary, result: inout [Key: Value]?
  ) { fatalError() }
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSDictionary, result: inout [Key: Value]?
  ) -> Bool { fatalError() }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDictionary?) -> [Key: Value] {
    fatalError()
  }
}
