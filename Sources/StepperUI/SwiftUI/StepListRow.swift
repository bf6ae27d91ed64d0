#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  /// One row of ``EBStepperAllSteps``: the step's marker, title, description and state's name,
  /// one element named by the core's label; a button when it can be selected, the current one
  /// selected.
  struct StepListRow: View {
    let row: StepperStepList.Row
    /// The commands of the row's marker (``StepListMarker``), for a frame of the metrics'
    /// marker side.
    let marker: [StepperDrawCommand]
    /// The core's layout of the list at the text size (`StepperStepList.Metrics`).
    let metrics: StepperStepList.Metrics
    let theme: StepperTheme
    /// The fonts of the metrics' styles: the marker's number and the row's text.
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

    /// The marker, then the row's text, a sub-step indented under its step: the core's gaps,
    /// padding, indent, fonts and minimum height.
    private var content: some View {
      let detail = Color(theme[StepperStepList.detailToken])
      let detailFont = Font(fonts.font(for: metrics.detail))
      let vertical = CGFloat(metrics.rowVerticalPadding)
      return HStack(alignment: .top, spacing: CGFloat(metrics.markerGap)) {
        StepListMarker(commands: marker, fonts: fonts, side: metrics.markerSide)
        VStack(alignment: .leading, spacing: CGFloat(metrics.textSpacing)) {
          Text(verbatim: row.title).font(Font(fonts.font(for: metrics.name)))
            .foregroundColor(Color(theme[StepperStepList.nameToken]))
          if let description = row.description {
            Text(verbatim: description).font(detailFont).foregroundColor(detail)
          }
          Text(verbatim: row.stateName).font(detailFont).foregroundColor(detail)
        }
        Spacer(minLength: 0)
      }
      .padding(
        EdgeInsets(
          top: vertical, leading: CGFloat(metrics.leadingInset(of: row)), bottom: vertical,
          trailing: CGFloat(metrics.rowHorizontalPadding))
      )
      .frame(minHeight: CGFloat(metrics.minimumRowHeight), alignment: .top)
      .contentShape(Rectangle())
    }
  }
#endif
