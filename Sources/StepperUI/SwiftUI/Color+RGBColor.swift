#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  extension Color {
    /// The sRGB color the core resolved, at `opacity`.
    init(_ color: StepperColor, opacity: Double = 1) {
      let channels = color.components
      self.init(
        .sRGB, red: channels.red, green: channels.green, blue: channels.blue, opacity: opacity)
    }

    /// The color of a drawing command's paint.
    init(_ paint: StepperDrawCommand.Paint) {
      self.init(paint.color, opacity: paint.opacity)
    }
  }
#endif
