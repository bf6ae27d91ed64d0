#if canImport(CoreGraphics)
  import CoreGraphics
  import StepperKit

  extension CGPoint {
    /// The core's point, unchanged.
    init(_ point: StepperKit.Point) {
      self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }
  }

  extension CGRect {
    /// The core's rectangle, unchanged.
    init(_ rect: StepperKit.Rect) {
      self.init(
        x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width),
        height: CGFloat(rect.height))
    }
  }

  extension CGSize {
    /// The core's size, unchanged.
    init(_ size: StepperKit.Size) {
      self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
  }
#endif
