#if canImport(SwiftUI)
  import StepperKit
  import SwiftUI

  extension Color {
    /// The sRGB color the core resolved, at `opacity`.
    ///
    /// `Color(_:red:green:blue:opacity:)`: iOS 13, macOS 10.15.
    init(_ color: StepperKit.RGBColor, opacity: Double = 1) {
      let channels = color.components
      self.init(
        .sRGB, red: channels.red, green: channels.green, blue: channels.blue, opacity: opacity)
    }

    /// The color of a drawing command's paint.
    init(_ paint: DrawCommand.Paint) {
      self.init(paint.color, opacity: paint.opacity)
    }
  }
#endif
