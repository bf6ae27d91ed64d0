import StepperKit
import StepperRendering
import Testing

/// The HTML "All steps" list is laid out by the core's figures (`StepperStepList.Metrics`), in
/// CSS pixels, one a point, as the Apple lists are: read back from its stylesheet, every length
/// of the rows is the core's, at the list's text size; its pressed and focused rows have the
/// core's interaction look.
@Suite struct StepperListRendererHTMLMetricsTests {
  @Test(arguments: [StepperTextSizeCategory.large, .xSmall, .accessibility3])
  func theRowsAreLaidOutByTheCoresFigures(_ textSize: StepperTextSizeCategory) throws {
    var options = StepperConfiguration.Options(style: .dash, total: 4, current: 2)
    options.substeps = [2: 2]
    options.textSize = textSize
    let list = StepperStepList(try StepperConfiguration(options))
    let metrics = list.metrics
    let css = try Stylesheet(StepperListRenderer.html.render(list))
    let row = try css.rule(".eb-steps-list__row")
    #expect(try px(row["gap"]) == [metrics.markerGap])
    #expect(try px(row["min-height"]) == [metrics.minimumRowHeight])
    #expect(
      try px(row["padding"]) == [metrics.rowVerticalPadding, metrics.rowHorizontalPadding])
    let substep = try css.rule(".eb-steps-list__step--substep .eb-steps-list__row")
    // The row's own padding, then the core's indent: 36 further in than a main step's.
    #expect(
      try px(substep["padding-inline-start"])
        == [metrics.rowHorizontalPadding + metrics.substepIndent])
    #expect(try px(css.rule(".eb-steps-list__steps")["gap"]) == [metrics.rowSpacing])
    #expect(try px(css.rule(".eb-steps-list__text")["gap"]) == [metrics.textSpacing])
    #expect(try px(css.rule(".eb-steps-list")["padding"]) == [metrics.margin])
    let title = try css.rule(".eb-steps-list__title")
    #expect(try px(title["margin"]) == [0, 0, metrics.titleGap])
    #expect(try font(title["font"]) == font(of: metrics.title))
    #expect(try font(css.rule(".eb-steps-list__name")["font"]) == font(of: metrics.name))
    #expect(try font(css.rule(".eb-steps-list")["font"]) == font(of: metrics.detail))
    // Each marker is an SVG of the core's side.
    let side = NumberText.points(metrics.markerSide)
    let markers = css.html.components(separatedBy: "<svg class=\"eb-steps-list__marker\"")
    #expect(markers.count == list.count + 1)
    #expect(
      markers.dropFirst().allSatisfy { $0.hasPrefix(" width=\"\(side)\" height=\"\(side)\"") })
  }

  /// The design size writes the same figures SwiftUI and UIKit use at `.large`: a marker of 24,
  /// a gap of 12, a sub-step 36 further in, rows at least 44 tall.
  @Test func theDesignSizeIsTheAppleListsFigures() throws {
    var options = StepperConfiguration.Options(total: 3, current: 2)
    options.substeps = [2: 1]
    let html = StepperListRenderer.html.render(StepperStepList(try StepperConfiguration(options)))
    let css = try Stylesheet(html)
    #expect(try px(css.rule(".eb-steps-list__row")["min-height"]) == [44])
    #expect(try px(css.rule(".eb-steps-list__row")["gap"]) == [12])
    #expect(
      try px(css.rule(".eb-steps-list__step--substep .eb-steps-list__row")["padding-inline-start"])
        == [8 + 36])
    #expect(html.contains("<svg class=\"eb-steps-list__marker\" width=\"24\" height=\"24\""))
  }

  /// A pressed row is tinted and a focused row ringed as the core's `StepperInteractionLook`
  /// says: its token at its pressed opacity, a ring of its width.
  @Test func pressedAndFocusedRowsHaveTheCoresLook() throws {
    let list = StepperStepList(try StepperConfiguration(total: 3, current: 2))
    let css = try Stylesheet(StepperListRenderer.html.render(list))
    let look = StepperInteractionLook.self
    let token = look.token.cssCustomProperty
    let pressed = try css.rule("button.eb-steps-list__row:active")
    let percent = Int((look.pressedOpacity * 100).rounded())
    #expect(pressed["background"] == "color-mix(in srgb,var(\(token)) \(percent)%,transparent)")
    let focused = try css.rule(
      "button.eb-steps-list__row:focus-visible,.eb-steps-list__close:focus-visible")
    #expect(focused["outline"] == "\(NumberText.points(look.ringWidth))px solid var(\(token))")
    #expect(try px(focused["outline-offset"]) == [-look.ringWidth])
  }

  /// The lengths of a CSS value made only of pixel lengths (`10px 8px`), in order; `0` is a
  /// length too.
  private func px(_ value: String?) throws -> [Double] {
    let value = try #require(value)
    return try value.split(separator: " ").map { part in
      if part == "0" { return 0 }
      #expect(part.hasSuffix("px"), "\(value)")
      return try #require(Double(part.dropLast(2)), "\(value)")
    }
  }

  /// A `font` shorthand's weight, size and line height: `600 16px/24px Inter,sans-serif`.
  private func font(_ value: String?) throws -> [Double] {
    let parts = try #require(value).split(separator: " ")
    try #require(parts.count >= 3)
    let sizes = parts[1].split(separator: "/").map(String.init)
    try #require(sizes.count == 2)
    return [try #require(Double(parts[0]))] + (try px(sizes[0])) + (try px(sizes[1]))
  }

  /// A style's weight, size and line height, as the stylesheet writes them (in thousandths,
  /// as every length of the output).
  private func font(of style: StepperTextStyle) throws -> [Double] {
    try [Double(style.weight), rounded(style.size), rounded(style.lineHeight)]
  }

  private func rounded(_ value: Double) throws -> Double {
    try #require(Double(NumberText.points(value)))
  }

  /// The `<style>` of a list's `<dialog>`, read as rules: each rule's selector and its last
  /// value for each property (a later declaration wins, as in CSS).
  private struct Stylesheet {
    let html: String
    let rules: [String: [String: String]]

    init(_ html: String) throws {
      self.html = html
      let start = try #require(html.range(of: "<style>\n"))
      let end = try #require(html.range(of: "</style>"))
      var rules: [String: [String: String]] = [:]
      for line in html[start.upperBound..<end.lowerBound].split(separator: "\n") {
        guard let open = line.firstIndex(of: "{"), line.hasSuffix("}"),
          !line.hasPrefix("@")
        else { continue }
        let selector = String(line[..<open])
        var declarations = rules[selector] ?? [:]
        for declaration in line[line.index(after: open)..<line.index(before: line.endIndex)]
          .split(separator: ";")
        {
          guard let colon = declaration.firstIndex(of: ":") else { continue }
          declarations[String(declaration[..<colon])] = String(
            declaration[declaration.index(after: colon)...])
        }
        rules[selector] = declarations
      }
      self.rules = rules
    }

    func rule(_ selector: String) throws -> [String: String] {
      try #require(rules[selector], "no rule \(selector)")
    }
  }
}
