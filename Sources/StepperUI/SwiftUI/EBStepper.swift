#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  /// The design system's step progress indicator, for SwiftUI: the core's scene drawn in a
  /// `Canvas`.
  ///
  /// `EBStepper` is seed 000's `EBStepper(style:current:total:status:axis:)`. It reads the layout
  /// direction (a right-to-left environment mirrors the row, with numbers and glyphs upright),
  /// the color scheme (light or dark tokens), the locale and the Dynamic Type size from the
  /// environment, and builds a core `StepperConfiguration` from them; every shape, color and
  /// word it shows comes from the core. Step names and the header are set in the platform's
  /// fonts at the person's text size (the core scales them and breaks names into at most two
  /// lines, measured with Core Text); limit the size with SwiftUI's own
  /// `dynamicTypeSize(_:)` if a screen needs to.
  ///
  /// To assistive technology it is one element with progress semantics: children ignored, a
  /// `ProgressView` as its representation, with the core's label ("Step 2 of 4") and value
  /// ("50%"); the steps that can be tapped (``onSelectStep(perform:)``) and the "All steps"
  /// control (``onSelectAllSteps(perform:)``) are buttons beside it. Moving to another step
  /// animates with the core's `StepperMotion` timing, and does not when Reduce Motion is on.
  ///
  /// A combination the core refuses (a `current` outside `1...total`, fewer than two steps, a
  /// length the steps do not fit) draws nothing; check it with `StepperConfiguration` first when
  /// the values come from outside the app.
  ///
  /// ```swift
  /// EBStepper(style: .dash, current: 3, total: 10)
  /// EBStepper(style: .circular, current: 2, total: 4, status: .error)
  ///   .stepState(.disabled, for: 4)
  /// ```
  ///
  /// Availability: iOS 16, macOS 13 (the package's minimum). APIs used and checked against
  /// Apple's documentation, with the release that introduced each, are listed in
  /// `Sources/StepperUI/README.md`.
  public struct EBStepper: View {
    private let style: EBStepperStyle
    private let current: Int
    private let total: Int
    private let status: EBStepperStatus
    private let axis: Axis
    var length: Double?
    var stateOverrides: [StepperStepID: StepperStepState] = [:]
    var strings: StepperStrings?
    var names: [StepperStepID: String] = [:]
    var substeps: [Int: Int] = [:]
    var currentSubstep: Int?
    var showsHeader = false
    var viewport: Double?
    var selectStep: (@MainActor (StepperStepID) -> Void)?
    var selectAllSteps: (@MainActor () -> Void)?

    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.locale) private var locale
    @Environment(\.accessibilityReduceMotion) private var reducesMotion
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// Creates a stepper.
    ///
    /// - Parameters:
    ///   - style: `.dash`, `.bullet` or `.circular` (the default).
    ///   - current: The step the user is on, `1...total`.
    ///   - total: The number of steps, 2 or more.
    ///   - status: `.default`, `.success` (the whole flow finished) or `.error` (the current
    ///     step failed).
    ///   - axis: `.horizontal` (the default) or `.vertical`.
    public init(
      style: EBStepperStyle = .circular, current: Int, total: Int,
      status: EBStepperStatus = .default, axis: Axis = .horizontal
    ) {
      self.style = style
      self.current = current
      self.total = total
      self.status = status
      self.axis = axis
    }

    /// The stepper.
    public var body: some View {
      if let configuration = try? makeConfiguration() {
        let words = resolvedStrings
        let measurer = PlatformTextMeasurer(styles: configuration.textStyles)
        let scene = StepperScene(configuration, strings: words, measurer: measurer)
        let accessibility = scene.accessibility
        let size = scene.size
        let animates = !reducesMotion
        StepperCanvas(
          configuration: configuration, strings: words, measurer: measurer,
          position: Double(configuration.current)
        )
        .frame(width: CGFloat(size.width), height: CGFloat(size.height))
        .accessibilityElement(children: .ignore)
        .accessibilityRepresentation {
          ProgressView(value: accessibility.fraction, total: 1)
            .accessibilityLabel(Text(verbatim: accessibility.label))
            .accessibilityValue(Text(verbatim: accessibility.value))
        }
        .animation(animates ? Self.motion : nil, value: configuration.current)
        .transaction { transaction in
          if !animates { transaction.animation = nil }
        }
        .overlay(alignment: .topLeading) {
          if selectStep != nil || selectAllSteps != nil {
            StepButtons(
              steps: scene.tapTargets(strings: words), selectStep: selectStep,
              allSteps: scene.allStepsTarget(strings: words), selectAllSteps: selectAllSteps)
          }
        }
      }
    }

    /// The core's configuration for these values in this environment.
    func makeConfiguration() throws(StepperConfigurationError) -> StepperConfiguration {
      try StepperConfiguration(
        style: style, total: total, current: current, currentSubstep: currentSubstep,
        status: status,
        axis: axis == .vertical ? .vertical : .horizontal,
        direction: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
        theme: colorScheme == .dark ? .dark : .light,
        length: length, stateOverrides: stateOverrides, substeps: substeps, names: names,
        showsHeader: showsHeader, showsAllSteps: selectAllSteps != nil, viewport: viewport,
        isTappable: selectStep != nil, textSize: StepperTextSizeCategory(dynamicTypeSize))
    }

    /// The words set with ``strings(_:)``, else the built-in table for the environment's locale,
    /// else English.
    private var resolvedStrings: StepperStrings {
      strings ?? StepperStrings.forLanguage(locale.identifier) ?? .english
    }

    /// The animation of a move between steps: the core's duration and easing curve.
    ///
    /// `Animation.timingCurve(_:_:_:_:duration:)`: iOS 13, macOS 10.15.
    private static var motion: Animation {
      let curve = StepperMotion.curve
      return .timingCurve(
        curve.x1, curve.y1, curve.x2, curve.y2, duration: StepperMotion.duration)
    }
  }
#endif
