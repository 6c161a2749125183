import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, readOtp, signIn, signOut } from '../tests/helpers';
import { enterPan, individualPan, wizardState } from '../tests/onboarding-helpers';
import { Api, completeThroughApi, tokenOf } from '../tests/review-helpers';

// The entity signing screens at 1280 px and 390 px, for looking at (not assertions of the suite).
const OUT = process.env.SHOTS_DIR ?? '/tmp/entity-screens';
mkdirSync(`${OUT}/parts`, { recursive: true });
const SIZES = [
  [1280, 800],
  [390, 844],
] as const;

async function shoot(page: Page, name: string, part?: () => Locator) {
  await page.waitForLoadState('networkidle');
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(400);
    const target = part?.();
    if (target) await target.screenshot({ path: `${OUT}/${name}-${width}.png` });
    else {
      await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
      // Screen-sized parts of a long page, to look at closely.
      const total = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let i = 0, y = 0; y < total && i < 8; i++, y += height)
        await page.screenshot({
          path: `${OUT}/parts/${name}-${width}-${i}.png`,
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(height, total - y) },
        });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The id of the demo application whose investor is `name`, as the signed-in staff member lists it. */
async function idOf(page: Page, name: string): Promise<string> {
  const api = new Api(page.request, await tokenOf(page));
  const list = await api.get<{ applications: { id: string; name?: string; investorName?: string }[] }>(
    `/onboarding/applications?search=${encodeURIComponent(name)}`,
  );
  expect(list.applications.length, name).toBeGreaterThan(0);
  return list.applications[0]!.id;
}

test.setTimeout(300_000);

test('POA Holder card and dialog on the individual document step', async ({ page }) => {
  await signIn(page, DEMO.rm);
  await expect(page).toHaveURL(/\/applications$/);
  await page.goto('/onboarding/enter-pan-number');
  await page.getByRole('checkbox', { name: 'POA' }).check();
  await enterPan(page, individualPan(), '15/08/1988');
  await expect(page).toHaveURL(/\/application\/distributor-details$/);
  const state = await wizardState(page);
  await completeThroughApi(new Api(page.request, await tokenOf(page)), state.id!);
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Application steps' })
    .getByRole('button', { name: /Document Details/ })
    .click();
  await expect(page).toHaveURL(/document-details$/);
  const card = () => page.getByRole('region', { name: 'POA Holder' });
  await expect(card()).toBeVisible();
  await shoot(page, 'poa-holder-card', card);
  await shoot(page, 'poa-holder-step');
  await card().getByRole('button', { name: 'Add POA Holder' }).click();
  await shoot(page, 'poa-holder-dialog', () => page.getByRole('dialog'));
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /save|add/i })
    .last()
    .click();
  await shoot(page, 'poa-holder-dialog-errors', () => page.getByRole('dialog'));
});

test('entity preview (rm) and details (AIF approver)', async ({ page }) => {
  await signIn(page, DEMO.rm);
  await expect(page).toHaveURL(/\/applications$/);
  const id = await idOf(page, 'Deccan Precision');
  await page.goto(`/application-preview/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Application Preview' })).toBeVisible();
  await shoot(page, 'entity-preview');
  for (const [name, region] of [
    ['signatories', /Authorised Signator/],
    ['ubo', /UBO/],
    ['fatca', /FATCA/],
  ] as const) {
    const r = page.getByRole('region', { name: region }).first();
    if (await r.count()) await shoot(page, `entity-preview-${name}`, () => r);
  }
  await signOut(page);
  await signIn(page, DEMO.amcapprover);
  await expect(page).toHaveURL(/\/applications-list$/);
  await page.goto(`/application-details/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Application Details' })).toBeVisible();
  await shoot(page, 'entity-details');
});

test('a signatory signs in: its landing, e-Sign and the signing rows; then Get Link', async ({
  page,
  browser,
}) => {
  const mobile = '9200000011'; // Sunrise Textiles' first Board member
  await page.goto('/login');
  await page.getByRole('textbox', { name: /mobile number/i }).fill(mobile);
  const since = Date.now();
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page).toHaveURL(/\/verify-otp/);
  await page.getByRole('textbox', { name: /otp/i }).fill(await readOtp(page.request, mobile, since));
  await page.getByRole('button', { name: /verify/i }).click();
  await page.waitForURL((u) => !u.pathname.includes('verify-otp'));
  await page.waitForLoadState('networkidle');
  await shoot(page, 'signatory-landing');
  const esign = page.getByRole('button', { name: 'e-Sign' });
  if (await esign.count()) {
    const popup = page.context().waitForEvent('page');
    await esign.first().click();
    await (await popup).close();
    const refresh = page.getByRole('button', { name: 'Refresh Status' });
    if (await refresh.count()) await refresh.click();
    await shoot(page, 'signatory-landing-after-esign');
    const status = page.getByRole('button', { name: 'Signing Status' });
    if (await status.count()) {
      await status.click();
      await shoot(page, 'signatory-signing-status');
    }
  }

  const staff = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(staff, DEMO.amcapprover);
  await expect(staff).toHaveURL(/\/applications-list$/);
  // Every status (the approver's list opens on those pending with them).
  await staff.goto('/applications-list?status=&search=Sunrise');
  const row = staff
    .getByRole('table', { name: 'Applications' })
    .getByRole('row')
    .filter({ hasText: 'Sunrise' });
  await row.getByRole('button', { name: 'Get Link' }).click();
  await expect(staff.getByRole('dialog', { name: 'Get Link' })).toBeVisible();
  await shoot(staff, 'get-link-dialog', () => staff.getByRole('dialog', { name: 'Get Link' }));
  await shoot(staff, 'get-link-page');
});
