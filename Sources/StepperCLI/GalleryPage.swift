/// A page of the gallery: one section of it, in its own file, listed by the index's table of
/// contents under an anchor of the section's name (`index.html#flows` leads to `flows.html`).
struct GalleryPage: Sendable, Hashable {
  /// What the page shows.
  enum Content: Sendable, Hashable {
    /// Every token in light and dark with its contrast.
    case tokens
    /// The design's palette beside what `stepper audit --propose` proposes.
    case proposal
    /// The cards of the variants of a ``GalleryVariant/section``.
    case variants(section: String)
    /// A flow whose steps a person taps to move through it.
    case clickThrough
    /// The combinations the core refuses.
    case refused
  }

  /// The file-name-safe name: the page is `NAME.html`, and the index's entry for it `#NAME`.
  let name: String
  /// The page's heading.
  let title: String
  /// One sentence on what it shows.
  let summary: String
  /// What it shows.
  let content: Content

  /// The page's file in the site's folder.
  var file: String { name + ".html" }

  /// The variants among `variants` that the page shows as cards.
  func variants(of variants: [GalleryVariant]) -> [GalleryVariant] {
    guard case .variants(let section) = content else { return [] }
    return variants.filter { $0.section == section }
  }

  /// The pages in the order the index lists them: the tokens, the proposal, a page per section
  /// of cards, the click-through flow and the refusals.
  static let all: [GalleryPage] =
    [
      GalleryPage(
        name: "tokens", title: "Tokens",
        summary: "Every color token in light and dark, with its contrast on the surface.",
        content: .tokens),
      GalleryPage(
        name: "proposal", title: "Proposed palette",
        summary: "The design's palette beside the colors stepper audit --propose proposes "
          + "where a pair fails, as tables and as drawings of each style.",
        content: .proposal),
    ]
    + GalleryVariant.sections.map { section in
      GalleryPage(
        name: section, title: sectionTitle(section), summary: sectionSummary(section),
        content: .variants(section: section))
    }
    + [
      GalleryPage(
        name: "click-through", title: "Click through a flow",
        summary: "A checkout whose steps move the flow when tapped, and the few lines of "
          + "script an app needs for it.",
        content: .clickThrough),
      GalleryPage(
        name: "refused", title: "Refused",
        summary: "Combinations the core refuses with a typed error, and the message.",
        content: .refused),
    ]

  private static func sectionTitle(_ section: String) -> String {
    switch section {
    case "states": "States at a glance"
    case "flows": "Flows"
    default: "\(section.prefix(1).uppercased())\(section.dropFirst()) style"
    }
  }

  private static func sectionSummary(_ section: String) -> String {
    switch section {
    case "states":
      "Failed, disabled and current steps in light and dark, and how each is told apart."
    case "flows":
      "Names, descriptions, the header and All steps, sub-steps, tappable steps, icons, "
        + "loading, collapsed and scrolling rows."
    default:
      "The \(section) style in every status, axis, direction and theme, and with all six "
        + "step states at once."
    }
  }
}
