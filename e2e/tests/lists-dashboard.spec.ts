import { expect, type Page } from '@playwright/test';
import { test } from './a11y';
import { DEMO, signIn } from './helpers';
import { fillDateIfEmpty } from './wizard-helpers';

// doc 3 §2.4-§2.6: the dashboard, the All Applications list and the approvers' list on the demo data.

/** The application prepared by the demo amcadmin (seed): nobody in the rm's hierarchy prepared it. */
const ADMIN_APPLICANT = 'Rajesh Khanna';

function collectErrors(page: Page): string[] {
  const failures: string[] = [];
  page.on('pageerror', (e) => failures.push(e.message));
  return failures;
}

test('amcadmin sees the dashboard charts and filters the list by status, kept across reload', async ({
  page,
}) => {
  const failures = collectErrors(page);
  await signIn(page, DEMO.amcadmin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Summary' }).getByText('Pending with AIF Approver'),
  ).toBeVisible();
  // Each widget is a region named by its title; Highcharts draws an SVG in it.
  for (const title of [
    'Number of Applications (since inception)',
    'Month on Month Applications',
    'Commitment vs Contribution',
  ]) {
    await expect(page.getByRole('region', { name: title }).locator('svg.highcharts-root')).toBeVisible();
  }
  // The donut counts the same applications as the tiles, and the bar charts draw their bars.
  const tiles = await page.getByRole('region', { name: 'Summary' }).innerText();
  const total = /Total Applications\s*(\d+)/.exec(tiles)?.[1];
  expect(Number(total)).toBeGreaterThan(0);
  // The total sits in the ring's hole (aif-donut-total, chart-options.ts).
  const ringTotal = page
    .getByRole('region', { name: 'Number of Applications (since inception)' })
    .locator('.aif-donut-total');
  await expect(ringTotal).toBeVisible();
  await expect(ringTotal).toHaveText(`${total}Total`);
  for (const title of ['Month on Month Applications', 'Commitment vs Contribution']) {
    await expect(
      page.getByRole('region', { name: title }).locator('.highcharts-series .highcharts-point').first(),
    ).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Top 5 Distributors' }).getByRole('row')).not.toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Recent Applications' }).getByRole('row')).toHaveCount(5);

  await page.getByRole('button', { name: 'View More' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Applications' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stamp Papers Information' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Applications' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();

  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('checkbox', { name: 'Rejected' }).check();
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/applications\?status=rejected$/);
  // Only rejected applications (other journeys may have rejected more than the demo's), the demo's among them.
  const notRejected = rows.filter({ hasNot: page.getByRole('link', { name: 'Rejected' }) });
  const demoRejected = rows.filter({ hasText: 'Meera Joshi' });
  await expect(page.getByRole('button', { name: 'Filters, 1 applied' })).toBeVisible();
  await expect(demoRejected.getByRole('link', { name: 'Rejected' })).toBeVisible();
  await expect(notRejected).toHaveCount(1); // the header row

  await page.reload();
  await expect(page).toHaveURL(/\/applications\?status=rejected$/);
  await expect(page.getByRole('button', { name: 'Filters, 1 applied' })).toBeVisible();
  // The reload asked for the page's files beside the area's entry (page-files.json), each fetched once.
  await expect(
    page.locator(
      'head link[rel="preload"][as="script"][href*="/remotes/mf_lists_dashboard/page-applications."]',
    ),
  ).toHaveCount(1);
  const remoteScripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/remotes/') && p.endsWith('.js')),
  );
  expect(remoteScripts).toContainEqual(expect.stringMatching(/page-applications\.\w+\.js$/));
  expect(remoteScripts).toHaveLength(new Set(remoteScripts).size);
  await expect(demoRejected.getByRole('link', { name: 'Rejected' })).toBeVisible();
  await expect(notRejected).toHaveCount(1);
  await demoRejected.getByRole('button', { name: 'Comments' }).click();
  await expect(page.getByRole('dialog').getByText('Address proof is not legible')).toBeVisible();
  expect(failures).toEqual([]);
});

