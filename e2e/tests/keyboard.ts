import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only helpers: move with Tab / Shift+Tab and prove, at every stop, that focus can be seen (the
 * control's area looks different focused than not: a focus ring, not only a caret, which screenshots hide).
 */

const MARK = 'data-kbd';

/**
 * Marks the controls Tab should reach inside `container`, in document order: enabled, visible, tabbable,
 * one per radio group (the checked radio, else the first: where the browser's Tab lands).
 */
async function markControls(container: Locator): Promise<number> {
  return container.evaluate((root, mark) => {
    root.querySelectorAll(`[${mark}]`).forEach((e) => e.removeAttribute(mark));
    const candidates = Array.from(
      root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
    ).filter(
      (e) =>
        e.tabIndex >= 0 &&
        !(e as HTMLButtonElement).disabled &&
        !e.hasAttribute('data-tabster-dummy') &&
        !e.closest('[aria-hidden="true"], [inert]') &&
        e.getClientRects().length > 0 &&
        getComputedStyle(e).visibility !== 'hidden',
    );
    const groups = new Set<string>();
    const controls = candidates.filter((e) => {
      if (!(e instanceof HTMLInputElement) || e.type !== 'radio' || !e.name) return true;
      if (groups.has(e.name)) return false;
      groups.add(e.name);
      return true;
    });
    // The radio Tab lands on: the checked one of the group when there is one.
    const marked = controls.map((e) => {
      if (!(e instanceof HTMLInputElement) || e.type !== 'radio') return e;
      const checked = root.querySelector<HTMLInputElement>(`input[type=radio][name="${e.name}"]:checked`);
      return checked ?? e;
    });
    marked.forEach((e, i) => e.setAttribute(mark, String(i)));
    return marked.length;
  }, MARK);
}

/** The area of a control and its focus ring (Fluent draws rings on the control's wrapper, a few px out). */
async function ringArea(control: Locator) {
  const box = await control.evaluate((e) => {
    const target =
      e.closest('.fui-Input, .fui-Select, .fui-Combobox, .fui-Textarea, .fui-Checkbox, .fui-Radio') ?? e;
    const r = target.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  const pad = 4;
  return {
    x: Math.max(0, box.x - pad),
    y: Math.max(0, box.y - pad),
    width: box.width + 2 * pad,
    height: box.height + 2 * pad,
  };
}

const focusedIndex = (page: Page) =>
  page.evaluate((mark) => document.activeElement?.getAttribute(mark) ?? null, MARK);

async function shot(page: Page, control: Locator) {
  return page.screenshot({ clip: await ringArea(control), animations: 'disabled', caret: 'hide' });
}

/**
 * Tabs through every control of `container` from the top, and checks each is reached, in document order,
 * with a visible focus indicator. Focus ends on the last control.
 */
export async function tabThroughAll(page: Page, container: Locator): Promise<void> {
  const count = await markControls(container);
  expect(count, 'controls to reach').toBeGreaterThan(0);
  const control = (i: number) => container.locator(`[${MARK}="${i}"]`);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const unfocused: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    await control(i).scrollIntoViewIfNeeded();
    unfocused.push(await shot(page, control(i)));
  }

  const reached: number[] = [];
  for (let presses = 0; presses < count + 40 && reached.at(-1) !== count - 1; presses++) {
    await page.keyboard.press('Tab');
    // A stand-in (the country picker before its code has loaded) hands focus to the real control once
    // loaded; that control carries no mark: mark the controls again, in the same order, and read its place.
    await page.waitForFunction(() => !document.activeElement?.closest('[data-stand-in]'), null, {
      timeout: 15_000,
    });
    let at = await focusedIndex(page);
    if (at === null && (await markControls(container)) === count) at = await focusedIndex(page);
    if (at === null) continue;
    const i = Number(at);
    reached.push(i);
    const focused = await shot(page, control(i));
    const name = await control(i).evaluate(
      (e) =>
        e.getAttribute('aria-label') ?? (e as HTMLInputElement).labels?.[0]?.textContent ?? e.textContent,
    );
    expect(focused.equals(unfocused[i]!), `focus is visible on control ${i} (${name?.trim()})`).toBe(false);
  }
  expect(reached, 'every control, in order').toEqual(Array.from({ length: count }, (_, i) => i));
}

/** Moves focus with Tab (or Shift+Tab) until `target` has it; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((e) => e === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}
