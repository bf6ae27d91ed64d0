/// The script that makes a tappable HTML stepper one tab stop with arrow-key movement (the
/// WAI-ARIA "roving tabindex" pattern, as toolbars and tab lists use it).
///
/// Without the script every step button is in the tab order, so the fragment works wherever
/// scripts do not run. With it, each stepper's buttons become one tab stop — the current step's
/// button, or the first reachable one — and:
/// - the arrow keys along the row move to the next or previous reachable step in reading order
///   (Right and Left in a horizontal row, mirrored in a right-to-left one; Down and Up in a
///   vertical column);
/// - Home and End move to the first and last reachable steps;
/// - Enter and Space select, as a button's own keys do;
/// - disabled steps (`aria-disabled="true"`) are skipped.
///
/// The "All steps" control stays a tab stop of its own. The script sets up every stepper on the
/// page that it has not set up yet, so a page may hold many fragments, each with its copy.
enum HTMLRovingFocus {
  /// The script element, written once at the end of a tappable stepper's fragment.
  static let scriptElement = "<script>" + script + "</script>\n"

  /// The script: plain ES5 that runs once where it is parsed; no global name is left behind.
  static let script = """
    (function(){\
    var roots=document.querySelectorAll('.eb-stepper:not([data-keys])');\
    for(var r=0;r<roots.length;r++){setUp(roots[r]);}\
    function setUp(root){\
    root.setAttribute('data-keys','roving');\
    var all=root.querySelectorAll('.eb-stepper__target');\
    var targets=[];\
    for(var i=0;i<all.length;i++){if(all[i].getAttribute('aria-disabled')!=='true'){targets.push(all[i]);}}\
    if(!targets.length){return;}\
    var start=root.querySelector('[aria-current="step"] .eb-stepper__target:not([aria-disabled="true"])')||targets[0];\
    for(var j=0;j<all.length;j++){all[j].tabIndex=all[j]===start?0:-1;}\
    var vertical=root.getAttribute('data-axis')==='vertical';\
    var rtl=root.getAttribute('dir')==='rtl';\
    root.addEventListener('keydown',function(event){\
    var at=targets.indexOf(event.target);\
    if(at<0||event.altKey||event.ctrlKey||event.metaKey){return;}\
    var next=vertical?{ArrowDown:1,ArrowUp:-1}:{ArrowRight:rtl?-1:1,ArrowLeft:rtl?1:-1};\
    var to=-1;\
    if(event.key==='Home'){to=0;}\
    else if(event.key==='End'){to=targets.length-1;}\
    else if(next.hasOwnProperty(event.key)){to=Math.max(0,Math.min(targets.length-1,at+next[event.key]));}\
    else{return;}\
    event.preventDefault();\
    for(var k=0;k<all.length;k++){all[k].tabIndex=-1;}\
    targets[to].tabIndex=0;\
    targets[to].focus();\
    });\
    }\
    })();
    """
}
