import StepperKit

extension StepperListRenderer {
  /// The list as an open `<dialog>` in the stepper's own colors: ``html(colorScheme:isOpen:)``
  /// with ``StepperHTMLColorScheme/fixed``.
  package static let html = html(colorScheme: .fixed)

  /// The "All steps" list as an HTML fragment: a `<dialog>` a page shows with `showModal()`
  /// when its stepper's "All steps" button is pressed.
  ///
  /// - The `<dialog>` carries `dir`, `lang`, `data-theme` (for a ``StepperHTMLColorScheme/fixed``
  ///   scheme) and `aria-label` (the list's title), and a `<style>` that defines every token as
  ///   the stepper fragment's custom properties do, light by default and dark under
  ///   `prefers-color-scheme: dark` or `data-theme="dark"`.
  /// - Inside, a `<form method="dialog">` holds the title as a level-two heading, then an
  ///   `<ol>` with one `<li>` per step and sub-step, in order, `data-step` and `data-state` on
  ///   each and `aria-current="step"` on the current one.
  /// - A selectable row is a `<button type="submit" name="step" value="2.1">`: pressing it
  ///   closes the dialog with the step as its `returnValue`, with no script. Other rows are
  ///   plain text. Every row is named by the core's label ("Cart, 3 items, step 1 of 4,
  ///   completed"), visually hidden; its marker (an inline SVG, hidden from assistive
  ///   technology), title, description and state name are shown beside it.
  /// - A "Close" button (`value=""`) ends the form.
  ///
  /// Every piece of text is escaped.
  ///
  /// ```swift
  /// let list = StepperStepList(try StepperConfiguration(total: 3, current: 2))
  /// let html = StepperListRenderer.html(colorScheme: .system, isOpen: false).render(list)
  /// print(html.contains("aria-current=\"step\""))
  /// // Prints "true"
  /// ```
  ///
  /// - Parameters:
  ///   - colorScheme: Whether the list keeps the stepper's theme or follows the reader's.
  ///   - isOpen: Whether the dialog is written `open` (shown where it stands, as the gallery and
  ///     the CLI show it); a page that opens it with `showModal()` writes it closed.
  package static func html(
    colorScheme: StepperHTMLColorScheme, isOpen: Bool = true
  ) -> StepperListRenderer {
    StepperListRenderer(name: "html", mediaType: "text/html", fileExtension: "html") { list in
      var out = TextWriter(capacity: 4_096 + list.count * 900)
      HTMLListWriter(list: list, colorScheme: colorScheme, isOpen: isOpen).write(to: &out)
      return out.text
    }
  }
}

/// Writes the "All steps" list as an HTML `<dialog>`.
struct HTMLListWriter {
  let list: StepperStepList
  let colorScheme: StepperHTMLColorScheme
  let isOpen: Bool

  /// The class every part's class starts with.
  static let prefix = "eb-steps-list"

  func write(to out: inout TextWriter) {
    out.write("<dialog class=\"eb-steps-list\" dir=\"")
    out.write(verbatim: list.direction.rawValue)
    out.write("\" lang=\"")
    out.write(escaping: list.language)
    if colorScheme == .fixed {
      out.write("\" data-theme=\"")
      out.write(verbatim: list.theme.appearance.rawValue)
    }
    out.write("\" aria-label=\"")
    out.write(escaping: list.title)
    out.write("\"")
    if isOpen { out.write(" open=\"\"") }
    out.write(">\n<style>\n")
    writeStylesheet(to: &out)
    out.write("</style>\n<form method=\"dialog\">\n<h2 class=\"eb-steps-list__title\">")
    out.write(escaping: list.title)
    out.write("</h2>\n<ol class=\"eb-steps-list__steps\" aria-label=\"")
    out.write(escaping: list.accessibility.strings.stepsName)
    out.write("\">\n")
    for row in list { writeRow(row, to: &out) }
    out.write("</ol>\n<button type=\"submit\" class=\"eb-steps-list__close\" value=\"\">")
    out.write(escaping: list.closeTitle)
    out.write("</button>\n</form>\n</dialog>\n")
  }

