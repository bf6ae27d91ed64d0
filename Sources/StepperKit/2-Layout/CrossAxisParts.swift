/// What a layout holds across its main axis, past the header: the band the steps are drawn
/// in, the room their hit areas need on both sides of it, and the names past it.
///
/// ```text
///   pad | thickness (the band) | max(pad, names' gap and depth)
/// ```
struct CrossAxisParts {
  /// The room each side of the band for a tappable step's hit area to reach its minimum.
  let pad: Double
  /// A main step's extent across the main axis: the band's.
  let thickness: Double
  /// The room the names take past the band, with the gap before them; 0 without names.
  let namesRoom: Double

  /// The parts of `configuration`, whose names are `names`.
  init(_ configuration: borrowing StepperConfiguration, names: borrowing StepNames) {
    let thickness = StyleFigures.figures(for: configuration.options.style).thickness
    self.thickness = thickness
    pad =
      configuration.options.isTappable ? max(0, (StyleMetrics.minimumHitArea - thickness) / 2) : 0
    namesRoom = names.crossRoom
  }

  /// The length across the main axis from the start of the drawing to the end of the names
  /// or hit areas, for a band that starts at `bandStart`.
  func length(bandStart: Double) -> Double {
    bandStart + thickness + max(pad, namesRoom)
  }
}
