import Foundation
import StepperArbitrary
import StepperKit
import Testing

@Suite struct NumberTextTests {
  @Test(arguments: [
    (84.0, "84"), (128.0 / 3, "42.667"), (23.2, "23.2"), (0.0, "0"), (-0.0, "0"),
    (-0.0001, "0"), (1.0005, "1.001"), (-3, "-3"), (1e20, "1e+20"),
  ])
  func roundsToThreeDecimalsAndWritesBriefly(value: Double, text: String) {
    #expect(NumberText.points(value) == text)
  }

  /// Values of every size and sign, whole and not: negative zero, values that round to zero,
  /// halves of thousandths, the last below 10^12 and the first past it, up to 10^20 and the
  /// values that are not finite.
  static let values: [Double] = {
    var values: [Double] = [
      0, -0.0, 0.0004, -0.0004, 0.0005, -0.0005, 0.001, 0.01, 0.1, 1, -1, 10.5, 42.667,
      128.0 / 3, -128.0 / 3, 999.9995, 999_999_999_999.999, 999_999_999_999.9996, 1e12, -1e12,
      1e12 + 0.5, 1e15 - 1, 1e15, -1e15, 1e20, -1e20, 1.5e300, .greatestFiniteMagnitude,
      .leastNonzeroMagnitude, .infinity, -.infinity, .nan,
    ]
    var generator = SplitMix64(seed: 3)
    for exponent in -4...13 {
      for _ in 0..<200 {
        let magnitude = Double.random(in: 1..<10, using: &generator) * pow(10, Double(exponent))
        values.append(Bool.random(using: &generator) ? magnitude : -magnitude)
      }
    }
    return values
  }()

  /// Written in place, a value is what ``NumberText/points(_:)`` returns; one past 10^12 or not
  /// finite is left to ``NumberText/large(_:)``, with nothing written.
  @Test func writingInPlaceWritesWhatPointsReturns() {
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: NumberText.maximumDigits)
    defer { buffer.deallocate() }
    for value in Self.values {
      buffer.initialize(repeating: 0)
      guard let count = NumberText.write(points: value, into: buffer) else {
        #expect(!(abs(value) < 1e12), "\(value)")
        #expect(buffer.allSatisfy { $0 == 0 }, "\(value)")
        #expect(NumberText.large(value) == NumberText.points(value), "\(value)")
        continue
      }
      let written = String(decoding: buffer[..<count], as: UTF8.self)
      #expect(written == NumberText.points(value), "\(value)")
    }
  }

  /// Below 10^12 the text is the value rounded to three decimals as `printf` writes it, less
  /// trailing zeros, a trailing point and the sign of zero.
  @Test func belowATrillionReadsAsPrintfRoundsIt() {
    for value in Self.values where abs(value) < 1e12 {
      var text = String(format: "%.3f", (value * 1000).rounded() / 1000)
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
      if text == "-0" { text = "0" }
      #expect(NumberText.points(value) == text, "\(value)")
    }
  }

  /// Every number of thousandths up to ±100,000.000 around the digits' changes in count (one,
  /// two, odd and even counts of whole digits; one, two and three decimals), and the largest,
  /// written as the whole part's decimal digits, then the thousandths without trailing zeros.
  @Test func everyThousandthIsItsDigits() {
    var thousandths = Array(-20_000...20_000)
    for power in 3...15 {
      let edge = Int(pow(10, Double(power)))
      thousandths += Array(edge - 1_001...edge + 1_001) + Array(-edge - 1_001 ... -edge + 1_001)
    }
    thousandths.append(999_999_999_999_999)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: NumberText.maximumDigits)
    defer { buffer.deallocate() }
    for value in thousandths {
      let count = NumberText.write(value, into: buffer)
      let written = String(decoding: buffer[..<count], as: UTF8.self)
      var decimals = String(String(value.magnitude % 1_000 + 1_000).dropFirst())
      while decimals.hasSuffix("0") { decimals.removeLast() }
      let sign = value < 0 ? "-" : ""
      let point = decimals.isEmpty ? "" : "." + decimals
      let expected = sign + String(value.magnitude / 1_000) + point
      #expect(written == expected, "\(value)")
    }
  }

  @Test func pastATrillionWholeNumbersAreDigitsAndOthersSwiftsShortestForm() {
    #expect(NumberText.points(1e12) == "1000000000000")
    #expect(NumberText.points(-123_456_789_012_345) == "-123456789012345")
    #expect(NumberText.points(1e12 + 0.5) == "1000000000000.5")
    #expect(NumberText.points(1e15) == "1000000000000000.0")
    #expect(NumberText.points(-1e300) == "-1e+300")
    #expect(NumberText.points(.infinity) == "inf")
    #expect(NumberText.points(.nan) == "nan")
  }
}
