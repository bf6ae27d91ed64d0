import Foundation
import StepperKit

/// An SVG rasterized by librsvg (`rsvg-convert`) on a white background, for reading pixels.
public struct RasterImage: Sendable {
  /// The width in device pixels.
  public let width: Int
  /// The height in device pixels.
  public let height: Int
  /// Device pixels per point.
  public let zoom: Double
  private let pixels: [UInt8]

  /// Rasterizes `svg` at `zoom` device pixels per point.
  public init(svg: String, zoom: Double = 4) throws {
    let result = try ExternalTool.run(
      "rsvg-convert --zoom \(zoom) --background-color white --format png | pngtopnm",
      input: Data(svg.utf8))
    guard result.status == 0 else { throw RasterError.toolFailed(result.errors) }
    try self.init(ppm: [UInt8](result.output), zoom: zoom)
  }

  /// Reads a binary PPM (P6, maximum value 255).
  public init(ppm bytes: [UInt8], zoom: Double) throws {
    var index = 0
    func token() -> String {
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "#") {
          while index < bytes.count, bytes[index] != 10 { index += 1 }
        } else if bytes[index] == 32 || (9...13).contains(bytes[index]) {
          index += 1
        } else {
          break
        }
      }
      let start = index
      while index < bytes.count, !(bytes[index] == 32 || (9...13).contains(bytes[index])) {
        index += 1
      }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }
    guard token() == "P6", let width = Int(token()), let height = Int(token()),
      token() == "255"
    else { throw RasterError.notPPM }
    index += 1
    guard bytes.count - index >= width * height * 3 else { throw RasterError.notPPM }
    self.width = width
    self.height = height
    self.zoom = zoom
    self.pixels = Array(bytes[index..<(index + width * height * 3)])
  }

  /// The color of the device pixel under `point` (in points).
  package func color(at point: StepperPoint) -> StepperColor? {
    let x = Int((point.x * zoom).rounded(.down))
    let y = Int((point.y * zoom).rounded(.down))
    guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
    let offset = (y * width + x) * 3
    return StepperColor(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2])
  }

  /// Whether any pixel inside `rect` is within `tolerance` of `color` on every channel.
  package func contains(_ color: StepperColor, in rect: StepperRect, tolerance: Int = 2) -> Bool {
    var y = rect.y
    while y < rect.maxY {
      var x = rect.x
      while x < rect.maxX {
        if let pixel = self.color(at: StepperPoint(x: x, y: y)), pixel.isClose(to: color, tolerance)
        {
          return true
        }
        x += 1 / zoom
      }
      y += 1 / zoom
    }
    return false
  }

  /// Why an image could not be read.
  public enum RasterError: Error {
    /// The rasterizer failed, saying this.
    case toolFailed(String)
    /// The bytes are not a binary PPM.
    case notPPM
  }
}

extension StepperColor {
  /// Whether every channel is within `tolerance` of `other`'s.
  public func isClose(to other: StepperColor, _ tolerance: Int = 2) -> Bool {
    abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
      && abs(Int(blue) - Int(other.blue)) <= tolerance
  }
}
