#if canImport(FoundationEssentials)
  internal import StepperSystemLibrary

  /// ICU, the locale data Foundation formats with, opened at run time on first use.
  ///
  /// FoundationEssentials has no locale formatting; FoundationInternationalization has it, and
  /// linking that (or Foundation) loads its ICU library into every process at start-up, which
  /// costs a `stepper render` more than the render itself. So the core links neither, and opens
  /// the toolchain's ICU (`lib_FoundationICU.so`, beside the Swift runtime) with `dlopen` the
  /// first time a locale other than English is asked for. It calls ICU's C API (number
  /// skeletons, as Foundation's number styles do), so the text is the same as Foundation's.
  /// Where the library cannot be opened (a fully static build), ``shared`` is `nil` and numbers
  /// are written with Western digits.
  final class ICULibrary: Sendable {
    private typealias OpenFormatter =
      @convention(c) (
        UnsafePointer<UInt16>, Int32, UnsafePointer<CChar>, UnsafeMutablePointer<Int32>
      ) -> OpaquePointer?
    private typealias OpenResult = @convention(c) (UnsafeMutablePointer<Int32>) -> OpaquePointer?
    private typealias FormatInt =
      @convention(c) (OpaquePointer, Int64, OpaquePointer, UnsafeMutablePointer<Int32>) -> Void
    private typealias FormatDouble =
      @convention(c) (OpaquePointer, Double, OpaquePointer, UnsafeMutablePointer<Int32>) -> Void
    private typealias ResultToString =
      @convention(c) (
        OpaquePointer, UnsafeMutablePointer<UInt16>?, Int32, UnsafeMutablePointer<Int32>
      ) -> Int32
    private typealias Close = @convention(c) (OpaquePointer) -> Void
    private typealias CharacterOrientation =
      @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<Int32>) -> Int32
    private typealias ToLanguageTag =
      @convention(c) (
        UnsafePointer<CChar>, UnsafeMutablePointer<CChar>, Int32, Int8,
        UnsafeMutablePointer<Int32>
      ) -> Int32

    private let openFormatter: OpenFormatter
    private let openResult: OpenResult
    private let formatInt: FormatInt
    private let formatDouble: FormatDouble
    private let resultToString: ResultToString
    private let closeFormatter: Close
    private let closeResult: Close
    private let characterOrientation: CharacterOrientation
    private let toLanguageTag: ToLanguageTag

    /// The library, opened on first use; `nil` where it cannot be opened.
    static let shared = ICULibrary()

    private init?() {
      guard let handle = dlopen("lib_FoundationICU.so", RTLD_NOW | RTLD_LOCAL) else { return nil }
      // The toolchain's ICU prefixes its C API with `swift_`; a plain ICU does not.
      func symbol<Function>(_ name: String, as _: Function.Type) -> Function? {
        guard let address = dlsym(handle, "swift_" + name) ?? dlsym(handle, name) else {
          return nil
        }
        return unsafeBitCast(address, to: Function.self)
      }
      guard
        let openFormatter = symbol("unumf_openForSkeletonAndLocale", as: OpenFormatter.self),
        let openResult = symbol("unumf_openResult", as: OpenResult.self),
        let formatInt = symbol("unumf_formatInt", as: FormatInt.self),
        let formatDouble = symbol("unumf_formatDouble", as: FormatDouble.self),
        let resultToString = symbol("unumf_resultToString", as: ResultToString.self),
        let closeFormatter = symbol("unumf_close", as: Close.self),
        let closeResult = symbol("unumf_closeResult", as: Close.self),
        let characterOrientation = symbol(
          "uloc_getCharacterOrientation", as: CharacterOrientation.self),
        let toLanguageTag = symbol("uloc_toLanguageTag", as: ToLanguageTag.self)
      else { return nil }
      self.openFormatter = openFormatter
      self.openResult = openResult
      self.formatInt = formatInt
      self.formatDouble = formatDouble
      self.resultToString = resultToString
      self.closeFormatter = closeFormatter
      self.closeResult = closeResult
      self.characterOrientation = characterOrientation
      self.toLanguageTag = toLanguageTag
    }

    /// `value` formatted by an ICU number skeleton ("" for a plain number, "percent") for the
    /// locale `identifier`, or `nil` where ICU reports an error.
    func format(_ value: Int, skeleton: String, locale identifier: String) -> String? {
      format(skeleton: skeleton, locale: identifier) { formatter, result, status in
        formatInt(formatter, Int64(value), result, &status)
      }
    }

    /// `value` formatted by an ICU number skeleton ("percent .#": a percentage with at most one
    /// fraction digit) for the locale `identifier`, or `nil` where ICU reports an error.
    func format(_ value: Double, skeleton: String, locale identifier: String) -> String? {
      format(skeleton: skeleton, locale: identifier) { formatter, result, status in
        formatDouble(formatter, value, result, &status)
      }
    }

    /// What `formatValue` writes into a formatter of `skeleton` for the locale `identifier`.
    private func format(
      skeleton: String, locale identifier: String,
      _ formatValue: (OpaquePointer, OpaquePointer, inout Int32) -> Void
    ) -> String? {
      // ICU's error codes: warnings are negative, success is 0, errors are positive.
      var status: Int32 = 0
      let units = Array(skeleton.utf16) + [0]
      guard
        let formatter = units.withUnsafeBufferPointer({ buffer -> OpaquePointer? in
          guard let base = buffer.baseAddress else { return nil }
          return openFormatter(base, Int32(buffer.count - 1), identifier, &status)
        }), status <= 0
      else { return nil }
      defer { closeFormatter(formatter) }
      guard let result = openResult(&status), status <= 0 else { return nil }
      defer { closeResult(result) }
      formatValue(formatter, result, &status)
      guard status <= 0 else { return nil }
      var buffer = [UInt16](repeating: 0, count: 64)
      let length = resultToString(result, &buffer, Int32(buffer.count), &status)
      guard status <= 0, length >= 0, Int(length) <= buffer.count else { return nil }
      return String(decoding: buffer[..<Int(length)], as: UTF16.self)
    }

    /// The BCP 47 tag of the locale `identifier` ("de_CH" is `de-CH`), or `nil` where ICU
    /// reports an error.
    func languageTag(_ identifier: String) -> String? {
      var status: Int32 = 0
      var buffer = [CChar](repeating: 0, count: 160)
      let length = toLanguageTag(identifier, &buffer, Int32(buffer.count), 0, &status)
      guard status <= 0, length > 0, Int(length) < buffer.count else { return nil }
      return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether ICU lays the locale `identifier` out right to left.
    func isRightToLeft(_ identifier: String) -> Bool {
      var status: Int32 = 0
      // ULOC_LAYOUT_RTL.
      return characterOrientation(identifier, &status) == 1 && status <= 0
    }
  }
#endif
