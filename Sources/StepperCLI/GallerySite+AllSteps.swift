import StepperKit
import StepperRendering

extension GallerySite {
  /// The "All steps" list of a variant that shows it (``GalleryVariant/showsStepList``): the
  /// HTML `<dialog>`, open, as a figure on the variant's stage; nothing for the others.
  static func stepListFigure(_ variant: GalleryVariant) -> String {
    guard variant.showsStepList else { return "" }
    let list = StepperStepList(variant.configuration)
    return "<figure class=\"list\">\n" + StepperListRenderer.html.render(list)
      + "<figcaption>All steps (HTML dialog)</figcaption>\n</figure>\n"
  }
}
