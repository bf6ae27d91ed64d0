import StepperKit

extension StepperScene {
  /// The scene to write `configuration`'s HTML from: its whole row
  /// (``StepperScene/init(wholeRowOf:strings:)``) where the browser can scroll it, so that the
  /// HTML output's row scrolls natively; the steps on screen for a row longer than the browser
  /// lays out (``HTMLScrollContainer/longestRow``), which is clipped at its offset.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(
  ///   total: 20, current: 3, scrolling: StepperScrolling(viewport: 375))
  /// print(StepperScene(htmlOf: configuration).holdsWholeRow)
  /// // Prints "true"
  /// ```
  package init(htmlOf configuration: StepperConfiguration, strings: StepperStrings = .english) {
    let length = configuration.scrollViewport?.contentLength ?? 0
    self =
      length <= HTMLScrollContainer.longestRow
      ? StepperScene(wholeRowOf: configuration, strings: strings)
      : StepperScene(configuration, strings: strings)
  }
}
