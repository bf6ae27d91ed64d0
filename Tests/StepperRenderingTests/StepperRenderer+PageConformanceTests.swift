import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

/// The page output conforms to HTML as the W3C's Nu HTML Checker reads it: the fragment's
/// stylesheet sits in the document's `<head>` (a `<style>` inside the stepper's `<div>` is what
/// HTML refuses), across styles, axes, directions, scrolling, headers, collapse, loading, taps
/// and both color schemes.
@Suite(.requires(.java), .serialized, .timeLimit(.minutes(5)))
struct StepperRendererPageConformanceTests {
  static let cases: [(name: String, options: StepperConfiguration.Options)] = {
    var named = StepperConfiguration.Options(
      names: ["Cart", "Address", "Pay <b>", "Review"], current: 2)
    named.isTappable = true
    var column = StepperConfiguration.Options(total: 30, current: 17)
    column.viewport = 300
    column.axis = .vertical
    column.showsHeader = true
    column.showsAllSteps = true
    column.isTappable = true
    var bullets = StepperConfiguration.Options(style: .bullet, total: 8, current: 4)
    bullets.direction = .rightToLeft
    bullets.isLoading = true
    var collapsed = StepperConfiguration.Options(total: 40, current: 20)
    collapsed.maxVisible = 7
    collapsed.isTappable = true
    collapsed.showsAllSteps = true
    var dashes = StepperConfiguration.Options(style: .dash, total: 5, current: 2)
    dashes.status = .error
    return [
      ("names", named), ("scrolling column", column), ("bullets rtl", bullets),
      ("collapsed", collapsed), ("dashes", dashes),
    ]
  }()

  @Test(arguments: cases.indices)
  func pagesConform(index: Int) throws {
    let (name, options) = Self.cases[index]
    let scene = StepperScene(htmlOf: try StepperConfiguration(options))
    for renderer in [
      StepperRenderer.page, .page(colorScheme: .system, followsContrast: true),
    ] {
      let errors = try NuHTMLChecker.errors(in: renderer.render(scene))
      #expect(errors.isEmpty, "\(name): \(errors.joined(separator: "\n"))")
    }
  }

  /// The checker can fail: the fragment alone, placed in a page body as it is, carries its
  /// `<style>` inside its `<div>`, which the checker refuses (an app places the fragment's
  /// stylesheet itself, or takes the page).
  @Test func theCheckerRefusesAStyleInsideTheStepper() throws {
    let scene = StepperScene(try StepperConfiguration(total: 4, current: 2))
    let fragment = StepperRenderer.html.render(scene)
    let document =
      "<!DOCTYPE html>\n<html lang=\"en\"><head><title>t</title></head><body>\n"
      + fragment + "</body></html>\n"
    let errors = try NuHTMLChecker.errors(in: document)
    #expect(errors.contains { $0.contains("“style” not allowed as child of element “div”") })
  }
}
