#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import Foundation
  import StepperKit
  import SwiftUI

  /// Step names, taken as SwiftUI's `Text` takes its string: a literal is a key of the app's
  /// string catalog, translated for the environment's locale, and a `String` value is shown as
  /// it is. A list names the steps in order; a dictionary names them by step, sub-steps
  /// included.
  ///
  /// The core lays names out and measures them, so it takes them as plain strings: the view
  /// translates a catalog's names with its environment's `locale` when its body is evaluated,
  /// and hands the core both kinds alike. A list becomes names by step through the core's own
  /// rule (`StepperConfiguration.Options.init(style:names:current:)`: the first name is step
  /// 1's, an empty one names no step).
  ///
  /// As `Text.init(_:)` with `some StringProtocol` is, each `String` form is
  /// `@_disfavoredOverload`: a literal then picks the catalog's form, and a value typed `String`
  /// can only pick this one. The `String` forms are `nonisolated`, as the view's other
  /// modifiers; the catalog's are not, since Foundation declares `LocalizedStringResource` not
  /// `Sendable`, and with SwiftUI's iOS 18 isolation they are called on the main actor, as the
  /// initializer that takes a `Binding` is.
  extension EBStepper {
    /// The names the app gave from its string catalog, in the form it gave them; translated in
    /// the view's environment (``resolvedNames(in:)``).
    ///
    /// Not `Sendable`, as `LocalizedStringResource` is not: only the main actor writes it
    /// (with SwiftUI's iOS 18 isolation), and the `nonisolated` forms set
    /// ``namesAreLocalized`` instead.
    enum LocalizedNames {
      /// Names in the order of the steps, from step 1.
      case inOrder([LocalizedStringResource])
      /// Names by step, sub-steps included.
      case byStep([StepperStepID: LocalizedStringResource])
    }

    /// Names the steps in order, from step 1, each a key of the app's string catalog
    /// translated for the environment's locale, as `Text("Cart")` is; a key the catalog lacks
    /// is shown as written. An empty name leaves its step unnamed, and a name past the last
    /// step draws the nearest valid stepper, as for any value the core refuses.
    ///
    /// Names are set at most two lines each (then an ellipsis), under (horizontal) or beside
    /// (vertical) their steps, at the environment's Dynamic Type size, in Inter when the app
    /// registers it and in the system font otherwise, and measured with Core Text in that same
    /// font. Each call replaces the names an earlier one gave, in any form.
    ///
    /// ```swift
    /// EBStepper(current: 2, total: 3).stepNames(["Cart", "Address", "Payment"])
    /// ```
    public func stepNames(_ names: [LocalizedStringResource]) -> EBStepper {
      var copy = self
      copy.localizedNames = .inOrder(names)
      copy.namesAreLocalized = true
      copy.options.stepNames = [:]
      return copy
    }

    /// Names the steps in order, from step 1, with strings shown as they are, as
    /// `Text(verbatim:)` shows them: names the app has already translated, or typed by the
    /// person. An empty name leaves its step unnamed.
    ///
    /// ```swift
    /// let names: [String] = ["Warenkorb", "Adresse", "Zahlung"]  // already translated
    /// EBStepper(current: 2, total: names.count).stepNames(names)
    /// ```
    @_disfavoredOverload
    nonisolated public func stepNames(_ names: [String]) -> EBStepper {
      var copy = self
      copy.namesAreLocalized = false
      copy.options.stepNames = StepperConfiguration.Options(names: names).stepNames
      return copy
    }

    /// Names steps and sub-steps by step, each a key of the app's string catalog translated
    /// for the environment's locale, as `Text("Cart")` is. A name for a step the stepper lacks
    /// draws the nearest valid stepper, as for any value the core refuses.
    ///
    /// ```swift
    /// EBStepper(current: 2, total: 3)
    ///   .substeps([2: 2])
    ///   .stepNames([
    ///     1: "Cart", 2: "Address", StepperStepID(2, substep: 1): "Street", 3: "Payment",
    ///   ])
    /// ```
    public func stepNames(_ names: [StepperStepID: LocalizedStringResource]) -> EBStepper {
      var copy = self
      copy.localizedNames = .byStep(names)
      copy.namesAreLocalized = true
      copy.options.stepNames = [:]
      return copy
    }

    /// Names steps and sub-steps by step, with strings shown as they are, as
    /// `Text(verbatim:)` shows them.
    ///
    /// ```swift
    /// let names: [StepperStepID: String] = [1: "Warenkorb", 2: "Adresse"]  // already translated
    /// EBStepper(current: 1, total: 2).stepNames(names)
    /// ```
    @_disfavoredOverload
    nonisolated public func stepNames(_ names: [StepperStepID: String]) -> EBStepper {
      var copy = self
      copy.namesAreLocalized = false
      copy.options.stepNames = names
      return copy
    }

    /// The catalog's names, translated for `locale`, by step; none when the last
    /// `stepNames(_:)` gave plain strings.
    func resolvedNames(in locale: Locale) -> [StepperStepID: String] {
      guard namesAreLocalized else { return [:] }
      func translated(_ resource: LocalizedStringResource) -> String {
        var resource = resource
        resource.locale = locale
        return String(localized: resource)
      }
      switch localizedNames {
      case .inOrder(let names):
        return StepperConfiguration.Options(names: names.map(translated)).stepNames
      case .byStep(let names):
        return names.mapValues(translated)
      }
    }
  }
#endif
