import StepperKit
import Testing

@Suite struct DecimalDigitCountTests {
  /// The count is the length of the number written in decimal, its sign aside, at every power
  /// of ten and either side of it, and at the ends of the range.
  @Test func countsTheDigitsOfTheNumberWritten() {
    var values: [Int] = [0, 1, 9, Int.max, Int.min, Int.min + 1]
    var power = 1
    while power <= Int.max / 10 {
      power *= 10
      values += [power - 1, power, power + 1, -power, -(power - 1)]
    }
    for value in values {
      #expect(value.decimalDigitCount == String(value.magnitude).count, "\(value)")
    }
    #expect(UInt.max.decimalDigitCount == String(UInt.max).count)
  }
}
