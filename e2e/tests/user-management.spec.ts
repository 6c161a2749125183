import { mkdirSync } from 'node:fs';
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { UPDATE_RM_CONFIRMATION, userAccessConfirmation } from '../../packages/contracts/src';
import { test } from './a11y';
import { DEMO, signIn } from './helpers';
import { entityPan, individualPan, wizardState } from './onboarding-helpers';
import { Api, tokenOf } from './review-helpers';
import { onboardIndividual, shoot } from './wizard-helpers';

test.describe.configure({ timeout: 240_000 });
// A control that never comes fails its step at once, not at the end of the test's time.
test.use({ actionTimeout: 15_000 });
const SHOTS = '/tmp/user-admin-shots';
mkdirSync(SHOTS, { recursive: true });

/** The demo RM and the demo individual distributor mapped to it (db/seed.ts). */
const DEMO_RM = 'Rohan Iyer';
const DEMO_DISTRIBUTOR = 'Deepak Sharma';

const box = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label}`) });
const select = (scope: Page | Locator, label: string) =>
  scope.getByRole('combobox', { name: new RegExp(`^${label}`) });

/** Letters only (names refuse digits): the run's stamp as four letters. */
function letters(n: number): string {
  return [...String(n).slice(-4)].map((d) => 'ABCDEFGHIJ'[Number(d)]!.toLowerCase()).join('');
}
const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

interface ListRow {
  id: string;
  distributor: { id: string; name: string } | null;
  filledBy: string | null;
}

/** Every application of a caller's list (pages of 100). */
async function allApplications(api: Api): Promise<ListRow[]> {
  const rows: ListRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.get<{ applications: ListRow[]; pages: number }>(
      `/onboarding/applications?limit=100&page=${page}`,
    );
    rows.push(...answer.applications);
    if (page >= answer.pages) return rows;
  }
}

/** A second browser with its own storage, signed in as `mobile`: its page and its API token. */
async function signedInElsewhere(browser: Browser, mobile: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, mobile);
  await expect(page).not.toHaveURL(/\/(login|verify-otp)/);
  return { context, page, api: new Api(page.request, await tokenOf(page)) };
}

async function saveUser(page: Page, details: RegExp) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page)
    .toHaveURL(details)
    .catch(async (error: unknown) => {
      const alerts = await page.getByRole('alert').allInnerTexts();
      throw new Error(`Not saved: ${alerts.join(' | ')}\n${String(error)}`);
    });
}

async function fillPerson(
  page: Page,
  p: { name: string; email: string; mobile: string; pan: string; address: string },
) {
  await box(page, 'Name').fill(p.name);
  await box(page, 'Email Id').fill(p.email);
  await box(page, 'Contact Number').fill(p.mobile);
  await box(page, 'PAN').fill(p.pan);
  await box(page, 'Address 1').fill(p.address);
  await box(page, 'City').fill('Mumbai');
  await box(page, 'State').fill('Maharashtra');
  await box(page, 'Pincode').fill('400051');
}

/** The first scheme offered and its first plan, in the first scheme-and-plan row. */
async function choosePlan(page: Page) {
  const row = page.getByRole('group', { name: 'Scheme 1' });
  await select(row, 'Scheme').selectOption({ index: 1 });
  const plans = select(row, 'Plans');
  await plans.click();
  await page.getByRole('menuitemcheckbox').first().click();
  await plans.press('Escape');
  await expect(
    row.getByRole('list', { name: 'Selected Plans' }).or(row.getByLabel('Selected Plans')),
  ).toBeVisible();
}

/** The "Yes" of the confirmation asking `question`. */
async function confirm(page: Page, question: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
}

/** Update RM on a mapped SRMs page: the row's action, the searchable RM, Update, the confirmation. */
async function updateRm(page: Page, member: string, to: string) {
  await page.getByRole('button', { name: `Update RM of ${member}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update RM' });
  const picker = dialog.getByRole('combobox', { name: /Relationship Manager/ });
  await picker.click();
  await picker.pressSequentially(to.split(' ')[0]!);
  await page.getByRole('option', { name: to }).click();
  await dialog.getByRole('button', { name: 'Update' }).click();
  await confirm(page, UPDATE_RM_CONFIRMATION);
  await expect(page.getByText('RM Updated Successfully').first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Update RM of ${member}` })).toHaveCount(0);
}

async function openMappedSrms(page: Page, rm: string) {
  await page.goto('/user-management/relationship-managers');
  await page.getByRole('link', { name: rm, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Relationship Manager Details' })).toBeVisible();
  await page.getByRole('link', { name: 'View Mapped SRMs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mapped SRMs' })).toBeVisible();
}

test("the AIF admin adds an RM, an individual distributor on a plan and a company with a distributor's RM; the distributor sees only its application; Update RM moves a distributor's applications; a switched-off RM is signed out", async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const tag = letters(stamp);
  const digits = String(stamp).slice(-8);
  const rm = {
    name: `Ishaan ${capital(tag)} Verma`,
    email: `ishaan.${tag}@demo-aif.example`,
    mobile: `94${digits}`,
    pan: individualPan('RMV'),
    address: 'Office 7, Trade Centre',
  };
  const distributor = {
    name: `Meera ${capital(tag)} Nair`,
    email: `meera.${tag}@distributor.example`,
    mobile: `95${digits}`,
    pan: individualPan('DNM'),
    address: '4 Hill Road',
  };
  const company = `Saffron ${capital(tag)} Advisors Private Limited`;
  const companyRm = {
    name: `Kabir ${capital(tag)} Shah`,
    email: `kabir.${tag}@saffron.example`,
    mobile: `96${digits}`,
    pan: individualPan('KSB'),
    address: 'Saffron House, 2nd Floor',
  };
  const contexts: BrowserContext[] = [];

  await signIn(page, DEMO.amcadmin);
  await expect(page).toHaveURL(/\/dashboard/);

  await test.step('a relationship manager', async () => {
    await page.getByRole('link', { name: 'User Management' }).click();
    await expect(page).toHaveURL(/\/user-management\/relationship-managers$/);
    await expect(page.getByRole('link', { name: DEMO_RM, exact: true })).toBeVisible();
    await shoot(page, 'list-rm', SHOTS);
    await page.getByRole('button', { name: 'Add Relationship Manager' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Relationship Manager' })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The spec's messages on the required fields.
    for (const message of ['Required Name!', 'Required Email!', 'PAN required!', 'Emp Code required!'])
      await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByText('Address 1 required!')).toBeVisible();
    await shoot(page, 'add-rm-errors', SHOTS);
    await fillPerson(page, rm);
    await box(page, 'Emp Code').fill(`EMP${digits.slice(-5)}`);
    await shoot(page, 'add-rm', SHOTS);
    await saveUser(page, /\/user-management\/relationship-manager-details\?id=/);
    await expect(page.getByText(rm.name).first()).toBeVisible();
    await expect(page.getByText(rm.pan)).toBeVisible();
    await shoot(page, 'details-rm', SHOTS);
    // No distributor yet.
    await page.getByRole('link', { name: 'View Mapped SRMs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mapped SRMs' })).toBeVisible();
    await expect(page.getByText('No distributor mapped under this RM')).toBeVisible();
    await shoot(page, 'srms-empty', SHOTS);
  });

  await test.step('an individual distributor mapped to the RM and a plan', async () => {
    await page.goto('/user-management/distributors');
    await expect(page.getByRole('link', { name: DEMO_DISTRIBUTOR, exact: true })).toBeVisible();
    await shoot(page, 'list-distributor', SHOTS);
    await page.getByRole('button', { name: 'Add Distributor' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Distributor' })).toBeVisible();
    await page.getByRole('radio', { name: 'Individual' }).check();
    await fillPerson(page, distributor);
    await box(page, 'ARN Code').fill(`ARN-${digits.slice(-6)}`);
    await select(page, "AMC's RM Name").selectOption({ label: rm.name });
    await choosePlan(page);
    await shoot(page, 'add-distributor-individual', SHOTS);
    await saveUser(page, /\/user-management\/distributor-details\?id=/);
    const details = page.getByRole('list', { name: 'Distributor Details' }).or(page.locator('main'));
    await expect(details.getByText(rm.name).first()).toBeVisible();
    await shoot(page, 'details-distributor-individual', SHOTS);
  });

  await test.step("a company distributor and its distributor's RM", async () => {
    await page.goto('/user-management/add-distributor');
    await page.getByRole('radio', { name: 'Company' }).check();
    await expect(box(page, 'Email Id')).toHaveCount(0);
    await expect(select(page, "AMC's RM Name")).toHaveCount(0);
    await box(page, 'Name').fill(company);
    await box(page, 'PAN').fill(entityPan());
    await box(page, 'ARN Code').fill(`ARN-C${digits.slice(-5)}`);
    await box(page, 'Address 1').fill('Saffron House, Andheri East');
    await choosePlan(page);
    await shoot(page, 'add-distributor-company', SHOTS);
    await saveUser(page, /\/user-management\/distributor-details\?id=/);
    await expect(page.getByText(company).first()).toBeVisible();
    await page.getByRole('button', { name: "Add Distributor's RM" }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Add Distributor's RM" })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Distributor', exact: true })).toHaveValue(company);
    await fillPerson(page, companyRm);
    await box(page, "Distributor's RM Code").fill(`SAF-${tag}`);
    await select(page, "AMC's RM Name").selectOption({ label: rm.name });
    await shoot(page, 'add-distributors-rm', SHOTS);
    await saveUser(page, /\/user-management\/distributor\/distributors-rm-details\?distributorId=.+&id=/);
    await expect(page.getByText(companyRm.name).first()).toBeVisible();
    await shoot(page, 'details-distributors-rm', SHOTS);
    await page.getByRole('link', { name: /^Back to / }).click();
    await expect(page.getByRole('link', { name: companyRm.name })).toBeVisible();
    await shoot(page, 'list-distributors-rm', SHOTS);
    // The company's details list its distributor's RM.
    await page.goto('/user-management/distributors?type=company');
    await page.getByRole('link', { name: company }).click();
    await expect(page.getByRole('link', { name: companyRm.name })).toBeVisible();
    await shoot(page, 'details-distributor-company', SHOTS);
  });

  // The RM's own view, signed in elsewhere (it is switched off at the end).
  const rmSide = await signedInElsewhere(browser, rm.mobile);
  contexts.push(rmSide.context);

  await test.step('the new distributor sees only its own application', async () => {
    const side = await signedInElsewhere(browser, distributor.mobile);
    contexts.push(side.context);
    await expect(side.page).toHaveURL(/\/applications$/);
    await expect(side.page.getByText('No data found')).toBeVisible();
    expect((await allApplications(side.api)).length).toBe(0);

    await side.page.goto('/onboarding');
    await onboardIndividual(side.page, individualPan(), '14/02/1986', 'user-admin');
    await expect(side.page).toHaveURL(/\/application\/distributor-details$/);
    const { id } = await wizardState(side.page);
    expect(id).toBeTruthy();
    expect((await allApplications(side.api)).map((a) => a.id)).toEqual([id]);
    await side.page.goto('/applications');
    await expect(side.page.getByRole('table', { name: 'Applications' }).getByRole('row')).toHaveCount(2);
    // Its RM sees it too.
    expect((await allApplications(rmSide.api)).map((a) => a.id)).toContain(id);
    await side.context.close();
  });

  await test.step("Update RM moves the demo distributor's applications to the new RM, and back", async () => {
    const rohan = await signedInElsewhere(browser, DEMO.rm);
    contexts.push(rohan.context);
    const ofDeepak = (rows: ListRow[]) =>
      rows.filter((r) => r.distributor?.name === DEMO_DISTRIBUTOR).map((r) => r.id);
    // Those Rohan filled himself stay his whatever the distributor's RM.
    const rohanBefore = await allApplications(rohan.api);
    const moving = rohanBefore
      .filter((r) => r.distributor?.name === DEMO_DISTRIBUTOR && r.filledBy !== DEMO_RM)
      .map((r) => r.id);
    expect(moving.length, "the demo distributor's applications").toBeGreaterThan(0);
    expect(ofDeepak(await allApplications(rmSide.api))).toEqual([]);

    await openMappedSrms(page, DEMO_RM);
    await expect(page.getByRole('button', { name: `Update RM of ${DEMO_DISTRIBUTOR}` })).toBeVisible();
    await shoot(page, 'srms', SHOTS);
    await updateRm(page, DEMO_DISTRIBUTOR, rm.name);

    expect(ofDeepak(await allApplications(rmSide.api))).toEqual(expect.arrayContaining(moving));
    const rohanAfter = ofDeepak(await allApplications(rohan.api));
    expect(rohanAfter.filter((id) => moving.includes(id))).toEqual([]);

    // Back to Rohan from the new RM's page, so later journeys find the demo data as it was.
    await openMappedSrms(page, rm.name);
    await updateRm(page, DEMO_DISTRIBUTOR, DEMO_RM);
    expect(ofDeepak(await allApplications(rohan.api))).toEqual(expect.arrayContaining(moving));
    expect(ofDeepak(await allApplications(rmSide.api))).toEqual([]);
    await rohan.context.close();
  });

  await test.step('switching the RM off signs it out', async () => {
    await page.goto('/user-management/relationship-managers');
    const toggle = page.getByRole('switch', { name: `Access for ${rm.name}` });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await confirm(page, userAccessConfirmation(false));
    await expect(toggle).not.toBeChecked();

    await rmSide.page.goto('/applications');
    await expect(rmSide.page).toHaveURL(/\/login/);
    // And it cannot sign in again: the neutral answer (no account enumeration), and no OTP is sent.
    await rmSide.page.getByRole('textbox', { name: /mobile number/i }).fill(rm.mobile);
    const since = Date.now();
    await rmSide.page.getByRole('button', { name: 'Get OTP' }).click();
    await expect(rmSide.page).toHaveURL(/\/verify-otp/);
    await rmSide.page.waitForTimeout(3000);
    const outbox = (await (
      await rmSide.page.request.get(`/api/dev/outbox?to=${encodeURIComponent(rm.mobile)}`)
    ).json()) as { channel: string; createdAt: string }[];
    expect(outbox.filter((m) => m.channel === 'sms' && Date.parse(m.createdAt) >= since)).toEqual([]);
  });

  for (const context of contexts) await context.close();
});

test('every tab, its add form, a trustee and its mapped plans', async ({ page }) => {
  await signIn(page, DEMO.amcadmin);
  await expect(page).toHaveURL(/\/dashboard/);
  const tabs: [tab: string, list: string, add: string, shot: string][] = [
    ['Trustees', 'trustee', 'Add Trustee', 'trustee'],
    ['Investment Managers', 'invest-managers', 'Add Investment Manager', 'fundmanager'],
    ['AIF Approver', 'aif-approver', 'Add AIF Approver', 'amcapprover'],
    ['AMC Admin', 'amc-admin', 'Add AMC Admin', 'amcadmin'],
  ];
  for (const [tab, list, add, shot] of tabs) {
    await page.goto('/user-management');
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`/user-management/${list}$`));
    await expect(page.getByRole('table', { name: tab })).toBeVisible();
    await shoot(page, `list-${shot}`, SHOTS);
    await page.getByRole('button', { name: add }).click();
    await expect(page.getByRole('heading', { level: 1, name: add })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Required Name!')).toBeVisible();
    await shoot(page, `add-${shot}`, SHOTS);
  }

  await page.goto('/user-management/trustee');
  await page.getByRole('link', { name: 'Tara Menon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trustee Details' })).toBeVisible();
  await shoot(page, 'details-trustee', SHOTS);
  await page.getByRole('link', { name: 'View Mapped Plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mapped Plans' })).toBeVisible();
  await shoot(page, 'trustee-plans', SHOTS);

  await page.goto('/user-management/invest-managers');
  await page.getByRole('link', { name: 'Farhan Qureshi' }).click();
  await page.getByRole('link', { name: 'View Mapped Plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mapped Plans' })).toBeVisible();
  await shoot(page, 'im-plans', SHOTS);
});
