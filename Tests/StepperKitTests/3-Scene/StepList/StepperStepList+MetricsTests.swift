import StepperKit
import Testing

/// The "All steps" list's one layout: the marker and the fonts grow with the text size, the
/// indent, gaps, padding and minimum height hold.
@Suite struct StepperStepListMetricsTests {
  @Test func theDesignSizeIsTheStepperMarkerAndTheTouchTarget() {
    let metrics = StepperStepList.Metrics(textSize: .large)
    #expect(metrics.markerSide == StyleMetrics.markerSize)
    #expect(metrics.minimumRowHeight == StyleMetrics.minimumHitArea)
    #expect(metrics.markerGap == 12)
    // A sub-step's marker starts where its step's text starts.
    #expect(metrics.substepIndent == StyleMetrics.markerSize + metrics.markerGap)
    #expect(metrics.name == StepperTextStyle.allSteps)
    #expect(metrics.detail.size == 14 && metrics.detail.lineHeight == 20)
    #expect(metrics.detail.weight == 400)
    #expect(metrics.title.size == 16 && metrics.title.weight == 600)
  }

  @Test func theMarkerAndFontsGrowWhileTheIndentHolds() throws {
    let all = StepperTextSizeCategory.allCases.map(StepperStepList.Metrics.init(textSize:))
    for (smaller, larger) in zip(all, all.dropFirst()) {
      #expect(smaller.markerSide < larger.markerSide, "\(larger.textSize)")
      #expect(smaller.name.size < larger.name.size, "\(larger.textSize)")
      #expect(smaller.detail.lineHeight < larger.detail.lineHeight, "\(larger.textSize)")
      #expect(smaller.title.size < larger.title.size, "\(larger.textSize)")
    }
    let design = StepperStepList.Metrics(textSize: .large)
    for metrics in all {
      // One rule for the marker: the stepper's, scaled as body text is, as the fonts are.
      let scale = metrics.textSize.scaleFactor
      #expect(abs(metrics.markerSide - StyleMetrics.markerSize * scale) < 1e-9)
      #expect(abs(metrics.name.size - design.name.size * scale) < 1e-9)
      #expect(metrics.substepIndent == design.substepIndent)
      #expect(metrics.markerGap == design.markerGap)
      #expect(metrics.minimumRowHeight == design.minimumRowHeight)
      #expect(metrics.rowVerticalPadding == design.rowVerticalPadding)
      #expect(metrics.rowHorizontalPadding == design.rowHorizontalPadding)
      #expect(metrics.textSpacing == design.textSpacing)
    }
    #expect(try #require(all.last).markerSide > 2 * design.markerSide)
  }

  /// A row's content starts after the row's padding, a sub-step's after its indent too.
  @Test func aSubstepStartsOneIndentFurtherIn() throws {
    var options = StepperConfiguration.Options(total: 3, current: 2)
    options.substeps = [2: 1]
    let list = StepperStepList(try StepperConfiguration(options))
    let metrics = list.metrics
    let main = try #require(list.first { !$0.isSubstep })
    let substep = try #require(list.first { $0.isSubstep })
    #expect(metrics.leadingInset(of: main) == metrics.rowHorizontalPadding)
    #expect(metrics.leadingInset(of: substep) - metrics.leadingInset(of: main) == 36)
  }

  /// The list is laid out at its flow's text size; a renderer that prepares its fonts up front
  /// prepares every style the list sets text in.
  @Test(arguments: [StepperTextSizeCategory.xSmall, .large, .accessibility2])
  func theListsMetricsFollowItsTextSize(_ textSize: StepperTextSizeCategory) throws {
    var options = StepperConfiguration.Options(total: 3, current: 2)
    options.textSize = textSize
    let metrics = StepperStepList(try StepperConfiguration(options)).metrics
    #expect(metrics == StepperStepList.Metrics(textSize: textSize))
    let styles = metrics.allStyles
    for style in StepperStepList.numberStyles(markerSide: metrics.markerSide) + [
      metrics.title, metrics.name, metrics.detail,
    ] {
      #expect(styles.contains(style))
    }
  }
}
