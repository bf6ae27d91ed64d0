import StepperKit

extension GalleryVariant {
  /// A card made in the light theme and in the dark: its name's end, its title, and how to make
  /// its configuration in a theme.
  typealias ThemedEntry = (
    name: String, title: String,
    make: (StepperTheme) throws(StepperConfigurationError) -> StepperConfiguration
  )

  /// The cards of `entries` in each built-in appearance, light then dark, named
  /// `prefix-name-appearance` in `section`; an entry that a theme refuses makes no card there.
  static func inEachAppearance(
    _ entries: [ThemedEntry], prefix: String, section: String
  ) -> [GalleryVariant] {
    var variants: [GalleryVariant] = []
    for (name, title, make) in entries {
      for appearance in StepperAppearance.allCases {
        guard let configuration = try? make(.builtIn(appearance)) else { continue }
        variants.append(
          GalleryVariant(
            name: "\(prefix)-\(name)-\(appearance.rawValue)",
            title: "\(title) · \(appearance.rawValue)",
            section: section, configuration: configuration))
      }
    }
    return variants
  }
}
