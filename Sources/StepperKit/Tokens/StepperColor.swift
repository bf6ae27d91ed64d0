/// An opaque sRGB color with 8-bit channels.
public struct StepperColor: Sendable, Hashable {
  /// The red channel, 0–255.
  @usableFromInline package let red: UInt8
  /// The green channel, 0–255.
  @usableFromInline package let green: UInt8
  /// The blue channel, 0–255.
  @usableFromInline package let blue: UInt8

  /// Creates a color from its channels.
  package init(red: UInt8, green: UInt8, blue: UInt8) {
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
  package init?(hex: some StringProtocol) {
    guard hex.count == 7, hex.first == "#",
      hex.dropFirst().allSatisfy(\.isHexDigit),
      let value = UInt32(hex.dropFirst(), radix: 16)
    else { return nil }
    self.init(value)
  }

  /// The color as upper-case `#RRGGBB`.
  package var hex: String {
    // Seven ASCII bytes: a small string, written in place without a heap allocation.
    String(unsafeUninitializedCapacity: 7) { writeHex(into: $0) }
  }

  /// Appends ``hex`` to `output`, without making a string: what a renderer writing its output
  /// as bytes calls for every color.
  ///
  /// ```swift
  /// var utf8: [UInt8] = []
  /// StepperColor(0x155DFC).appendHex(to: &utf8)
  /// print(String(decoding: utf8, as: UTF8.self))
  /// // Prints "#155DFC"
  /// ```
  @inlinable
  package func appendHex<Output: UTF8Output & ~Copyable>(to output: inout Output) {
    output.append(atMost: 7) { writeHex(into: $0) }
  }

  /// Writes ``hex`` at the start of `buffer`, which holds at least 7 bytes; returns 7.
  @inlinable
  package func writeHex(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    func digit(_ value: UInt8) -> UInt8 {
      value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
    buffer[0] = UInt8(ascii: "#")
    buffer[1] = digit(red >> 4)
    buffer[2] = digit(red & 0xF)
    buffer[3] = digit(green >> 4)
    buffer[4] = digit(green & 0xF)
    buffer[5] = digit(blue >> 4)
    buffer[6] = digit(blue & 0xF)
    return 7
  }

  /// The channels as fractions, 0–1.
  package var components: (red: Double, green: Double, blue: Double) {
    (Double(red) / 255, Double(green) / 255, Double(blue) / 255)
  }
}

extension StepperColor: CustomStringConvertible {
  /// The color as upper-case `#RRGGBB`.
  ///
  /// ```swift
  /// print(StepperColor(0x155dfc))
  /// // Prints "#155DFC"
  /// ```
  public var description: String { hex }
}
