import StepperKit

/// The xterm 256-color palette's fixed part: the 6 × 6 × 6 color cube (16–231) and the gray ramp
/// (232–255). The first 16 entries are left out: every terminal theme redefines them.
///
/// ```swift
/// print(XTerm256Palette.index(nearest: StepperColor(0xFFFFFF)))
/// // Prints "231"
/// ```
package enum XTerm256Palette {
  /// The channel levels of the color cube.
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The palette entry closest to `color` (squared distance in RGB), from 16 to 255.
  package static func index(nearest color: StepperColor) -> Int {
    let cubeIndex =
      16 + 36 * nearestLevel(Int(color.red)) + 6 * nearestLevel(Int(color.green))
      + nearestLevel(Int(color.blue))
    let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
    let grayStep = min(23, max(0, (average - 3) / 10))
    let grayIndex = 232 + grayStep
    return distance(color, self.color(at: grayIndex))
      < distance(color, self.color(at: cubeIndex)) ? grayIndex : cubeIndex
  }

  /// The color of a palette entry from 16 to 255.
  package static func color(at index: Int) -> StepperColor {
    if index >= 232 {
      let level = UInt8(clamping: 8 + 10 * (index - 232))
      return StepperColor(red: level, green: level, blue: level)
    }
    let cube = max(0, index - 16)
    return StepperColor(
      red: UInt8(cubeLevels[(cube / 36) % 6]), green: UInt8(cubeLevels[(cube / 6) % 6]),
      blue: UInt8(cubeLevels[cube % 6]))
  }

  private static func nearestLevel(_ channel: Int) -> Int {
    var best = 0
    for (index, level) in cubeLevels.enumerated()
    where abs(level - channel) < abs(cubeLevels[best] - channel) {
      best = index
    }
    return best
  }

  /// The squared distance between two colors in RGB.
  private static func distance(_ a: StepperColor, _ b: StepperColor) -> Int {
    let red = Int(a.red) - Int(b.red)
    let green = Int(a.green) - Int(b.green)
    let blue = Int(a.blue) - Int(b.blue)
    return red * red + green * green + blue * blue
  }
}
