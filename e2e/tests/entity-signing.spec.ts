import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { test } from './a11y';
import { DEMO, signIn, signOut } from './helpers';
import {
  ENTITY_SHOTS,
  accountTypes,
  at,
  completeEntityThroughApi,
  onboardEntity,
  throughInvestment,
  verifyBank,
} from './entity-helpers';
import { individualPan, randomEmail, randomMobile } from './onboarding-helpers';
import { Api, readOutbox, tokenOf } from './review-helpers';
import { fillIfEmpty, region, saveAndProceed, selectIfEmpty, shoot, uploadDocuments } from './wizard-helpers';

/**
 * Screenshots at 1280 px and 390 px (with the axe check) once no toast shows: a toast's timer is a CSS
 * animation, and one fading out while axe runs reads as low contrast.
 */
async function snap(page: Page, name: string) {
  await expect(page.locator('.fui-Toast')).toHaveCount(0, { timeout: 15_000 });
  await shoot(page, name, ENTITY_SHOTS);
}
const INVITATION = /https?:\/\/\S+\/esign\/sandbox\/[\w-]+/;

interface Member {
  name: string;
  pan: string;
  mobile: string;
  email: string;
  designation: string;
}
const member = (name: string, designation: string): Member => ({
  name,
  pan: individualPan(),
  mobile: randomMobile(),
  email: randomEmail(name.split(' ')[0]!.toLowerCase()),
  designation,
});

/** Today as the date fields take it (DD/MM/YYYY). */
const today = () => new Date().toLocaleDateString('en-GB');

