import StepperKit

/// One flag of the configuration flags: its help, how it is read into the options, and how the
/// options are written back as it. ``all`` lists every one, and the help
/// (``ConfigurationFlags/specs``), the reading (``ConfigurationFlags/options(from:files:)``) and
/// the writing back (``ConfigurationFlags/arguments(for:)``) all come from that one table.
struct OptionFlag: Sendable {
  typealias Options = StepperConfiguration.Options
  /// Reads the flag into the options read so far, from their defaults.
  typealias Read = @Sendable (ParsedFlags, FileInput, inout Options) throws(CLIError) -> Void
  /// The arguments that give the options' value back, none for the default.
  typealias Write = @Sendable (Options) -> [String]

  /// The flag's name, hidden aliases, value placeholder and help.
  let spec: FlagSpec
  /// The option fields the flag sets; none for a flag that only qualifies another (`--locale`
  /// the reading direction, `--tokens` the theme). Made when asked for, as every key path in
  /// the table is: a key path's types are looked up by name the first time it is made, and
  /// making all of them took a tenth of a command's start.
  let fields: @Sendable () -> [PartialKeyPath<Options>]
  /// How the flag is read.
  let read: Read
  /// How the options are written back as the flag, or `nil` when another flag writes them
  /// (`--step-name` each of `--step-names`, `--increase-contrast` `--contrast high`).
  let write: Write?

  /// The flag without its dashes.
  var name: String { spec.name }

  init(
    spec: FlagSpec, fields: @autoclosure @escaping @Sendable () -> [PartialKeyPath<Options>],
    read: @escaping Read, write: Write?
  ) {
    self.spec = spec
    self.fields = fields
    self.read = read
    self.write = write
  }

  /// Every option at its default, as the flags are read into: the style, total and current step
  /// are read before anything needs them.
  static let defaults = Options(total: 2)

  /// A switch that sets a `Bool` option to `true` (or, `negated`, to `false`) from its default;
  /// written back when the option is so.
  static func toggle(
    _ spec: FlagSpec,
    _ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Bool>,
    negated: Bool = false
  ) -> OptionFlag {
    OptionFlag(
      spec: spec, fields: [field()],
      read: { flags, _, options in
        if flags.has(spec.name) { options[keyPath: field()] = !negated }
      },
      write: { $0[keyPath: field()] != negated ? ["--\(spec.name)"] : [] })
  }

  /// A flag with one value for an option with a default: `parse` reads it by the flag's name,
  /// `nil` when not given; written back, by `print`, only when not the default unless
  /// `always`.
  static func value<Value: Equatable & Sendable>(
    _ spec: FlagSpec,
    _ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Value>,
    always: Bool = false,
    parse: @escaping @Sendable (ParsedFlags, String) throws(CLIError) -> Value?,
    print: @escaping @Sendable (Value) -> String
  ) -> OptionFlag {
    OptionFlag(
      spec: spec, fields: [field()],
      read: { flags, _, options throws(CLIError) in
        if let value = try parse(flags, spec.name) { options[keyPath: field()] = value }
      },
      write: {
        let value = $0[keyPath: field()]
        guard always || value != defaults[keyPath: field()] else { return [] }
        return ["--\(spec.name)", print(value)]
      })
  }

  /// A flag with one value for an option that is `nil` when not given.
  static func optional<Value: Sendable>(
    _ spec: FlagSpec,
    _ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Value?>,
    parse: @escaping @Sendable (ParsedFlags, String) throws(CLIError) -> Value?,
    print: @escaping @Sendable (Value) -> String
  ) -> OptionFlag {
    OptionFlag(
      spec: spec, fields: [field()],
      read: { flags, _, options throws(CLIError) in
        if let value = try parse(flags, spec.name) { options[keyPath: field()] = value }
      },
      write: { options in options[keyPath: field()].map { ["--\(spec.name)", print($0)] } ?? [] })
  }

  /// A flag whose value is one of an enumeration's cases, written back as
  /// ``value(_:_:always:parse:print:)`` says.
  static func choice<Choice: RawRepresentable & CaseIterable & Equatable & Sendable>(
    _ spec: FlagSpec,
    _ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Choice>,
    always: Bool = false
  ) -> OptionFlag where Choice.RawValue == String {
    value(
      spec, field(), always: always,
      parse: { flags, name throws(CLIError) in try flags.choice(name, as: Choice.self) },
      print: \.rawValue)
  }

  /// A repeatable `STEP=VALUE` flag for a per-step option (a later value for a step wins), its
  /// form the spec's value placeholder and `example` one such; written back one flag a step, in
  /// step order.
  static func perStep<Value: Sendable>(
    _ spec: FlagSpec, example: String,
    _ field:
      @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, [StepperStepID: Value]>,
    parse: @escaping @Sendable (String) throws(CLIError) -> Value,
    print: @escaping @Sendable (Value) -> String
  ) -> OptionFlag {
    OptionFlag(
      spec: spec, fields: [field()],
      read: { flags, _, options throws(CLIError) in
        for text in flags.all(spec.name) {
          let (step, value) = try ConfigurationFlags.pair(
            text, flag: spec.name, form: spec.valueName ?? "STEP=VALUE", example: example)
          options[keyPath: field()][step] = try parse(value)
        }
      },
      write: { options in
        options[keyPath: field()].sorted { $0.key < $1.key }
          .flatMap { ["--\(spec.name)", "\($0.key)=\(print($0.value))"] }
      })
  }

  /// A repeatable `STEP` flag for a set of steps, each a step number or a sub-step such as 2.1;
  /// written back one flag a step, in step order.
  static func steps(
    _ spec: FlagSpec,
    _ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Set<StepperStepID>>
  ) -> OptionFlag {
    OptionFlag(
      spec: spec, fields: [field()],
      read: { flags, _, options throws(CLIError) in
        if let steps = try ConfigurationFlags.stepIDs(flags, spec.name) {
          options[keyPath: field()] = steps
        }
      },
      write: { options in
        options[keyPath: field()].sorted().flatMap { ["--\(spec.name)", $0.description] }
      })
  }
}
