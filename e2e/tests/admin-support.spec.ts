import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './a11y';
import { DEMO, readOtp, signIn, signOut } from './helpers';
import { Api, readOutbox, tokenOf } from './review-helpers';
import { shoot } from './wizard-helpers';

test.describe.configure({ timeout: 300_000 });
const SHOTS = '/tmp/user-admin-shots';
mkdirSync(SHOTS, { recursive: true });

/** A number no demo user has: the AIF admins this journey adds. */
function freshMobile(prefix: string): string {
  return `${prefix}${String(Date.now()).slice(-6)}`;
}

/** The superadmin adds an AIF admin with the given access rights ticked. */
async function addAifAdmin(page: Page, name: string, mobile: string, rights: string[]) {
  await page.getByRole('button', { name: 'Add AIF Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add AIF Admin' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog
    .getByRole('textbox', { name: /^Email Id/ })
    .fill(`${name.split(' ')[0]!.toLowerCase()}@demo-aif.example`);
  await dialog.getByRole('textbox', { name: /Mobile Number/ }).fill(mobile);
  for (const box of await dialog.getByRole('checkbox').all()) if (await box.isChecked()) await box.uncheck();
  for (const right of rights) await dialog.getByRole('checkbox', { name: right, exact: true }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name }).or(page.getByText(name)).first()).toBeVisible();
}

/** Three wrong OTPs lock a number (0-product-decisions §5). */
async function lockNumber(page: Page, mobile: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /mobile number/i }).fill(mobile);
  const since = Date.now();
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page).toHaveURL(/\/verify-otp/);
  const otp = await readOtp(page.request, mobile, since);
  const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
  for (let attempt = 1; attempt <= 3; attempt++) {
    await page.getByRole('textbox', { name: /otp/i }).fill(wrong);
    await page.getByRole('button', { name: /verify/i }).click();
    await expect(
      page
        .getByRole('alert')
        .or(page.getByText(/Invalid OTP|locked/))
        .first(),
    ).toBeVisible();
  }
  await expect(page.getByText(/Your account is locked after 3 unsuccessful OTP attempts/)).toBeVisible();
}

async function submitSupport(page: Page, type: string, fill: () => Promise<void>): Promise<string> {
  await page.getByRole('combobox', { name: /^Support Type/ }).selectOption({ label: type });
  await fill();
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  const text = await dialog.innerText();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  return text;
}

test('the superadmin grants an AIF admin unlocking access; that admin unlocks a locked number in Admin Support', async ({
  page,
}) => {
  const deskMobile = freshMobile('9310');
  const lockedMobile = freshMobile('9320');

  await signIn(page, DEMO.superadmin);
  await expect(page).toHaveURL(/\/amc-admins/);
  await expect(page.getByRole('heading', { name: /AMC Admins|AIF Admins/ }).first()).toBeVisible();
  await addAifAdmin(page, 'Neha Kapoor', deskMobile, ['Admin Support']);
  await addAifAdmin(page, 'Manoj Pillai', lockedMobile, []);
  await shoot(page, 'amc-admins-superadmin', SHOTS);

  // Grant Unlock Users to the support desk's admin.
  await page.getByRole('button', { name: 'Edit access of Neha Kapoor' }).click();
  const edit = page.getByRole('dialog');
  await edit.getByRole('checkbox', { name: 'Unlock Users', exact: true }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('list', { name: 'Access rights of Neha Kapoor' })).toContainText(
    'Unlock Users',
  );
  await signOut(page);

  await lockNumber(page, lockedMobile);

  await signIn(page, deskMobile);
  await expect(page.getByRole('link', { name: 'Admin Support' })).toBeVisible();
  await page.getByRole('link', { name: 'Admin Support' }).click();
  await expect(page).toHaveURL(/\/admin-support/);
  // Only what the flags allow: Unlock User, not the whitelist or status actions.
  const supportType = page.getByRole('combobox', { name: /^Support Type/ });
  await expect(supportType.locator('option', { hasText: 'Unlock User' })).toHaveCount(1);
  const types = await supportType.locator('option').allInnerTexts();
  expect(types.filter((t) => !/^Select/.test(t))).toEqual(['Unlock User']);
  await shoot(page, 'admin-support-unlock', SHOTS);
  const answer = await submitSupport(page, 'Unlock User', async () => {
    await page.getByRole('textbox', { name: /Mobile Number/ }).fill(lockedMobile);
  });
  expect(answer).toContain('User unlocked successfully');
  await signOut(page);

  // The unlocked admin signs in.
  await signIn(page, lockedMobile);
  await expect(page).toHaveURL(/\/dashboard/);
});

test('Admin Support moves an expired application back to its investor, who is invited to sign again', async ({
  page,
}) => {
  await signIn(page, DEMO.amcadmin);
  await expect(page).toHaveURL(/\/dashboard/);
  const api = new Api(page.request, await tokenOf(page));
  const list = await api.get<{ applications: { id: string; applicationNumber: string }[] }>(
    '/onboarding/applications?status=invitationexpired&limit=10&page=1',
  );
  const expired = list.applications[0];
  expect(expired, 'the demo data has an expired application').toBeTruthy();
  const detail = await api.detail(expired!.id);
  const investor = detail.applicants[0]!;

  await page.getByRole('link', { name: 'Admin Support' }).click();
  await expect(page).toHaveURL(/\/admin-support/);
  const since = Date.now();
  const answer = await submitSupport(page, 'Change Expired Status', async () => {
    await page.getByRole('textbox', { name: /^Application Number/ }).fill(expired!.applicationNumber);
    await page.getByRole('combobox', { name: /^Status/ }).selectOption({ label: 'Sent to 1st applicant' });
  });
  expect(answer).toContain('Sent to 1st applicant');
  expect((await api.detail(expired!.id)).status).toBe('sent_to_applicant1');
  // The investor is invited again: a fresh signing link by SMS.
  await readOutbox(page.request, String(investor.mobile), /https?:\/\/\S+/, since);
  await shoot(page, 'admin-support-expired', SHOTS);

  // The move is in the audit trail: who, the application, from and to.
  await page.getByRole('link', { name: 'Audit Trail' }).click();
  await expect(page).toHaveURL(/\/audit-trail/);
  await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Application status' });
  const row = page.getByRole('row').filter({ hasText: expired!.applicationNumber }).first();
  await expect(row).toContainText('Aarti Mehta');
  await expect(row).toContainText('Invitation expired');
  await expect(row).toContainText('Sent to 1st applicant');
  await shoot(page, 'audit-trail', SHOTS);
  await page.getByRole('link', { name: 'Admin Support' }).click();

  // A second move is refused: it is no longer expired.
  const again = await submitSupport(page, 'Change Expired Status', async () => {
    await page.getByRole('textbox', { name: /^Application Number/ }).fill(expired!.applicationNumber);
    await page.getByRole('combobox', { name: /^Status/ }).selectOption({ label: 'Sent to 1st applicant' });
  });
  expect(again).toContain('This application is not in Invitation Expired status');
});