test('an rm sees only the applications of its hierarchy', async ({ page }) => {
  const failures = collectErrors(page);
  await signIn(page, DEMO.rm);
  await expect(page).toHaveURL(/\/applications$/);
  const rows = page.getByRole('table', { name: 'Applications' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stamp Papers Information' })).toBeVisible();
  await expect(page.getByText(ADMIN_APPLICANT)).toHaveCount(0);

  await page.getByRole('searchbox', { name: /Search/ }).fill('khanna');
  await expect(page).toHaveURL(/search=khanna/);
  await expect(page.getByText('No data found')).toBeVisible();

  // The rm has no distributor filter; the amcadmin finds the same search.
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('dialog').getByRole('group', { name: 'Distributor' })).toHaveCount(0);
  expect(failures).toEqual([]);
});

test('the amcadmin finds the application the rm cannot see', async ({ page }) => {
  await signIn(page, DEMO.amcadmin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/applications?search=khanna');
  await expect(page.getByRole('table', { name: 'Applications' }).getByText(ADMIN_APPLICANT)).toBeVisible();
});

test('the AIF approver list shows Get Link and copies the investor link', async ({ page, context }) => {
  const failures = collectErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, DEMO.amcapprover);
  await expect(page).toHaveURL(/\/applications-list$/);
  await expect(page.getByRole('button', { name: 'Filters, 1 applied' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Applications' });
  await expect(table.getByRole('columnheader', { name: 'Commited Value' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Pending' }).first()).toBeVisible();

  // Clearing the default status filter shows every status, and sent-to-investor rows get the link.
  await page.goto('/applications-list?status=sent_to_applicant1');
  const link = table.getByRole('button', { name: 'Get Link' }).first();
  await expect(link).toBeVisible();
  await link.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^Copy Link For /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy Link' }).first().click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/investment-details\/[^/]+\/details$/);
  expect(failures).toEqual([]);
});

test('an rm finds an application by PAN, filters by status, opens it and modifies its investment', async ({
  page,
}) => {
  const failures = collectErrors(page);
  await signIn(page, DEMO.rm);
  await expect(page).toHaveURL(/\/applications$/);
  // The first applicant's PAN, in lower case: the search is by application number, name or PAN, any case.
  await page.getByRole('searchbox', { name: /Search/ }).fill('bcdpk2345d');
  await expect(page).toHaveURL(/search=bcdpk2345d/);
  const table = page.getByRole('table', { name: 'Applications' });
  // The searched page has arrived (the list is no longer busy) before a row action is used.
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const row = table.getByRole('row').filter({ hasText: 'Neha Kapoor' });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);

  // A status filter on top of the search: another status hides it, its own status shows it.
  await page.getByRole('button', { name: 'Filters' }).click();
  let drawer = page.getByRole('dialog');
  await drawer.getByRole('checkbox', { name: 'Draft' }).check();
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/status=draft/);
  await expect(page.getByText('No data found')).toBeVisible();
  // The drawer has finished closing (a drawer still on its way out would take the next clicks).
  await expect(drawer).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters, 1 applied' }).click();
  drawer = page.getByRole('dialog');
  await drawer.getByRole('checkbox', { name: 'Draft' }).uncheck();
  await drawer.getByRole('checkbox', { name: 'Sent to AIF approver' }).check();
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/status=sent_to_amc_approver/);
  await expect(row).toHaveCount(1);

  // The status link opens the application; Back returns to the same filtered list.
  await row.getByRole('link', { name: 'Sent to AIF approver' }).click();
  await expect(page).not.toHaveURL(/\/applications\?/);
  await expect(page.getByText('Neha Kapoor').first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(
    /search=bcdpk2345d.*status=sent_to_amc_approver|status=sent_to_amc_approver.*search=bcdpk2345d/,
  );
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(row).toHaveCount(1);

  // doc 3 §2.5: the dialog, titled as the specification spells it, holds the wizard's investment form.
  await row.getByRole('button', { name: 'Modify Investment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invesment and Payement Details' });
  await expect(dialog).toBeVisible();
  // It opens with what the wizard saved (the demo application: 1.5 Cr in units of 100).
  await expect(dialog.getByRole('combobox', { name: /^Series/ })).toHaveValue(/.+/);
  await expect(dialog.getByRole('textbox', { name: /^No of Units/ })).toHaveValue('150000');
  await expect(dialog.getByRole('textbox', { name: /^Commitment Amount/ })).toHaveValue('₹ 1,50,00,000.00');
  await dialog.getByRole('combobox', { name: /^Series/ }).selectOption({ label: 'DGF1-A - Series A' });
  await expect(dialog.getByRole('textbox', { name: 'Operating Expenses' })).toHaveValue('0.75%');
  const units = dialog.getByRole('textbox', { name: /^No of Units/ });
  await units.fill('200000');
  await expect(dialog.getByRole('textbox', { name: /^Commitment Amount/ })).toHaveValue('₹ 2,00,00,000.00');
  await fillDateIfEmpty(dialog, /^Drawdown Date/, '07/12/2026');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/^Application AIF\d+ - Saved successfully$/).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // Still waiting for the AIF approver (doc 3 §4), with the new units and commitment stored.
  await expect(row.getByRole('link', { name: 'Sent to AIF approver' })).toBeVisible();
  await row.getByRole('button', { name: 'Modify Investment' }).click();
  await expect(dialog.getByRole('textbox', { name: /^No of Units/ })).toHaveValue('200000');
  await expect(dialog.getByRole('textbox', { name: /^Commitment Amount/ })).toHaveValue('₹ 2,00,00,000.00');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(failures).toEqual([]);
});

test('the dashboard and both lists lay out at 1280 and 390 px without sideways scrolling', async ({
  browser,
  baseURL,
}) => {
  const screens: {
    who: keyof typeof DEMO;
    path: string;
    name: string;
    ready: (page: Page) => Promise<void>;
  }[] = [
    {
      who: 'amcadmin',
      path: '/dashboard',
      name: 'dashboard',
      // All three charts drawn (each loads on its own).
      ready: (page) => expect(page.locator('svg.highcharts-root')).toHaveCount(3),
    },
    {
      who: 'amcadmin',
      path: '/applications',
      name: 'applications',
      ready: (page) =>
        expect(page.getByRole('table', { name: 'Applications' })).toHaveAttribute('aria-busy', 'false'),
    },
    {
      who: 'amcapprover',
      path: '/applications-list',
      name: 'applications-list',
      ready: (page) =>
        expect(page.getByRole('table', { name: 'Applications' })).toHaveAttribute('aria-busy', 'false'),
    },
  ];
  const pages = new Map<string, Page>();
  for (const screen of screens) {
    let page = pages.get(screen.who);
    if (!page) {
      // Each role in a browser context of its own (its own session).
      // Reduced motion draws the charts at once, so the screenshots show them finished.
      page = await (await browser.newContext({ baseURL, reducedMotion: 'reduce' })).newPage();
      await signIn(page, DEMO[screen.who]);
      await expect(page).not.toHaveURL(/\/(login|verify-otp)/);
      pages.set(screen.who, page);
    }
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto(screen.path);
      await screen.ready(page);
      // Wide tables scroll inside their own container; the page itself never scrolls sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect({ screen: screen.name, width, overflow }).toEqual({ screen: screen.name, width, overflow: 0 });
      // On a phone a list's rows are cards: the status and the actions are in view without scrolling.
      if (width === 390 && screen.name !== 'dashboard') {
        const row = page.getByRole('table', { name: 'Applications' }).getByRole('row').nth(1);
        // The approvers' list offers Download only where a signed PDF exists (doc 3 §2.6).
        const download = row.getByRole('button', { name: 'Download' });
        const cells = [row.getByRole('link').first(), ...((await download.count()) ? [download] : [])];
        for (const cell of cells) {
          const box = (await cell.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(390);
        }
      }
      await page.screenshot({ path: `/tmp/lists-shots/${screen.name}-${width}.png`, fullPage: true });
    }
  }
  for (const page of pages.values()) await page.context().close();
});
