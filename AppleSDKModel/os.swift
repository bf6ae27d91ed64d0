// Model of Apple's `os` module: `Logger` (iOS 14, macOS 11) and its message type, as the
// documentation declares them (written from Apple's documentation pages, not read from an SDK interface).

/// `public struct OSLogPrivacy`
public struct OSLogPrivacy: Sendable {
  public static let `public` = OSLogPrivacy()
  public static let `private` = OSLogPrivacy()
  public static let auto = OSLogPrivacy()
  init() { fatalError() }
}

/// `public struct OSLogInterpolation : Swift.StringInterpolationProtocol`
public struct OSLogInterpolation: StringInterpolationProtocol {
  public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
  public mutating func appendLiteral(_ literal: String) { fatalError() }
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String, privacy: OSLogPrivacy = .auto
  ) { fatalError() }
}

/// `public struct OSLogMessage : Swift.ExpressibleByStringInterpolation`
public struct OSLogMessage: ExpressibleByStringInterpolation {
  public init(stringInterpolation: OSLogInterpolation) { fatalError() }
  public init(stringLiteral value: String) { fatalError() }
}

/// `@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *) public struct Logger :
/// @unchecked Swift.Sendable`
@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
public struct Logger: @unchecked Sendable {
  public init(subsystem: String, category: String) { fatalError() }
  public func error(_ message: OSLogMessage) { fatalError() }
}
