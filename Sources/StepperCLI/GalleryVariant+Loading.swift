import StepperKit

extension GalleryVariant {
  /// The current step at work, in every style: loading (a still ring or segment here; the HTML
  /// card turns or moves it where motion is allowed), half done, and both, and a circular row
  /// right to left whose arc runs the other way.
  static let activityFlows: [GalleryVariant] = {
    let cases: [(String, String, StepperActivity)] = [
      ("loading", "loading while the app checks the step", .loading),
      (
        "step-progress", "half of the current step done: 37.5% in all",
        StepperActivity(unchecked: false, stepProgress: 0.5)
      ),
      (
        "loading-step-progress", "a third of the current step done, loading",
        StepperActivity(unchecked: true, stepProgress: 1.0 / 3)
      ),
    ]
    var variants: [GalleryVariant] = []
    for style in StepperStyle.allCases {
      for (name, title, activity) in cases {
        guard
          let configuration = try? StepperConfiguration(style: style, total: 4, current: 2)
            .replacing(\.activity, with: activity)
        else { continue }
        variants.append(
          GalleryVariant(
            name: "flow-\(style.rawValue)-\(name)", title: "\(style.rawValue): \(title)",
            section: "flows", configuration: configuration))
      }
    }
    if let rtl = try? StepperConfiguration(total: 4, current: 2)
      .replacing(\.stepProgress, with: 0.25).unchecked({ $0.direction = .rightToLeft })
    {
      variants.append(
        GalleryVariant(
          name: "flow-circular-step-progress-rtl",
          title: "circular, right to left: a quarter done, the arc runs counter-clockwise",
          section: "flows", configuration: rtl))
    }
    return variants
  }()
}