  /// One step's list item: a button when the row is selectable, plain text otherwise.
  private func writeRow(_ row: StepperStepList.Row, to out: inout TextWriter) {
    out.write("<li class=\"eb-steps-list__step")
    if row.isSubstep { out.write(" eb-steps-list__step--substep") }
    out.write("\" data-step=\"")
    out.write(row.step)
    out.write("\" data-state=\"")
    out.write(verbatim: row.state.rawValue)
    out.write("\"")
    if row.isCurrent { out.write(" aria-current=\"step\"") }
    out.write(">")
    if row.isSelectable {
      out.write("<button type=\"submit\" class=\"eb-steps-list__row\" name=\"step\" value=\"")
      out.write(row.step)
      out.write("\">")
    } else {
      out.write("<div class=\"eb-steps-list__row\">")
    }
    out.write("<span class=\"eb-steps-list__label\">")
    out.write(escaping: row.label)
    out.write("</span>")
    writeMarker(of: row, to: &out)
    out.write("<span class=\"eb-steps-list__text\" aria-hidden=\"true\">")
    out.write("<span class=\"eb-steps-list__name\">")
    out.write(escaping: row.title)
    out.write("</span>")
    if let description = row.description {
      out.write("<span class=\"eb-steps-list__description\">")
      out.write(escaping: description)
      out.write("</span>")
    }
    out.write("<span class=\"eb-steps-list__state\">")
    out.write(escaping: row.stateName)
    out.write("</span></span>")
    out.write(row.isSelectable ? "</button>" : "</div>")
    out.write("</li>\n")
  }

  /// A row's marker: an inline SVG of the core's marker side for the list's text size
  /// (`StepperStepList.Metrics.markerSide`, the stepper's circular marker at `.large`), drawn from
  /// the core's commands for it (`StepperStepList.markerCommands(of:in:)`), the ones a stepper's
  /// marker is drawn from: its circle, then its number, check or icon through the SVG the
  /// stepper's own markers are written in.
  private func writeMarker(of row: StepperStepList.Row, to out: inout TextWriter) {
    let side = list.metrics.markerSide
    let commands = list.markerCommands(
      of: row, in: StepperRect(x: 0, y: 0, width: side, height: side))
    out.write("<svg class=\"eb-steps-list__marker\" width=\"")
    out.write(points: side)
    out.write("\" height=\"")
    out.write(points: side)
    out.write("\" viewBox=\"0 0 ")
    out.write(points: side)
    out.write(" ")
    out.write(points: side)
    out.write("\" aria-hidden=\"true\" focusable=\"false\">")
    var content = commands[...]
    if let first = content.first, case .shape(let shape) = first.primitive {
      writeCircle(shape, to: &out)
      content = content.dropFirst()
    }
    Self.markup.write(content, to: &out)
    out.write("</svg>")
  }

  /// The SVG the marker's content is written in: presentation attributes that read the
  /// theme's custom properties.
  private static let markup = SVGMarkup(paint: .themedAttributes)

  /// A marker's shape, a circle (its corners meet), as a `<circle>` inside the shape's frame.
  private func writeCircle(_ shape: StepperDrawCommand.Shape, to out: inout TextWriter) {
    let circle = shape.path.rect
    out.write("<circle cx=\"")
    out.write(points: circle.center.x)
    out.write("\" cy=\"")
    out.write(points: circle.center.y)
    out.write("\" r=\"")
    out.write(points: circle.width / 2)
    out.write("\"")
    if let fill = shape.fill {
      out.write(" fill=\"")
      SVGMarkup.writeThemed(fill.token, fill.color, to: &out)
      out.write("\"")
    }
    if let stroke = shape.stroke {
      out.write(" stroke=\"")
      SVGMarkup.writeThemed(stroke.paint.token, stroke.paint.color, to: &out)
      out.write("\" stroke-width=\"")
      out.write(points: stroke.lineWidth)
      out.write("\"")
    }
    out.write("/>")
  }

  /// The tokens for light and dark, then the rules, the same for every list.
  private func writeStylesheet(to out: inout TextWriter) {
    let light = list.theme.appearance == .light ? list.theme : .light
    let dark = list.theme.appearance == .dark ? list.theme : .dark
    func tokens(_ theme: StepperTheme) {
      for (index, token) in StepperToken.allCases.enumerated() {
        if index > 0 { out.write(";") }
        out.write(verbatim: token.cssCustomProperty)
        out.write(":")
        out.write(theme[token])
      }
    }
    out.write(".eb-steps-list{")
    tokens(light)
    out.write("}\n@media (prefers-color-scheme:dark){.eb-steps-list:not([data-theme=\"light\"]){")
    tokens(dark)
    out.write("}}\n.eb-steps-list[data-theme=\"dark\"]{")
    tokens(dark)
    out.write("}\n")
    out.write(verbatim: Self.rules(list.metrics))
  }

