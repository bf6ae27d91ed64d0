import StepperKit

extension StepperRenderer {
  /// The keyboard script a tappable ``html(colorScheme:inlineScript:followsContrast:)`` fragment ends with, as
  /// text: for a page whose Content-Security-Policy forbids inline scripts, serve it as a file
  /// (`<script src="stepper-keys.js" defer></script>`) and render the fragments with
  /// `inlineScript: false`.
  ///
  /// It makes the step buttons of every stepper on the page (each `button[data-roving]` in a
  /// `.eb-stepper`) one tab stop, the current step's, moved by the arrow keys in reading order
  /// (mirrored right to left), Home and End, skipping disabled steps; and it dispatches
  /// `eb-stepper-select` (bubbling, `detail.step` the step, "2" or "2.1") when an enabled step is
  /// pressed by a click, Enter or Space. It may run any number of times, before or after the
  /// fragments: a stepper added later is set up when one of its buttons first takes focus.
  ///
  /// ```swift
  /// print(StepperRenderer.htmlKeyboardScript.contains("eb-stepper-select"))
  /// // Prints "true"
  /// ```
  public static let htmlKeyboardScript = HTMLRovingFocus.script
}

/// The script that makes a tappable HTML stepper's step buttons one tab stop with arrow-key
/// movement: the WAI-ARIA "roving tabindex" pattern, following the core's
/// `StepperKeyboardNavigation` rule.
///
/// It works on every `button` with a `data-roving` attribute inside a `.eb-stepper` root, in
/// document order (the steps' reading order); the HTML renderer marks each step button
/// `data-roving="step"`, and any other button of the row marked `data-roving` takes part the
/// same way. Without the script every such button stays in the tab order, so the fragment works
/// wherever scripts do not run. With it:
/// - each row is one tab stop: the enabled button of the current step (`aria-current="step"`),
///   else the first enabled one, gets `tabindex="0"` and the others `-1`; the root is marked
///   `data-keys="roving"`. A row whose buttons are all disabled is left alone;
/// - Down and Up move to the next and previous enabled button; Right and Left along the
///   reading direction (mirrored when the root is `dir="rtl"`), in either axis; Home and End to
///   the first and last enabled button; focus does not wrap. Moving makes the new button the
///   row's tab stop, as does focusing an enabled button any other way (a click, say), so Tab
///   comes back to the last one used;
/// - disabled buttons (`aria-disabled="true"` or `disabled`) are skipped;
/// - Enter and Space press the focused button, as a button's own keys do: its `click` runs, and
///   the script then dispatches `eb-stepper-select` (bubbling, `detail.step` the button's
///   `data-step`) from an enabled button that has a `data-step`; never from a disabled one.
/// - Alt, Control, Meta or Shift with a key leave it to the browser.
/// - In a row that scrolls, when keyboard focus (`:focus-visible`: Tab, the arrows; not a
///   pointer, which would move the step under it) reaches a button whose `data-scroll="LOW
///   HIGH"` does not hold the row's offset, the row scrolls to the nearer of the two, the least
///   move that shows the step whole: the core's `StepperScene.scrollOffset(showing:from:)`.
///   The steps move by a `transform` (the header and "All steps" stay; a column's window under
///   its header keeps its clip), and the offset reached is kept on the root as
///   `data-focus-offset`. The move takes the core's motion (`StepperMotion`: 0.3 s, ease in
///   and out), and is instant under `prefers-reduced-motion: reduce`.
///
/// The listeners are on the document, installed once however many copies run, and read the
/// row when a key comes, so a fragment added later (or re-rendered) works too: it becomes one
/// tab stop the first time one of its buttons takes focus. The script leaves one property on
/// `document` (`ebStepperKeys`) and no global name.
enum HTMLRovingFocus {
  /// The script element the fragment ends with when it has a button marked `data-roving`: the
  /// script in a CDATA section behind line comments, so the fragment stays well-formed XML
  /// (XHTML) while an HTML parser reads the markers as comments.
  static let scriptElement = "<script>//<![CDATA[\n" + script + "\n//]]></script>\n"

  /// The value of `data-roving` on a step's button.
  static let stepMarker = "step"

  /// The transition of a scroll that keyboard focus makes: the core's motion.
  private static let scrollMotion: String = {
    let curve = StepperMotion.curve
    let numbers = [curve.x1, curve.y1, curve.x2, curve.y2].map(NumberText.points)
    return "transform \(NumberText.points(StepperMotion.duration))s cubic-bezier("
      + numbers.joined(separator: ",") + ")"
  }()

