#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  /// One row of ``EBStepperAllSteps``: the step's marker, title, description and state's name,
  /// one element named by the core's label; a button when it can be selected, the current one
  /// selected.
  struct StepListRow: View {
    let row: StepperStepList.Row
    /// The commands of the row's marker (``StepListMarker``), for a frame of `markerSide`.
    let marker: [StepperDrawCommand]
    /// The marker's side at the text size.
    let markerSide: Double
    let theme: StepperTheme
    /// The fonts the marker's number is set in.
    let fonts: PlatformTextMeasurer
    /// What selecting the row does, or `nil` when it is not a button.
    let select: (@MainActor () -> Void)?

    var body: some View {
      if let select {
        Button(action: select) { content }
          .accessibilityLabel(Text(verbatim: row.label))
          .accessibilityAddTraits(row.isCurrent ? .isSelected : [])
      } else {
        content
          .accessibilityElement(children: .ignore)
          .accessibilityLabel(Text(verbatim: row.label))
          .accessibilityAddTraits(row.isCurrent ? .isSelected : [])
      }
    }

    /// The marker, then the row's text, a sub-step indented under its step.
    private var content: some View {
      let detail = Color(theme[StepperStepList.detailToken])
      return HStack(alignment: .top, spacing: 12) {
        StepListMarker(commands: marker, fonts: fonts, side: markerSide)
        VStack(alignment: .leading, spacing: 2) {
          Text(verbatim: row.title).foregroundColor(Color(theme[StepperStepList.nameToken]))
          if let description = row.description {
            Text(verbatim: description).foregroundColor(detail)
          }
          Text(verbatim: row.stateName).foregroundColor(detail)
        }
      }
      .padding(.leading, row.isSubstep ? 36 : 0)
    }
  }
#endif
