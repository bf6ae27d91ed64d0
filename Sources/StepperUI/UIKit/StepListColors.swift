#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// The "All steps" list's tokens in both appearances, as colors that follow the trait
  /// collection while the list is open (`UIColor(dynamicProvider:)`): toggling Dark Mode
  /// re-resolves them.
  struct StepListColors {
    /// The light and dark themes of the stepper's flow.
    let light: StepperTheme
    let dark: StepperTheme

    /// The colors of `stepper`'s flow, in the appearance it has and the other one.
    @MainActor init(stepper: EBStepperView, list: StepperStepList) {
      var input = stepper.makeInput()
      input.appearance = list.theme.appearance == .dark ? .light : .dark
      let other = (try? input.stepList())?.theme ?? list.theme
      light = list.theme.appearance == .dark ? other : list.theme
      dark = list.theme.appearance == .dark ? list.theme : other
    }

    /// `token` in the appearance of the traits it is drawn with, at `opacity`.
    func color(_ token: StepperToken, opacity: Double = 1) -> UIColor {
      let light = light[token]
      let dark = dark[token]
      return UIColor { traits in
        UIColor(traits.userInterfaceStyle == .dark ? dark : light, alpha: opacity)
      }
    }
  }
#endif
