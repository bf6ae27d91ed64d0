import StepperRendering
import StepperTestSupport
import Testing

@Suite struct MarkupEscapingTests {
  @Test func escapesMarkupCharacters() {
    #expect(
      MarkupEscaping.escape("A & B <c> \"d\" 'e'")
        == "A &amp; B &lt;c&gt; &quot;d&quot; &#39;e&#39;")
  }

  @Test func dropsCharactersXMLCannotHold() {
    #expect(MarkupEscaping.escape("a\u{0}b\u{1B}[31mc\u{7F}d\u{FFFE}") == "ab[31mcd")
    #expect(MarkupEscaping.escape("tab\tnew\nline") == "tab\tnew\nline")
  }

  @Test func keepsOtherTextAsItIs() {
    #expect(MarkupEscaping.escape("Zahlung · 支払い · الدفع 🎉") == "Zahlung · 支払い · الدفع 🎉")
  }
}