  /// The rules after the tokens: layout, the current row's edge, the visually hidden labels and
  /// the pressed and focused rows.
  ///
  /// Every figure of the rows is the core's for the list's text size (`StepperStepList.Metrics`,
  /// in CSS pixels, one a point), as SwiftUI's and UIKit's lists lay theirs out: the dialog's
  /// padding, the title's gap and font, the marker's gap, the rows' padding, spacing, minimum
  /// height and fonts, the gap between a row's texts, and a sub-step's indent (the row's own
  /// padding, then the indent). A pressed or focused row has the core's interaction look
  /// (`StepperInteractionLook`: its token, its pressed opacity, its ring's width), the ring
  /// drawn inside the row, whose neighbours touch it.
  static func rules(_ metrics: StepperStepList.Metrics) -> String {
    let p = "." + prefix
    let strong = StepperToken.textStrong950.cssCustomProperty
    let surface = StepperToken.bgWhite0.cssCustomProperty
    let detail = StepperStepList.detailTokenProperty
    let accent = StepperToken.brandBase.cssCustomProperty
    let soft = StepperToken.bgSoft100.cssCustomProperty
    let look = StepperInteractionLook.self
    let tint = Int((look.pressedOpacity * 100).rounded())
    let ring = px(look.ringWidth)
    let substep = px(metrics.rowHorizontalPadding + metrics.substepIndent)
    return """
      \(p){position:relative;box-sizing:border-box;width:100%;max-width:480px;margin:0;\
      padding:\(px(metrics.margin));border:1px solid var(\(soft));border-radius:12px;\
      background:var(\(surface));color:var(\(strong));font:\(font(metrics.detail))}
      \(p)::backdrop{background:rgb(0 0 0/40%)}
      \(p)__title{margin:0 0 \(px(metrics.titleGap));font:\(font(metrics.title))}
      \(p)__steps{list-style:none;display:flex;flex-direction:column;\
      gap:\(px(metrics.rowSpacing));margin:0 0 \(px(metrics.titleGap));padding:0}
      \(p)__row{display:flex;align-items:flex-start;gap:\(px(metrics.markerGap));\
      box-sizing:border-box;width:100%;min-height:\(px(metrics.minimumRowHeight));margin:0;\
      padding:\(px(metrics.rowVerticalPadding)) \(px(metrics.rowHorizontalPadding));border:0;\
      border-inline-start:3px solid transparent;border-radius:0;background:transparent;\
      color:inherit;font:inherit;text-align:start}
      \(p)__step--substep \(p)__row{padding-inline-start:\(substep)}
      [aria-current="step"]>\(p)__row{border-inline-start-color:var(\(accent))}
      button\(p)__row{cursor:pointer}
      button\(p)__row:active{background:var(\(soft));\
      background:color-mix(in srgb,var(\(look.token.cssCustomProperty)) \(tint)%,transparent)}
      \(p)__marker{flex:none}
      \(p)__text{display:flex;flex-direction:column;gap:\(px(metrics.textSpacing));\
      min-width:0;overflow-wrap:anywhere}
      \(p)__name{font:\(font(metrics.name))}
      \(p)__description,\(p)__state{color:var(\(detail))}
      [aria-current="step"] \(p)__state{font-weight:600}
      \(p)__label{position:absolute;width:1px;height:1px;overflow:hidden;\
      clip-path:inset(50%);white-space:nowrap}
      \(p)__close{min-width:44px;min-height:44px;padding:0 16px;border:1px solid var(\(soft));\
      border-radius:8px;background:var(\(surface));color:inherit;font:inherit;cursor:pointer}
      button\(p)__row:focus-visible,\(p)__close:focus-visible{outline:\(ring) solid \
      var(\(look.token.cssCustomProperty));outline-offset:-\(ring)}

      """
  }

  /// A length in CSS pixels, one a point: `12px`.
  private static func px(_ value: Double) -> String {
    NumberText.points(value) + "px"
  }

  /// A CSS `font` shorthand for `style`: weight, size over line height, then its families
  /// with no space after their commas (`400 14px/20px Inter,sans-serif`).
  private static func font(_ style: StepperTextStyle) -> String {
    let families = style.family.split(separator: ",").map { $0.drop { $0 == " " } }
    return "\(style.weight) \(px(style.size))/\(px(style.lineHeight)) "
      + families.joined(separator: ",")
  }
}

extension StepperStepList {
  /// The custom property of the rows' description and state name.
  fileprivate static var detailTokenProperty: String { detailToken.cssCustomProperty }
}
