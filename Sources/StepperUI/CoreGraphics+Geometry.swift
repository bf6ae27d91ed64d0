#if canImport(CoreGraphics) && (os(iOS) || os(macOS))
  import CoreGraphics
  import StepperKit

  extension CGPoint {
    /// The core's point, unchanged.
    init(_ point: StepperPoint) {
      self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }
  }

  extension CGRect {
    /// The core's rectangle, unchanged.
    init(_ rect: StepperRect) {
      self.init(
        x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width),
        height: CGFloat(rect.height))
    }
  }

  extension CGSize {
    /// The core's size, unchanged.
    init(_ size: StepperSize) {
      self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
  }
#endif
