// jsdom matches every style rule in the document against an element each time Testing Library asks
// whether it is visible (getComputedStyle, for the element and each ancestor, again after every DOM
// change), and Fluent's styles add thousands of rules: that matching was about a third of a DOM
// suite's time. Only rules that hide an element change what a query finds, so the shared DOM setup
// keeps those alone; colours, spacing and layout mean nothing to jsdom. A test about a component's own
// styles (a sticky column, say) calls `keepAllStyleRules()` before it renders.
//
// jsdom's CSSOM classes come from one module that every test file of a jest worker shares, so the
// wrapper is installed once per worker (a wrapper per file would hold each file's window alive) and
// its switch lives on the shared prototype, set back by the setup at the start of each file.
const HIDING = /display:\s*none|visibility:\s*(hidden|collapse)/;
const ORIGINAL = Symbol.for('aif.testing.insertRule');
const KEEP_ALL = Symbol.for('aif.testing.keepAllStyleRules');

type InsertRule = (rule: string, index?: number) => number;
type Flagged = CSSStyleSheet & { [ORIGINAL]?: InsertRule; [KEEP_ALL]?: boolean };

export function keepHidingStyleRulesOnly(): void {
  const proto = CSSStyleSheet.prototype as Flagged;
  proto[KEEP_ALL] = false;
  if (proto[ORIGINAL]) return;
  const insertRule = proto.insertRule;
  proto[ORIGINAL] = insertRule;
  proto.insertRule = function insertIfHiding(this: Flagged, rule: string, index?: number): number {
    if (this[KEEP_ALL] || HIDING.test(rule)) return insertRule.call(this, rule, index);
    return index ?? this.cssRules.length;
  };
}

/** Every style rule reaches jsdom from now on in this test file (for tests of computed styles). */
export function keepAllStyleRules(): void {
  (CSSStyleSheet.prototype as Flagged)[KEEP_ALL] = true;
}
