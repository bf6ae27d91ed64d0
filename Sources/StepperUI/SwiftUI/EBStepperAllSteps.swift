#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  /// The "All steps" list of an ``EBStepper``, for the sheet its "All steps" button opens: every
  /// step and sub-step in a column, with its number or icon, name, description and state, the
  /// current one marked, and the steps already reached as buttons.
  ///
  /// It reads the stepper's own values (steps, sub-steps, states, names, descriptions, icons,
  /// numbers, words) in its own environment (locale, reading direction, light or dark), and shows
  /// the core's `StepperStepList`: every row, its marker, its words and whether it can be
  /// selected come from the core, as they do for the HTML `<dialog>` and the terminal listing.
  /// A row is selectable when its step is reached (or one the app named), by the rule that makes
  /// a tappable row's steps buttons, whether or not the stepper itself is tappable.
  ///
  /// A stepper made with a `Binding` (``EBStepper/init(style:current:total:status:axis:)``)
  /// makes its selectable rows buttons that write the bound step, as its own steps do, and call
  /// its ``EBStepper/onSelectStep(perform:)`` action too. The list is laid out by the core's
  /// figures for the Dynamic Type size (`StepperStepList.Metrics`), as the HTML `<dialog>` and
  /// UIKit's list are: the markers grow with the text as the names beside them do, their
  /// numbers with them, and the sub-step indent, gaps, padding and fonts are the core's.
  ///
  /// **Assistive technology.** The title is a header. Each row is one element named as the
  /// step's button is named ("Cart, 3 items, step 1 of 4, completed"); a selectable row is a
  /// button, and the current one is selected.
  ///
  /// ```swift
  /// @State private var current = 2
  /// @State private var isShowingAllSteps = false
  ///
  /// let stepper = EBStepper(current: current, total: 4)
  ///   .stepNames([1: "Cart", 2: "Address", 3: "Payment", 4: "Review"])
  ///   .onSelectAllSteps { isShowingAllSteps = true }
  /// stepper.sheet(isPresented: $isShowingAllSteps) {
  ///   EBStepperAllSteps(stepper) { step in
  ///     current = step.step
  ///     isShowingAllSteps = false
  ///   }
  /// }
  /// ```
  ///
  /// A flow the core refuses (a `current` outside `1...total`) shows nothing, as the stepper
  /// draws nothing for it; a length or viewport the steps do not fit does not matter here.
  ///
  /// The title is a heading for VoiceOver, and the list is drawn on the stepper's own surface
  /// color, in its names' color.
  public struct EBStepperAllSteps: View {
    private let stepper: EBStepper
    /// The action the app gave; without one, what a tap on the stepper's steps does.
    private let onSelectStep: (@MainActor (StepperStepID) -> Void)?

    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.locale) private var locale
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    /// The fonts, resolved again only for another text size.
    @State private var cache = StepperSceneCache()

    /// Creates the list of `stepper`'s steps.
    ///
    /// - Parameters:
    ///   - stepper: The stepper whose flow to list.
    ///   - action: What a selectable row does with its step; when `nil`, what a tap on one of
    ///     the stepper's steps does (its binding written, its
    ///     ``EBStepper/onSelectStep(perform:)`` action called). Without any, no row is a button.
    public init(
      _ stepper: EBStepper, onSelectStep action: (@MainActor (StepperStepID) -> Void)? = nil
    ) {
      self.stepper = stepper
      onSelectStep = action
    }

    /// The list.
    public var body: some View {
      if let list = makeList() {
        // The core lays the list out for the person's text size: the markers grow with
        // Dynamic Type as the names beside them do, their numbers with them, and the text is
        // set in the core's fonts for that size.
        let metrics = StepperStepList.Metrics(
          textSize: StepperTextSizeCategory(dynamicTypeSize))
        let fonts = cache.measurer(for: metrics.allStyles)
        let side = metrics.markerSide
        let theme = list.theme
        VStack(alignment: .leading, spacing: CGFloat(metrics.titleGap)) {
          Text(verbatim: list.title).font(Font(fonts.font(for: metrics.title)))
            .foregroundColor(Color(theme[StepperStepList.nameToken]))
            .accessibilityAddTraits(.isHeader)
            .padding(.horizontal, CGFloat(metrics.margin))
            .padding(.top, CGFloat(metrics.margin))
          List(list) { row in
            StepListRow(
              row: row,
              marker: list.markerCommands(
                of: row, in: StepperRect(x: 0, y: 0, width: side, height: side)),
              metrics: metrics, theme: theme, fonts: fonts,
              select: action(for: row, in: list)
            )
            .listRowInsets(Self.rowInsets(metrics))
            .listRowBackground(Color(theme[.bgWhite0]))
          }
          .listStyle(.plain)
          // The list shows the stepper's own surface, not `List`'s background.
          .scrollContentBackground(.hidden)
        }
        .background(Color(theme[.bgWhite0]))
      }
    }

    /// A row's place in the list: the list's margin at each side, the rows touching (the
    /// core's row spacing split above and below); the row pads its own content.
    private static func rowInsets(_ metrics: StepperStepList.Metrics) -> EdgeInsets {
      let half = CGFloat(metrics.rowSpacing / 2)
      let margin = CGFloat(metrics.margin)
      return EdgeInsets(top: half, leading: margin, bottom: half, trailing: margin)
    }

    /// What selecting `row` does: the action with its step, where the list lets the row be
    /// selected; `nil` otherwise.
    @MainActor private func action(
      for row: StepperStepList.Row, in list: StepperStepList
    ) -> (@MainActor () -> Void)? {
      guard let selectStep = onSelectStep ?? stepper.listSelection,
        let step = list.selection(of: row.step)
      else { return nil }
      return { selectStep(step) }
    }

    /// The stepper's flow in this view's environment, or `nil` when the core refuses it (the
    /// stepper reports why).
    private func makeList() -> StepperStepList? {
      var input = stepper.appInput()
      // The catalog's names in this view's language, as the stepper shows them in its own.
      input.options.stepNames.merge(stepper.resolvedNames(in: locale)) { _, localized in localized }
      input.localeIdentifier = locale.identifier
      input.options.direction = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      input.appearance = colorScheme == .dark ? .dark : .light
      return try? input.stepList()
    }
  }
#endif
