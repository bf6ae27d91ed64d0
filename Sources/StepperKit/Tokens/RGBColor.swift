/// An opaque sRGB color with 8-bit channels.
public struct RGBColor: Sendable, Hashable {
  /// The red channel, 0–255.
  public let red: UInt8
  /// The green channel, 0–255.
  public let green: UInt8
  /// The blue channel, 0–255.
  public let blue: UInt8

  /// Creates a color from its channels.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Creates a color from a 24-bit value, `0xRRGGBB`.
  public init(_ rgb: UInt32) {
    self.init(
      red: UInt8(truncatingIfNeeded: rgb >> 16),
      green: UInt8(truncatingIfNeeded: rgb >> 8),
      blue: UInt8(truncatingIfNeeded: rgb))
  }

  /// Parses `#RRGGBB` (either case); returns `nil` for anything else.
  public init?(hex: some StringProtocol) {
    guard hex.count == 7, hex.first == "#",
      hex.dropFirst().allSatisfy(\.isHexDigit),
      let value = UInt32(hex.dropFirst(), radix: 16)
    else { return nil }
    self.init(value)
  }

  /// The color as upper-case `#RRGGBB`.
  public var hex: String {
    let digits = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = [UInt8(ascii: "#")]
    for channel in [red, green, blue] {
      bytes.append(digits[Int(channel >> 4)])
      bytes.append(digits[Int(channel & 0xF)])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The channels as fractions, 0–1.
  public var components: (red: Double, green: Double, blue: Double) {
    (Double(red) / 255, Double(green) / 255, Double(blue) / 255)
  }
}

extension RGBColor: CustomStringConvertible {
  /// The color as upper-case `#RRGGBB`.
  public var description: String { hex }
}