  /// The script's function `show(root, button)`: scrolls a row that scrolls so that the
  /// focused button's step shows whole, the least it can (see the type's notes).
  private static let showFunction = """
    var H='[data-role="title"],[data-role="allSteps"],.eb-stepper__all-steps,\
    .eb-stepper__steps-window';\
    function show(root,b){var r=b.getAttribute('data-scroll');if(!r){return;}\
    var s=r.split(' '),base=+root.getAttribute('data-offset'),\
    at=root.hasAttribute('data-focus-offset')?+root.getAttribute('data-focus-offset'):base,\
    to=Math.min(Math.max(at,+s[0]),+s[1]);if(to===at){return;}\
    root.setAttribute('data-focus-offset',String(to));\
    var c=root.querySelector('.eb-stepper__steps-window')||\
    root.querySelector('.eb-stepper__content-layer');if(!c){return;}\
    var v=root.getAttribute('data-axis')==='vertical',\
    m=(to-base)*(!v&&root.getAttribute('dir')==='rtl'?1:-1),\
    w=d.defaultView,calm=!w||!w.matchMedia||w.matchMedia('(prefers-reduced-motion: reduce)').matches,\
    t=(v?'translateY(':'translateX(')+m+'px)';\
    for(var i=0;i<c.children.length;i++){var e=c.children[i];if(e.matches(H)){continue;}\
    e.style.transition=calm?'none':'\(scrollMotion)';e.style.transform=t;}}\
    function keyed(b){try{return b.matches(':focus-visible');}catch(x){return true;}}
    """

  /// The script: plain ES5 (with `Element.closest` and `CustomEvent`), run where it is parsed.
  static let script = """
    (function(d){\
    var R='button[data-roving]';\
    function on(b){return b.getAttribute('aria-disabled')!=='true'&&!b.disabled;}\
    function row(b){return b&&b.closest&&b.matches(R)?b.closest('.eb-stepper'):null;}\
    function stop(root,to){var all=root.querySelectorAll(R);\
    for(var i=0;i<all.length;i++){all[i].tabIndex=all[i]===to?0:-1;}\
    root.setAttribute('data-keys','roving');}\
    function setUp(root){if(root.hasAttribute('data-keys')){return;}\
    var all=root.querySelectorAll(R),first=null,start=null;\
    for(var i=0;i<all.length;i++){if(!on(all[i])){continue;}first=first||all[i];\
    if(!start&&all[i].closest('[aria-current="step"]')){start=all[i];}}\
    if(first){stop(root,start||first);}}\
    var roots=d.querySelectorAll('.eb-stepper');\
    for(var r=0;r<roots.length;r++){setUp(roots[r]);}\
    if(d.ebStepperKeys){return;}\
    d.ebStepperKeys=1;\
    \(showFunction)\
    d.addEventListener('focusin',function(e){var root=row(e.target);if(!root){return;}\
    if(on(e.target)){stop(root,e.target);}if(keyed(e.target)){show(root,e.target);}});\
    d.addEventListener('keydown',function(e){var b=e.target,root=row(b);\
    if(!root||e.altKey||e.ctrlKey||e.metaKey||e.shiftKey){return;}\
    var k=e.key,rtl=root.getAttribute('dir')==='rtl',move;\
    if(k==='ArrowDown'||k===(rtl?'ArrowLeft':'ArrowRight')){move=1;}\
    else if(k==='ArrowUp'||k===(rtl?'ArrowRight':'ArrowLeft')){move=-1;}\
    else if(k==='Home'){move=-2;}else if(k==='End'){move=2;}else{return;}\
    var all=root.querySelectorAll(R),at=-1,list=[],to=b,i;\
    for(i=0;i<all.length;i++){if(all[i]===b){at=i;}if(on(all[i])){list.push(all[i]);}}\
    if(!list.length){return;}\
    e.preventDefault();\
    if(move===-2){to=list[0];}else if(move===2){to=list[list.length-1];}\
    else{for(i=at+move;i>=0&&i<all.length;i+=move){if(on(all[i])){to=all[i];break;}}}\
    if(to!==b){stop(root,to);to.focus();}});\
    d.addEventListener('click',function(e){\
    var b=e.target&&e.target.closest?e.target.closest(R):null;\
    if(!b||!row(b)||!on(b)){return;}\
    if(b.hasAttribute('data-all-steps')){\
    b.dispatchEvent(new CustomEvent('eb-stepper-all-steps',{bubbles:true}));return;}\
    if(!b.hasAttribute('data-step')){return;}\
    b.dispatchEvent(new CustomEvent('eb-stepper-select',\
    {bubbles:true,detail:{step:b.getAttribute('data-step')}}));});\
    })(document);
    """
}
