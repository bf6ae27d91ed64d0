import StepperKit

extension StepperRenderer {
  /// The script a tappable or scrolling ``html(colorScheme:inlineScript:followsContrast:)``
  /// fragment ends with, as text: for a page whose Content-Security-Policy forbids inline scripts,
  /// serve it as a file (`<script src="stepper-keys.js" defer></script>`) and render the fragments
  /// with `inlineScript: false`.
  ///
  /// It makes the step buttons of every stepper on the page (each `button[data-roving]` in a
  /// `.eb-stepper`) one tab stop, the current step's, moved by the arrow keys in reading order
  /// (mirrored right to left), Home and End, skipping disabled steps; and it dispatches
  /// `eb-stepper-select` (bubbling, `detail.step` the step, "2" or "2.1") when an enabled step is
  /// pressed by a click, Enter or Space. It opens a row the browser scrolls at the scene's
  /// offset, and scrolls it to show a step keyboard focus reaches. It may run any number of
  /// times, before or after the fragments: a stepper added later is set up when one of its
  /// buttons first takes focus, and its row opened at its offset when the script runs again
  /// (a fragment's own inline copy does that).
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
/// - In a row the browser scrolls (the HTML output's scroll container), when keyboard focus
///   (`:focus-visible`: Tab, the arrows; not a pointer, which would move the step under it)
///   reaches a button whose `data-scroll="LOW HIGH"` does not hold the container's scroll
///   offset, the row scrolls the least it can to show the step whole: the core's
///   `StepperScene.offset(showing:from:)`, onto the nearest rest offset (a snap marker's
///   `data-offset`) within the two where there is one, since the row's snapping is mandatory
///   and would move it from anywhere else. The arrows move focus without the browser's own
///   scroll into view. The scroll is the browser's smooth one, and instant under
///   `prefers-reduced-motion: reduce`.
/// - It opens each row the browser scrolls at the scene's offset (the root's `data-offset`),
///   once, as it sets the row up: HTML alone cannot set a scroll position.
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

  /// The script's function `open(root)`: scrolls a row the browser scrolls to the scene's
  /// offset (the root's `data-offset`), once: `scrollTop` for a column, `scrollLeft` for a row,
  /// negated right to left, where `scrollLeft` is 0 at the right end and negative leftward.
  private static let openFunction = """
    function open(root){var s=root.querySelector(S);if(!s||s.ebStepperOpened){return;}\
    s.ebStepperOpened=1;var o=+root.getAttribute('data-offset');\
    if(root.getAttribute('data-axis')==='vertical'){s.scrollTop=o;}\
    else{s.scrollLeft=root.getAttribute('dir')==='rtl'?-o:o;}}
    """

  /// The script's function `show(root, button)`: scrolls a row the browser scrolls so that the
  /// focused button's step shows whole, the least it can, onto a rest offset (see the type's
  /// notes).
  private static let showFunction = """
    function show(root,b){var r=b.getAttribute('data-scroll'),s=root.querySelector(S);\
    if(!r||!s){return;}\
    var v=root.getAttribute('data-axis')==='vertical',rtl=!v&&root.getAttribute('dir')==='rtl',\
    at=v?s.scrollTop:rtl?-s.scrollLeft:s.scrollLeft,q=r.split(' '),lo=+q[0],hi=+q[1];\
    if(at>=lo-0.5&&at<=hi+0.5){return;}\
    var to=Math.min(Math.max(at,lo),hi),m=s.querySelectorAll('.eb-stepper__snap'),i,k;\
    for(i=0,k=null;i<m.length;i++){var o=+m[i].getAttribute('data-offset');\
    if(o>=lo-0.5&&o<=hi+0.5&&(k===null||Math.abs(o-at)<Math.abs(k-at))){k=o;}}\
    if(k!==null){to=k;}\
    var w=d.defaultView,calm=!w||!w.matchMedia||w.matchMedia('(prefers-reduced-motion: reduce)').matches,\
    g={behavior:calm?'auto':'smooth'};g[v?'top':'left']=rtl?-to:to;s.scrollTo(g);}\
    function keyed(b){try{return b.matches(':focus-visible');}catch(x){return true;}}
    """

  /// The script: plain ES5 (with `Element.closest` and `CustomEvent`), run where it is parsed.
  static let script = """
    (function(d){\
    var R='button[data-roving]',S='.eb-stepper__scroller';\
    \(openFunction)\
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
    for(var r=0;r<roots.length;r++){setUp(roots[r]);open(roots[r]);}\
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
    if(to!==b){stop(root,to);\
    to.focus(root.querySelector(S)?{preventScroll:true}:undefined);}});\
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