/** Add Member in `group` (a region), filled and saved; `shot` names a screenshot of the filled dialog. */
async function addMember(page: Page, group: Locator, m: Member, shot?: string) {
  await group.getByRole('button', { name: 'Add Authorised Signatory' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Member' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(m.name);
  await dialog.getByRole('textbox', { name: /^PAN/ }).fill(m.pan);
  await dialog.getByRole('textbox', { name: /^Mobile Number/ }).fill(m.mobile);
  await dialog.getByRole('textbox', { name: /^Email ID/ }).fill(m.email);
  await dialog.getByRole('textbox', { name: /^Designation/ }).fill(m.designation);
  if (shot) await snap(page, shot);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(group.getByRole('cell', { name: m.name, exact: true })).toBeVisible();
}

/** Step 7: "Board" (three members, two must sign) and "Finance" (one). */
async function fillSignatories(page: Page, board: Member[], finance: Member[]) {
  await expect(page.getByRole('heading', { level: 2, name: 'Authorised Signatory' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Group' }).click();
  await region(page, 'Group 1')
    .getByRole('textbox', { name: /^Group Name/ })
    .fill('Board');
  await region(page, 'Group 2')
    .getByRole('textbox', { name: /^Group Name/ })
    .fill('Finance');
  const boardGroup = region(page, 'Board');
  for (const [i, m] of board.entries())
    await addMember(page, boardGroup, m, i === 0 ? 'entity-7-add-member' : undefined);
  await boardGroup
    .getByRole('combobox', { name: /^Total No. of required authorised signatories/ })
    .selectOption('2');
  await addMember(page, region(page, 'Finance'), finance[0]!);
  await snap(page, 'entity-7-signatories');
  await saveAndProceed(page, at('declaration-ubo'));
}

/** The fields the UBO dialog shows after Fetch Data; what the registry filled is left as it is. */
async function fillUbo(
  dialog: Locator,
  u: { type: string; percent: string; country: string; place: string },
) {
  const select = (name: RegExp) => dialog.getByRole('combobox', { name });
  await select(/^Identification Type/).selectOption({ label: u.type });
  await dialog.getByRole('textbox', { name: /^Percentage Of Beneficial Interest/ }).fill(u.percent);
  await select(/^Country of Tax Residency/).selectOption({ label: u.country });
  await select(/^CP\/UBO Code/).selectOption({ label: 'C01 - CP of legal person - ownership' });
  await dialog.getByRole('textbox', { name: /^Place and Country of Birth/ }).fill(u.place);
  await select(/^Occupation(?! Type)/).selectOption({ label: 'Business' });
  await selectIfEmpty(select(/^Gender/), 'Male');
  await fillIfEmpty(dialog.getByRole('textbox', { name: /^Father's Name/ }), 'Ramesh Father');
  await fillIfEmpty(dialog.getByRole('textbox', { name: /^Address Line 1/ }), '1 Raffles Place');
  await fillIfEmpty(dialog.getByRole('textbox', { name: /^City/ }), u.place);
  await fillIfEmpty(dialog.getByRole('textbox', { name: /^State/ }), u.place);
}

/** Opens Add UBO with an id and date of birth (and a name for a foreign id), and fetches. */
async function fetchUbo(page: Page, id: string, name?: string) {
  await page.getByRole('button', { name: 'Add UBO' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Ultimate Benificiary Ownership (UBO)' });
  await dialog.getByRole('textbox', { name: /^Taxpayer ID Number/ }).fill(id);
  const dob = dialog.getByRole('combobox', { name: /^Date of Birth/ });
  await dob.fill('15/08/1975');
  await dob.press('Tab');
  if (name) await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('button', { name: 'Fetch Data' }).click();
  return dialog;
}

/** Step 8: declaration 'none'; a UBO from the registry, one with a foreign taxpayer id; the AML pop-up. */
async function fillUbos(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Declaration of UBO' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Declaration Type/ }).selectOption({ value: 'none' });

  // An id the AML screening flags (sandbox: starting AML): the pop-up asks for comments; cancelled here.
  const flagged = await fetchUbo(page, 'AML7766554', 'Flagged Person');
  const aml = page.getByRole('alertdialog', { name: 'AML Check Failed' });
  await expect(aml).toBeVisible();
  await aml.getByRole('button', { name: 'Submit' }).click();
  await expect(aml.getByText('Field is required').first()).toBeVisible();
  await snap(page, 'entity-8-aml-popup');
  await aml.getByRole('button', { name: 'Cancel' }).click();
  await expect(flagged.getByRole('button', { name: 'Acknowledge' })).toBeVisible();
  await flagged.getByRole('button', { name: 'Cancel' }).click();
  await expect(flagged).toHaveCount(0);

  // A PAN: the registry fills name, father's name and address (locked); AML passes.
  const fetched = await fetchUbo(page, individualPan());
  await expect(page.getByText('Data Fetched Successfully').first()).toBeVisible();
  await expect(page.getByText('AML check is done').first()).toBeVisible();
  await expect(fetched.getByText('from KRA').first()).toBeVisible();
  await fillUbo(fetched, { type: 'PAN', percent: '60', country: 'India', place: 'Mumbai' });
  await snap(page, 'entity-8-ubo-fetched');
  await fetched.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(fetched).toHaveCount(0);

  // A foreign taxpayer id: no registry, the name typed; AML only.
  const foreign = await fetchUbo(page, 'SG88776655X', 'Daniel Tan');
  await expect(page.getByText('AML check is done').first()).toBeVisible();
  await fillUbo(foreign, {
    type: 'Taxpayer Identification Number',
    percent: '30',
    country: 'Singapore',
    place: 'Singapore',
  });
  await foreign.getByRole('combobox', { name: /^Nationality/ }).selectOption({ label: 'Singaporean' });
  await foreign.getByRole('combobox', { name: /^Country(?! of)/ }).selectOption({ label: 'Singapore' });
  await foreign.getByRole('textbox', { name: /^Pincode/ }).fill('048624');
  await foreign.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(foreign).toHaveCount(0);

  const table = page.getByRole('table', { name: 'Ultimate Benificiary Owners (UBO)' });
  await expect(table.getByRole('cell', { name: 'Daniel Tan', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: '60%' })).toBeVisible();
  await snap(page, 'entity-8-ubo');
  await saveAndProceed(page, at('fatca'));
}

/** Step 9: not a foreign tax resident, a passive NFE with one controlling person, the declaration date. */
async function fillFatca(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'FATCA' })).toBeVisible();
  await page.getByRole('radio', { name: 'No' }).check();
  await page
    .getByRole('combobox', { name: /^FATCA \/ CRS classification/ })
    .selectOption({ label: 'Passive Non-Financial Entity' });
  const persons = page.getByRole('region', { name: 'Controlling persons of the entity' });
  await expect(persons.getByText('No data found')).toBeVisible();
  await persons.getByRole('button', { name: 'Add Controlling Person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Controlling Person' });
  const select = (name: RegExp, label: string) =>
    dialog.getByRole('combobox', { name }).selectOption({ label });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Anita Desai');
  await select(/^Controlling Person Type/, 'C01 - CP of legal person - ownership');
  await dialog
    .getByRole('textbox', { name: /^Correspondence Address/ })
    .fill('4 Nariman Point, Mumbai 400021');
  await select(/^Country of Residence for Tax/, 'India');
  await dialog.getByRole('textbox', { name: /^TIN/ }).fill('TIN4455667');
  await select(/^Identification Type/, 'Passport');
  await dialog.getByRole('textbox', { name: /^Identification Number/ }).fill('Z1234567');
  await select(/^Issuing Country/, 'India');
  await select(/^Occupation Type/, 'Business');
  await select(/^Occupation(?! Type)/, 'Business');
  const dob = dialog.getByRole('combobox', { name: /^Date of Birth/ });
  await dob.fill('02/01/1970');
  await dob.press('Tab');
  await select(/^Country of Birth/, 'India');
  await select(/^Nationality/, 'Indian');
  await snap(page, 'entity-9-controlling-person');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(persons.getByRole('cell', { name: 'Anita Desai', exact: true })).toBeVisible();
  const date = page.getByRole('combobox', { name: /^Date of declaration/ });
  await date.fill(today());
  await date.press('Tab');
  await snap(page, 'entity-9-fatca');
}

/** Signs on the sandbox provider's page with the OTP it sends to `mobile`. */
async function signOnSandbox(page: Page, url: string, mobile: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: /e-Sign/ })).toBeVisible();
  const since = Date.now();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('status')).toContainText('OTP sent');
  const [, otp] = await readOutbox(page.request, mobile, /(\d{6}) is your OTP to e-sign/, since);
  await page.getByLabel('OTP sent to your mobile and e-mail').fill(otp!);
  await page.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByText('Signed. You may close this page.')).toBeVisible();
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** The text of a PDF, read with the server's pdf.js script (pages separated by form feeds). */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-pdf-'));
  try {
    const file = path.join(dir, 'signed.pdf');
    writeFileSync(file, bytes);
    const script = path.join(__dirname, '..', '..', 'packages', 'server', 'src', 'testing', 'pdf-text.mjs');
    return execFileSync(process.execPath, [script, file], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const detailsPath = (id: string) => `/non-individual-application-details/${id}`;

test.describe('an entity application, signed by its authorised signatories', () => {
  test.setTimeout(300_000);

  test('an rm completes a company’s nine steps and sends it; the AIF approver approves; signatories sign to their thresholds, then the investment manager and the trustee', async ({
    page,
    browser,
  }) => {
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));
    const board = [
      member('Anil Kapoor', 'Director'),
      member('Bina Shah', 'Director'),
      member('Chetan Rao', 'Director'),
    ];
    const finance = [member('Esha Nair', 'Chief Financial Officer')];

    // Steps 1-6, each looked at on a desktop and a phone.
    await signIn(page, DEMO.rm);
    await expect(page).toHaveURL(/\/applications$/);
    const { id } = await onboardEntity(page);
    await throughInvestment(page, 'corporate', 'entity');
    // A company's account is a current account, the only type offered.
    expect((await accountTypes(page)).filter((t) => /Current|Savings/.test(t))).toEqual(['Current']);
    await verifyBank(page, 'Current');
    await snap(page, 'entity-5-bank');
    await saveAndProceed(page, at('document-details'));
    await expect(page.getByRole('heading', { level: 2, name: 'Document Details' })).toBeVisible();
    await uploadDocuments(page);
    await snap(page, 'entity-6-documents');
    await saveAndProceed(page, at('authorised-signatory'));

    // Steps 7-9, then the preview.
    await fillSignatories(page, board, finance);
    await fillUbos(page);
    await fillFatca(page);
    // The last step's button for the rm: Preview, which saves first.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/non-individual-application-preview/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Application Preview' })).toBeVisible();
    const number = (
      await page
        .getByText(/Application ID: AIF\d{7}/)
        .first()
        .innerText()
    ).match(/AIF\d{7}/)![0];
    const signatories = page.getByRole('region', { name: 'Authorised Signatory' });
    await expect(region(signatories, 'Board').getByText('Chetan Rao')).toBeVisible();
    await expect(region(signatories, 'Finance').getByText('Esha Nair')).toBeVisible();
    const uboSection = page.getByRole('region', { name: 'Declaration of UBO' });
    await expect(uboSection.getByRole('region', { name: /^UBO 2: Daniel Tan$/ })).toBeVisible();
    const fatca = page.getByRole('region', { name: 'FATCA Details' });
    await expect(fatca.getByText('Passive Non-Financial Entity')).toBeVisible();
    await expect(region(fatca, 'Controlling Persons').getByText('Anita Desai')).toBeVisible();
    await snap(page, 'entity-preview');
    await page.getByRole('button', { name: 'Send to AIF Approver' }).click();
    await page
      .getByRole('alertdialog', { name: 'Send to AIF Approver' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(page).toHaveURL(/\/applications$/);
    await expect(page.getByText(`Application ${number} was sent to the AIF approver`).first()).toBeVisible();
    await signOut(page);

    // The AIF approver approves in the entity details.
    await signIn(page, DEMO.amcapprover);
    await expect(page).toHaveURL(/\/applications-list$/);
    await page.goto(detailsPath(id));
    await expect(page.getByRole('heading', { level: 1, name: 'Application Details' })).toBeVisible();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Declaration of UBO' })).toBeVisible();
    await snap(page, 'entity-details-approver');
    const invitedSince = Date.now();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/applications-list$/);
    await expect(page.getByText(`Application ${number} approved successfully`).first()).toBeVisible();

    // Every e-sign signatory is invited at once, by SMS and e-mail.
    const links = new Map<string, string>();
    for (const m of [...board, ...finance]) {
      const [url] = await readOutbox(page.request, m.mobile, INVITATION, invitedSince);
      const [mailed] = await readOutbox(page.request, m.email, INVITATION, invitedSince);
      expect(mailed).toBe(url);
      links.set(m.name, url!);
    }
    const signing = await freshPage(browser);
    signing.on('pageerror', (e) => failures.push(e.message));
    await signOnSandbox(signing, links.get('Anil Kapoor')!, board[0]!.mobile);

    // Esha (Finance) signs in with her own mobile: the application read-only, with her e-Sign.
    const esha = await freshPage(browser);
    esha.on('pageerror', (e) => failures.push(e.message));
    await signIn(esha, finance[0]!.mobile);
    await expect(esha).toHaveURL(/\/investment-details\/[^/]+\/application-details$/);
    await expect(esha.getByRole('heading', { level: 1, name: 'Application Details' })).toBeVisible();
    await expect(esha.getByText(number).first()).toBeVisible();
    await expect(esha.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    const next = esha.getByRole('region', { name: 'Your next step' });
    await snap(esha, 'entity-signatory-application');
    const popup = esha.context().waitForEvent('page');
    await next.getByRole('button', { name: 'e-Sign' }).click();
    const eshaSigning = await popup;
    await expect(eshaSigning).toHaveURL(links.get('Esha Nair')!);
    await signOnSandbox(eshaSigning, eshaSigning.url(), finance[0]!.mobile);
    await esha.context().close();

    // Bina completes the Board: every group is done, Chetan's signature is no longer needed.
    await signOnSandbox(signing, links.get('Bina Shah')!, board[1]!.mobile);
    await signing.goto(links.get('Chetan Rao')!);
    await expect(signing.getByText(/Your signature is no longer needed/)).toBeVisible();
    await expect(signing.getByRole('button', { name: 'Send OTP' })).toHaveCount(0);
    await snap(signing, 'entity-signing-cancelled');

    // Then the investment manager and the trustee, each invited after the previous signature.
    for (const phone of [DEMO.fundmanager, DEMO.trustee]) {
      const [url] = await readOutbox(page.request, phone, INVITATION, invitedSince);
      await signOnSandbox(signing, url!, phone);
    }
    await signing.context().close();

    // Completed, and the signed PDF carries one signature page per signer.
    await expect
      .poll(
        async () => {
          await page.goto(detailsPath(id));
          await expect(page.getByRole('heading', { level: 1, name: 'Application Details' })).toBeVisible();
          return page.getByText('Completed', { exact: true }).count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await snap(page, 'entity-details-completed');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Signed PDF' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe(`${number}.pdf`);
    const stream = await pdf.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('Signature Page 5 of 5');
    const pages = text.slice(text.indexOf('Signature Page 1 of 5'));
    for (const who of ['Anil Kapoor', 'Bina Shah', 'Esha Nair']) expect(pages).toContain(who);
    expect(pages).not.toContain('Chetan Rao');
    expect(failures).toEqual([]);
  });

  test('the AIF approver rejects an entity application with a reason, which its details then show', async ({
    page,
  }) => {
    await signIn(page, DEMO.rm);
    await expect(page).toHaveURL(/\/applications$/);
    const { id } = await onboardEntity(page);
    const api = new Api(page.request, await tokenOf(page));
    const app = await completeEntityThroughApi(api, id);
    expect(app.currentStep).toBe(9);
    await api.post(`/onboarding/applications/${id}/send`);
    await signOut(page);

    await signIn(page, DEMO.amcapprover);
    await expect(page).toHaveURL(/\/applications-list$/);
    await page.goto(detailsPath(id));
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Application' });
    await dialog
      .getByRole('textbox', { name: /Reason for rejection/ })
      .fill('Board resolution is not signed');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page).toHaveURL(/\/applications-list$/);
    await expect(
      page.getByText(`Application ${app.applicationNumber} rejected successfully`).first(),
    ).toBeVisible();

    await page.goto(detailsPath(id));
    const rejection = page.getByRole('region', { name: 'Rejection Details' });
    await expect(rejection.getByText('Board resolution is not signed')).toBeVisible();
    await expect(rejection.getByText('AIF Approver')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await snap(page, 'entity-details-rejected');
  });
});
