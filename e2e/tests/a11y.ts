import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/**
 * axe on every screen the journeys reach: the helpers (sign-in, onboarding entry, Save and Proceed, shoot)
 * call `checkA11y`, and `test` from this file checks the screen each test ends on. Serious and critical
 * violations fail the test (softly: the journey goes on, so one run lists them all), except those recorded
 * with their reason in docs/accessibility.md, in the table between its `axe-exceptions` markers.
 */

interface Exception {
  rule: string;
  screen: string;
  element: string;
}

const DOC = path.join(__dirname, '..', '..', 'docs', 'accessibility.md');

/** Rows of the exceptions table: `| rule | screen | element | status | reason |`, `*` for any. */
function loadExceptions(): Exception[] {
  const text = readFileSync(DOC, 'utf8');
  const table = text.split('<!-- axe-exceptions:start -->')[1]?.split('<!-- axe-exceptions:end -->')[0] ?? '';
  return table
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(Rule|-)/.test(line))
    .map((line) => line.split('|').map((cell) => cell.trim().replace(/^`|`$/g, '')))
    .map(([, rule = '', screen = '*', element = '*']) => ({ rule, screen, element }));
}

const EXCEPTIONS = loadExceptions();
const matches = (pattern: string, value: string) => pattern === '*' || value.includes(pattern);

/** A screen is its path (ids folded), its first heading and any open dialog: each is checked once per run. */
async function screenKey(page: Page): Promise<string> {
  const { pathname } = new URL(page.url());
  const where = pathname.replace(/[0-9a-f]{8}-[0-9a-f-]{27}|\d+/gi, ':id');
  const heading = await page
    .locator('h1')
    .first()
    .textContent({ timeout: 500 })
    .catch(() => '');
  // Most screens have no dialog open: counting answers at once, where waiting for one took 200 ms a call.
  const dialogs = page.getByRole('dialog');
  const dialog =
    (await dialogs.count()) === 0
      ? ''
      : await dialogs
          .first()
          .getAttribute('aria-labelledby', { timeout: 200 })
          .then((id) => (id ? page.locator(`[id="${id}"]`).textContent({ timeout: 200 }) : 'dialog'))
          .catch(() => '');
  const invalid = (await page.locator('[aria-invalid="true"]').count()) > 0 ? ' (errors shown)' : '';
  return `${where} ${heading ?? ''}${dialog ? ` [${dialog}]` : ''}${invalid}`.trim();
}

const checked = new Set<string>();

/** A toast fading in is not yet at its colours: wait (up to 2 s) for the finite animations to end. */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .evaluate(() => {
      const finite = document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
      const ended = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
      return Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000))]);
    })
    .catch(() => undefined);
}

export async function checkA11y(page: Page): Promise<void> {
  if (process.env.E2E_AXE === 'off' || page.isClosed() || !page.url().startsWith('http')) return;
  const key = await screenKey(page);
  if (checked.has(key)) return;
  checked.add(key);
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => ({
        rule: v.id,
        element: n.target.join(' '),
        html: n.html.slice(0, 160),
        help: v.help,
      })),
    )
    .filter(
      (f) =>
        !EXCEPTIONS.some(
          (e) => e.rule === f.rule && matches(e.screen, key) && matches(e.element, `${f.element} ${f.html}`),
        ),
    );
  if (process.env.E2E_AXE_LOG && found.length > 0)
    appendFileSync(process.env.E2E_AXE_LOG, `${JSON.stringify({ key, found })}\n`);
  expect.soft(found, `axe: serious or critical violations on ${key}`).toEqual([]);
}

/** `test` that also checks the screen each test ends on. */
export const test = base.extend<{ axeAtEnd: void }>({
  axeAtEnd: [
    async ({ page }, use) => {
      await use();
      await checkA11y(page).catch((error: unknown) => {
        // A test that closed its page or left it mid-navigation has nothing left to check.
        if (!page.isClosed()) throw error;
      });
    },
    { auto: true },
  ],
});
export { expect };
