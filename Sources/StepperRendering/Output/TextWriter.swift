import StepperKit

/// A renderer's output being written: UTF-8 bytes appended to one buffer the writer owns and
/// grows, made into a `String` once, at the end.
///
/// Literal markup is copied straight from the program's constant bytes, numbers are written
/// digit by digit (``NumberText``), user text is escaped byte by byte (``MarkupEscaping``,
/// ``JSONText``): no string is made for an attribute or an element. The renderer reserves room
/// for its whole output up front, from the number of elements, so the buffer rarely grows.
///
/// The writer cannot be copied, so exactly one owner frees the buffer: pass it `inout`.
///
/// ```swift
/// var out = TextWriter(capacity: 64)
/// out.write("<circle r=\"")
/// out.write(points: 128.0 / 3)
/// out.write("\"/>")
/// print(out.text)
/// // Prints "<circle r="42.667"/>"
/// ```
struct TextWriter: ~Copyable, UTF8Output {
  /// The buffer, with room for `capacity` bytes.
  private var bytes: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The number of bytes written.
  private(set) var count = 0
  /// Where text is put together before it is escaped, kept to be used again.
  private var unescaped: [UInt8] = []

  /// A writer with room for `capacity` bytes before it grows.
  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    bytes = .allocate(capacity: self.capacity)
  }

  deinit {
    bytes.deallocate()
  }

  /// What has been written, as a string.
  ///
  /// Every piece a writer appends is whole UTF-8: literal markup, numbers, escape sequences and
  /// colors in ASCII, and text copied from strings whole characters at a time (escaping drops or
  /// replaces whole characters). So the string is made without checking the bytes again where
  /// the standard library allows it (`UTF8Span`); debug builds still check, and the fuzzer checks
  /// every output.
  var text: String {
    let written = UnsafeBufferPointer(start: bytes, count: count)
    assert(
      String(decoding: written, as: UTF8.self).utf8.elementsEqual(written),
      "the output is not valid UTF-8")
    // `UTF8Span` is in the standard library from Swift 6.2; on Apple platforms the SDK's
    // standard library (iOS 26, macOS 26) decides, not the compiler, so there the string is made
    // by `String(decoding:as:)`, which checks.
    #if compiler(>=6.2) && !canImport(Darwin)
      return String(copying: UTF8Span(unchecked: Span(_unsafeElements: written)))
    #else
      return String(decoding: written, as: UTF8.self)
    #endif
  }

  /// Appends bytes as they are.
  @inline(__always)
  mutating func append(utf8: UnsafeBufferPointer<UInt8>) {
    guard let source = utf8.baseAddress else { return }
    let length = utf8.count
    makeRoom(for: length)
    Self.copy(length, from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(bytes + count))
    count += length
  }

  /// Hands `write` the free space after what was written, at least `maximumCount` bytes, and
  /// keeps the bytes it says it wrote there.
  @inline(__always)
  mutating func append(
    atMost maximumCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int
  ) {
    makeRoom(for: maximumCount)
    let written = write(UnsafeMutableBufferPointer(start: bytes + count, count: maximumCount))
    count += min(max(written, 0), maximumCount)
  }

  /// Appends literal text as it is.
  @inline(__always)
  mutating func write(_ literal: StaticString) {
    literal.withUTF8Buffer { append(utf8: $0) }
  }

  /// Appends `text` as it is: text known to be safe where it goes (the names of cases, colors).
  mutating func write(verbatim text: String) {
    append(text)
  }

  /// Appends `text` escaped for XML or HTML (``MarkupEscaping``).
  mutating func write(escaping text: String) {
    MarkupEscaping.appendEscaped(text, to: &self)
  }

  /// Appends the text `compose` appends to the bytes it is handed, escaped for XML or HTML
  /// (``MarkupEscaping``): text made of several pieces, without a string made for it.
  mutating func write(escaping compose: (inout [UInt8]) -> Void) {
    var text = unescaped
    unescaped = []
    text.removeAll(keepingCapacity: true)
    compose(&text)
    text.withUnsafeBufferPointer { MarkupEscaping.appendEscaped(utf8: $0, to: &self) }
    unescaped = text
  }

  /// Starts a JSON string literal (``JSONText``) whose text the caller appends next, in as
  /// many pieces as it has, without a string made for it; returns where the text starts, for
  /// ``finishJSONString(startedAt:)``, which ends the literal.
  ///
  /// The text is written in place, after the opening quote; most has nothing to escape and
  /// stays there, and text that has is moved aside and written back escaped.
  mutating func startJSONString() -> Int {
    write("\"")
    return count
  }

  /// Ends the JSON string literal ``startJSONString()`` started at `start`: escapes the text
  /// written since, if any of it needs escaping, and closes the literal.
  mutating func finishJSONString(startedAt start: Int) {
    let written = UnsafeBufferPointer(start: bytes + start, count: count - start)
    // The test written out rather than `JSONText.needsEscaping` handed over: a call for each
    // byte costs more than the test, and a row's labels are scanned whole.
    let needsEscaping = written.contains { byte in
      byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
    guard needsEscaping else { return write("\"") }
    var text = unescaped
    unescaped = []
    text.removeAll(keepingCapacity: true)
    text.append(contentsOf: written)
    // Back over the opening quote too: the literal is written again whole.
    count = start - 1
    text.withUnsafeBufferPointer { JSONText.appendString(utf8: $0, to: &self) }
    unescaped = text
  }

  /// Appends `text` as a JSON string literal (``JSONText``).
  mutating func write(jsonString text: String) {
    JSONText.appendString(text, to: &self)
  }

  /// Appends `text`, known to have nothing to escape (the names of cases), as a JSON string
  /// literal: between quotes, as it is, without the scan ``write(jsonString:)`` makes.
  mutating func write(plainJSONString text: String) {
    assert(!text.utf8.contains(where: JSONText.needsEscaping), "\(text) needs escaping")
    write("\"")
    append(text)
    write("\"")
  }

  /// Appends a length or coordinate as ``NumberText/points(_:)`` writes it: `42.667`. Written
  /// in place, as the markup has one at nearly every attribute.
  mutating func write(points value: Double) {
    let room = NumberText.maximumDigits
    makeRoom(for: room)
    let free = UnsafeMutableBufferPointer(start: bytes + count, count: room)
    guard let written = NumberText.write(points: value, into: free) else {
      return append(NumberText.large(value))
    }
    count += written
  }

  /// Appends a whole number in decimal digits, as `String(value)` writes it.
  mutating func write(_ value: Int) {
    let digits = value.decimalDigitCount
    let sign = value < 0 ? 1 : 0
    makeRoom(for: sign + digits)
    if sign == 1 { bytes[count] = UInt8(ascii: "-") }
    count += sign + digits
    // The digits, from the last back.
    var index = count
    var magnitude = value.magnitude
    repeat {
      index -= 1
      bytes[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
  }

  /// Appends a color as upper-case `#RRGGBB` (``StepperColor/hex``), written in place.
  mutating func write(_ color: StepperColor) {
    makeRoom(for: 7)
    count += color.writeHex(into: UnsafeMutableBufferPointer(start: bytes + count, count: 7))
  }

  /// Appends a step's identity as its description writes it: `2`, `2.1`.
  mutating func write(_ step: StepperStepID) {
    write(step.step)
    if let substep = step.substep {
      write(".")
      write(substep)
    }
  }

  /// Copies `length` bytes. Most pieces of an output are short (an attribute's name, a number,
  /// a color), where a call to `memmove` costs more than the copy: up to 32 bytes are copied as
  /// two overlapping words, the first and the last of the range.
  @inline(__always)
  private static func copy(
    _ length: Int, from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer
  ) {
    // `Word` is one of the fixed-width integers below (`BitwiseCopyable` would say so, but the
    // protocol is in Apple's SDKs only from iOS 18 and macOS 15).
    func copyEnds<Word>(_: Word.Type) {
      let size = MemoryLayout<Word>.size
      let head = source.loadUnaligned(as: Word.self)
      let tail = source.loadUnaligned(fromByteOffset: length - size, as: Word.self)
      destination.storeBytes(of: head, as: Word.self)
      destination.storeBytes(of: tail, toByteOffset: length - size, as: Word.self)
    }
    switch length {
    case 16...32: copyEnds(SIMD16<UInt8>.self)
    case 8..<16: copyEnds(UInt64.self)
    case 4..<8: copyEnds(UInt32.self)
    case 2..<4: copyEnds(UInt16.self)
    case 1: destination.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
    case 0: break
    default: destination.copyMemory(from: source, byteCount: length)
    }
  }

  /// Grows the buffer, if need be, to take `extra` more bytes: to twice its size at least, so
  /// that growing costs little over a whole output.
  @inline(__always)
  private mutating func makeRoom(for extra: Int) {
    if count + extra > capacity { grow(toHold: count + extra) }
  }

  /// Moves what was written to a buffer that holds `needed` bytes, or twice as many as now.
  @inline(never)
  private mutating func grow(toHold needed: Int) {
    let grown = max(needed, 2 * capacity)
    let new = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    new.initialize(from: bytes, count: count)
    bytes.deallocate()
    bytes = new
    capacity = grown
  }
}
