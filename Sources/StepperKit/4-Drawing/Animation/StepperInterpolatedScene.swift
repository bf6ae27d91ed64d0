/// A scene at one moment of an animation: its elements, each with an opacity.
///
/// A still scene is an interpolated scene whose every layer is fully opaque; a moment of a
/// ``StepperSceneInterpolation`` adds layers that fade in or out. Renderers that animate (the
/// SwiftUI and UIKit adapters) draw this type, through ``StepperSceneDrawing``, so a still frame
/// and an animated one take the same path.
///
/// ```swift
/// let scene = try StepperScene(StepperConfiguration(style: .dash, total: 3, current: 1))
/// print(StepperInterpolatedScene(scene).layers.map(\.opacity))
/// // Prints "[1.0, 1.0, 1.0]"
/// ```
package struct StepperInterpolatedScene: Sendable, Hashable {
  /// One element and how opaque it is drawn.
  package struct Layer: Sendable, Hashable {
    /// The element, with its frame and colors at this moment.
    package let element: StepperSceneElement
    /// How opaque the element is drawn, from 0 (invisible) to 1.
    package let opacity: Double

    /// Creates a layer.
    package init(element: StepperSceneElement, opacity: Double) {
      self.element = element
      self.opacity = opacity
    }
  }

  /// The part of the drawing on screen at this moment, in the scene's content coordinates: the
  /// whole drawing, or the viewport of a row that scrolls.
  package let visibleRect: StepperRect
  /// The part of ``visibleRect`` the steps are drawn in at this moment, in the scene's content
  /// coordinates: ``StepperScene/stepsRect``, moving with the visible part.
  package let stepsRect: StepperRect
  /// The surface color the stepper is designed to sit on.
  package let background: StepperColor
  /// The layers, in the order they are painted.
  package let layers: [Layer]
  /// Whether failed steps carry a shape cue (``StepperScene/drawsShapeCues``).
  package var drawsShapeCues = false

  /// The size of what is shown.
  package var size: StepperSize {
    StepperSize(width: visibleRect.width, height: visibleRect.height)
  }

  /// Creates a moment from its parts, with the steps drawn in the whole visible part.
  package init(visibleRect: StepperRect, background: StepperColor, layers: [Layer]) {
    self.init(
      visibleRect: visibleRect, stepsRect: visibleRect, background: background, layers: layers)
  }

  /// Creates a moment from its parts, with the steps cut to `stepsRect`.
  ///
  /// ```swift
  /// let visible = StepperRect(x: 0, y: 20, width: 120, height: 444)
  /// let steps = StepperRect(x: 0, y: 64, width: 120, height: 400)
  /// let moment = StepperInterpolatedScene(
  ///   visibleRect: visible, stepsRect: steps, background: StepperColor(0xFFFFFF), layers: [])
  /// print(moment.stepsRect == moment.visibleRect)
  /// // Prints "false"
  /// ```
  ///
  /// - Parameters:
  ///   - visibleRect: The part of the drawing on screen.
  ///   - stepsRect: The part of `visibleRect` the steps are drawn in (``StepperScene/stepsRect``).
  ///   - background: The surface color.
  ///   - layers: The layers, in painting order.
  package init(
    visibleRect: StepperRect, stepsRect: StepperRect, background: StepperColor, layers: [Layer]
  ) {
    self.visibleRect = visibleRect
    self.stepsRect = stepsRect
    self.background = background
    self.layers = layers
  }

  /// A still scene: every element fully opaque.
  package init(_ scene: StepperScene) {
    self.init(
      visibleRect: scene.visibleRect, stepsRect: scene.stepsRect, background: scene.background,
      layers: scene.elements.map { Layer(element: $0, opacity: 1) })
    drawsShapeCues = scene.drawsShapeCues
  }
}
