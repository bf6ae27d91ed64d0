/// Where every step and connector sits: the pipeline's layout stage.
///
/// Steps are uniform, so a layout is a handful of figures and any step's frame is computed on
/// demand in constant time; nothing is stored per step.
///
/// ```swift
/// let configuration = try StepperConfiguration(style: .circular, total: 4, current: 2)
/// let layout = StepperLayout(configuration)
/// print(layout.connectorFrame(after: 1)?.width ?? 0)
/// // Prints "42.666666666666664"
/// ```
public struct StepperLayout: Sendable, Hashable {
  /// The style laid out.
  public let style: StepperStyle
  /// The axis steps follow.
  public let axis: StepperAxis
  /// The reading direction; right-to-left mirrors positions along a horizontal row.
  public let direction: LayoutDirection
  /// The number of steps.
  public let total: Int
  /// The length of the row along its main axis.
  public let mainLength: Double
  /// The thickness of the row across its main axis.
  public let crossLength: Double
  /// The length of one step (dash, bullet or marker) along the main axis.
  public let itemLength: Double
  /// The distance from the start of one step to the start of the next.
  public let pitch: Double
  /// The space before the first step (a bullet row longer than its steps is centered).
  public let leadingInset: Double
  /// The length of each connector, for the circular style; `nil` for styles without them.
  public let connectorLength: Double?

  /// Lays out a configuration.
  public init(_ configuration: StepperConfiguration) {
    let count = Double(configuration.total)
    let length = configuration.length
    style = configuration.style
    axis = configuration.axis
    direction = configuration.direction
    total = configuration.total
    mainLength = length
    switch configuration.style {
    case .dash:
      let gap = StyleMetrics.dashGap
      itemLength = (length - (count - 1) * gap) / count
      crossLength = StyleMetrics.dashThickness
      pitch = itemLength + gap
      leadingInset = 0
      connectorLength = nil
    case .bullet:
      let natural = StyleMetrics.minimumLength(of: .bullet, total: configuration.total)
      itemLength = StyleMetrics.bulletSize
      crossLength = StyleMetrics.bulletSize
      pitch = StyleMetrics.bulletSize + StyleMetrics.bulletGap
      leadingInset = (length - natural) / 2
      connectorLength = nil
    case .circular:
      let marker = StyleMetrics.markerSize
      let gaps = 2 * StyleMetrics.connectorGap
      let connector = (length - count * marker - (count - 1) * gaps) / (count - 1)
      itemLength = marker
      crossLength = marker
      pitch = marker + gaps + connector
      leadingInset = 0
      connectorLength = connector
    }
  }

  /// The size of the whole row, in points.
  public var size: Size {
    switch axis {
    case .horizontal: Size(width: mainLength, height: crossLength)
    case .vertical: Size(width: crossLength, height: mainLength)
    }
  }

  /// The frame of a step's dash, bullet or marker.
  public func frame(ofStep step: Int) -> Rect {
    let start = leadingInset + Double(step - 1) * pitch
    return rect(main: start, length: itemLength, cross: 0, thickness: crossLength)
  }

  /// The frame of the connector from `step` to `step + 1`, or `nil` where there is none (styles
  /// without connectors, and after the final step).
  public func connectorFrame(after step: Int) -> Rect? {
    guard let connectorLength, step < total else { return nil }
    let thickness = StyleMetrics.connectorThickness
    let start = leadingInset + Double(step - 1) * pitch + itemLength + StyleMetrics.connectorGap
    return rect(
      main: start, length: connectorLength,
      cross: (crossLength - thickness) / 2, thickness: thickness)
  }

  /// Maps a span along the main axis and across it to a frame, mirroring a horizontal row in
  /// right-to-left layouts.
  private func rect(main: Double, length: Double, cross: Double, thickness: Double) -> Rect {
    switch axis {
    case .horizontal:
      let x = direction == .rightToLeft ? mainLength - main - length : main
      return Rect(x: x, y: cross, width: length, height: thickness)
    case .vertical:
      let x = direction == .rightToLeft ? crossLength - cross - thickness : cross
      return Rect(x: x, y: main, width: thickness, height: length)
    }
  }
}
