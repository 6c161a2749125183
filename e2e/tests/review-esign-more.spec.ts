import { mkdirSync } from 'node:fs';
import { expect, type Browser, type Download, type Page } from '@playwright/test';
import { test } from './a11y';
import { DEMO, signIn, signOut, type DemoRole } from './helpers';
import {
  enterContact,
  enterPan,
  individualPan,
  pdfFixture,
  randomEmail,
  randomMobile,
  verifyInvestorOtp,
  wizardState,
} from './onboarding-helpers';
import { Api, completeThroughApi, readOutbox, tokenOf, type CompleteOptions } from './review-helpers';

// Screenshots stay out of the repository.
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

/**
 * The current page at 1280 px and at 390 px: full height, and in screen-sized parts (`-partN`) so that a
 * long page can be looked at closely.
 */
async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    const total = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let part = 0, y = 0; y < total && part < 8; part++, y += height) {
      await page.screenshot({
        path: `${SHOTS}/${name}-${width}-part${part}.png`,
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(height, total - y) },
      });
    }
  }
  await page.setViewportSize(size);
  await page.waitForTimeout(200);
}

interface Created {
  id: string;
  referenceId: string;
  applicationNumber: string;
  mobile: string | null;
  /** A POA application's POA holder (added on the document step): who signs for the investor. */
  poaHolderMobile: string | null;
}

/** `role` onboards an individual in the browser (with POA when asked), then every step is saved through the API. */
async function createComplete(
  page: Page,
  role: DemoRole & ('rm' | 'amcadmin'),
  { poa = false, ...options }: CompleteOptions & { poa?: boolean } = {},
): Promise<Created> {
  await signIn(page, DEMO[role]);
  await expect(page).toHaveURL(role === 'amcadmin' ? /\/dashboard$/ : /\/applications$/);
  await page.goto('/onboarding/enter-pan-number');
  let mobile: string | null = null;
  if (poa) {
    await page.getByRole('checkbox', { name: 'POA' }).check();
    await enterPan(page, individualPan(), '15/08/1988');
  } else {
    await enterPan(page, individualPan(), '15/08/1988');
    mobile = randomMobile();
    await enterContact(page, mobile, randomEmail('review-more'));
    await verifyInvestorOtp(page, mobile);
  }
  await expect(page).toHaveURL(/\/application\/distributor-details$/);
  const state = await wizardState(page);
  const app = await completeThroughApi(new Api(page.request, await tokenOf(page)), state.id!, {
    role,
    ...options,
  });
  expect(app.currentStep).toBe(9);
  expect(app.hasPOA).toBe(poa);
  const holders = app.groups?.find((g) => g.kind === 'poa_holder')?.groupsignatories ?? [];
  expect(holders).toHaveLength(poa ? 1 : 0);
  return {
    id: state.id!,
    referenceId: state.applicant1ReferenceId!,
    applicationNumber: app.applicationNumber!,
    mobile,
    poaHolderMobile: holders[0]?.mobile ?? null,
  };
}

/** Signs on the sandbox provider's page at `url` with the OTP it sends to the mobile `contact`. */
async function signOnSandbox(page: Page, url: string, contact: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: /e-Sign/ })).toBeVisible();
  const since = Date.now();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('status')).toContainText('OTP sent');
  const [, otp] = await readOutbox(page.request, contact, /(\d{6}) is your OTP to e-sign/, since);
  await page.getByLabel('OTP sent to your mobile and e-mail').fill(otp!);
  await page.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByText('Signed. You may close this page.')).toBeVisible();
}

const SANDBOX_LINK = /https?:\/\/\S+\/esign\/sandbox\/[\w-]+/;

/** Who a send button sends to, as its confirmation and its toast say it. */
const RECIPIENTS: Record<string, string> = {
  'Send to AIF Approver': 'the AIF approver',
  'Send to POA Approver': 'the POA approver',
  'Send to Investor': 'the investor',
};

/** The preparer sends from the preview with the button the status machine names, and confirms. */
async function sendFromPreview(page: Page, created: Created, button: string, shot?: string) {
  await page.goto(`/application-preview/${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Application Preview' })).toBeVisible();
  await expect(page.getByText(`Application ID: ${created.applicationNumber}`)).toBeVisible();
  if (shot) await shoot(page, shot);
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('alertdialog', { name: button }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  await expect(
    page.getByText(`Application ${created.applicationNumber} was sent to ${RECIPIENTS[button]}`).first(),
  ).toBeVisible();
}

/** An approver opens the details page, sees "Pending" and approves. */
async function approveAs(page: Page, role: 'amcapprover' | 'poaapprover', created: Created, shot?: string) {
  await signIn(page, DEMO[role]);
  await expect(page).toHaveURL(/\/applications-list$/);
  await page.goto(`/application-details/${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Application Details' })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  if (shot) await shoot(page, shot);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/applications-list$/);
  await expect(
    page.getByText(`Application ${created.applicationNumber} approved successfully`).first(),
  ).toBeVisible();
}

/** The status the details page shows for `role` after a reload. */
async function expectDetailsStatus(page: Page, created: Created, label: string) {
  await page.goto(`/application-details/${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Application Details' })).toBeVisible();
  await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
}

/** The applications list searched for one number, once the search has been applied. */
async function searchList(page: Page, applicationNumber: string) {
  await page.getByRole('searchbox').first().fill(applicationNumber);
  await expect(page).toHaveURL(new RegExp(`search=${applicationNumber}`));
  const table = page.getByRole('table', { name: 'Applications' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const rows = table.getByRole('row').filter({ hasText: applicationNumber });
  await expect(rows).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);
  return rows;
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

test.describe('review and approval, more paths', () => {
  test.setTimeout(300_000);

  test('(b) the AIF admin sends to the investor, who signs in with an OTP, saves the application and it goes to the AIF approver', async ({
    page,
    browser,
  }) => {
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));
    const created = await createComplete(page, 'amcadmin', { role: 'amcadmin' });
    const since = Date.now();
    await sendFromPreview(page, created, 'Send to Investor', 'preview-amcadmin');
    // The application stays a draft until the investor submits it.
    await expectDetailsStatus(page, created, 'Draft');
    await signOut(page);

    // The link the investor received by SMS.
    const [link] = await readOutbox(
      page.request,
      created.mobile!,
      /https?:\/\/\S+\/investment-details\/[\w-]+\/details/,
      since,
    );
    expect(link).toContain(`/investment-details/${created.referenceId}/details`);

    const investor = await freshPage(browser);
    investor.on('pageerror', (e) => failures.push(e.message));
    await investor.goto(new URL(link!).pathname);
    await expect(investor.getByRole('heading', { level: 1, name: 'Investment Details' })).toBeVisible();
    await expect(
      investor.getByText('Waiting for you to complete your application', { exact: true }).first(),
    ).toBeVisible();
    await shoot(investor, 'investor-summary-draft');
    await investor.getByRole('button', { name: 'Verify and continue' }).click();
    await expect(investor).toHaveURL(/\/verify-pan$/);
    const otpSince = Date.now();
    await investor.getByRole('button', { name: 'Send OTP' }).click();
    const [, otp] = await readOutbox(
      investor.request,
      created.mobile!,
      /(\d{6}) is your OTP to open/,
      otpSince,
    );
    await shoot(investor, 'investor-otp');
    // The sign-in updates the shell's session in place: no page load after the OTP.
    await investor.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await investor.getByRole('textbox', { name: /OTP/ }).fill(otp!);
    await investor.getByRole('button', { name: 'Verify' }).click();
    await expect(investor).toHaveURL(/\/application-details$/);
    await expect(investor.getByRole('heading', { level: 1, name: 'Application Details' })).toBeVisible();
    await expect(investor.getByRole('button', { name: /logout/i })).toBeVisible();
    expect(await investor.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(
      true,
    );
    await shoot(investor, 'investor-application-draft');

    // The investor's edit wizard: straight to the last step, then "Save Application".
    await investor.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(investor).toHaveURL(/\/investment-details\/edit-application\/distributor-details$/);
    await expect(investor.getByText('Edit Application').first()).toBeVisible();
    // doc 1 §6: no Logout on the edit page; it comes back on the details page after saving.
    await expect(investor.getByRole('button', { name: /logout/i })).toHaveCount(0);
    await investor
      .getByRole('navigation', { name: 'Application steps' })
      .getByRole('button', { name: /Document Details/ })
      .click();
    await expect(investor).toHaveURL(/\/edit-application\/document-details$/);
    await shoot(investor, 'investor-edit-documents');
    await investor.getByRole('button', { name: 'Save Application' }).click();
    await expect(investor).toHaveURL(
      new RegExp(`/investment-details/${created.referenceId}/application-details$`),
    );
    await expect(
      investor.getByText(`Application ${created.applicationNumber} - Saved successfully`).first(),
    ).toBeVisible();
    await expect(investor.getByText('Being reviewed by the fund', { exact: true }).first()).toBeVisible();
    await expect(investor.getByRole('button', { name: /logout/i })).toBeVisible();
    // Submitted: the investor no longer edits it.
    await expect(investor.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await shoot(investor, 'investor-application-submitted');
    await investor.context().close();

    // On to approval: the AIF approver sees it pending and approves; the first applicant is asked to sign.
    await approveAs(page, 'amcapprover', created);
    await expectDetailsStatus(page, created, 'Sent to 1st applicant');
    expect(failures).toEqual([]);
  });

  test('(c) a POA application goes through the POA approver, then the AIF approver; its POA holder, the investment manager and the trustee sign', async ({
    page,
    browser,
  }) => {
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));
    const created = await createComplete(page, 'rm', { poa: true });
    await sendFromPreview(page, created, 'Send to POA Approver', 'preview-poa');
    await signOut(page);

    // The AIF approver cannot act while it waits on the POA approver.
    await signIn(page, DEMO.amcapprover);
    await expect(page).toHaveURL(/\/applications-list$/);
    await expectDetailsStatus(page, created, 'Sent to POA approver');
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await signOut(page);

    await approveAs(page, 'poaapprover', created, 'details-poa-approver');
    await expectDetailsStatus(page, created, 'Sent to AIF approver');
    await signOut(page);

    const approvedAt = Date.now();
    await approveAs(page, 'amcapprover', created);
    await expectDetailsStatus(page, created, 'Sent to authorised signatories');

    // The approval invited the POA holder (0-product-decisions §10): it signs with the OTP sent to its mobile.
    const signing = await freshPage(browser);
    signing.on('pageerror', (e) => failures.push(e.message));
    const [holderLink] = await readOutbox(page.request, created.poaHolderMobile!, SANDBOX_LINK, approvedAt);
    await signOnSandbox(signing, holderLink!, created.poaHolderMobile!);
    // Then the investment manager and the trustee, each invited after the previous signature.
    for (const phone of [DEMO.fundmanager, DEMO.trustee]) {
      const [url] = await readOutbox(page.request, phone, SANDBOX_LINK, approvedAt);
      await signOnSandbox(signing, url!, phone);
    }
    await signing.context().close();
    await expect
      .poll(
        async () => {
          await page.goto(`/application-details/${created.id}`);
          await expect(page.getByRole('heading', { level: 1, name: 'Application Details' })).toBeVisible();
          return page.getByText('Completed', { exact: true }).count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  test('(e) an msar application: approval, the signed documents upload completes it, and the list downloads it', async ({
    page,
  }) => {
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));
    const created = await createComplete(page, 'rm', { fundType: 'msar' });
    await sendFromPreview(page, created, 'Send to AIF Approver');
    await signOut(page);

    await approveAs(page, 'amcapprover', created);
    await expectDetailsStatus(page, created, 'Approved by AIF approver');
    // No upload for the approver: staff who prepare applications upload.
    await expect(
      page.getByRole('heading', { name: 'Action Required: Download and Upload Signed Documents' }),
    ).toHaveCount(0);
    await signOut(page);

    await signIn(page, DEMO.rm);
    await expect(page).toHaveURL(/\/applications$/);
    // The list's "Upload Signed Documents" link (doc 2: application/upload-signed-documents with an id).
    const row = await searchList(page, created.applicationNumber);
    await row.getByRole('link', { name: 'Upload Signed Documents' }).click();
    await expect(page).toHaveURL(new RegExp(`/application-details/${created.id}/upload-signed-documents$`));
    const section = page.getByRole('region', {
      name: 'Action Required: Download and Upload Signed Documents',
    });
    await expect(section).toBeVisible();
    await shoot(page, 'msar-upload');

    const approved = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download Approved Application' }).click();
    const approvedPdf = await approved;
    expect(approvedPdf.suggestedFilename()).toBe(`${created.applicationNumber}.pdf`);
    const bytes = await streamBytes(approvedPdf);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Nothing chosen: the first missing slot is named; then the declaration.
    await section.getByRole('button', { name: 'Submit' }).click();
    await expect(section.getByText('Please Select Admission Deed')).toBeVisible();
    const slots = ['Admission Deed', 'Consent Form', 'POA'];
    for (const label of slots) {
      const chooser = page.waitForEvent('filechooser');
      await section.getByRole('button', { name: `Upload ${label}`, exact: true }).click();
      await (
        await chooser
      ).setFiles({
        name: `${label.toLowerCase().replace(/ /g, '-')}.pdf`,
        mimeType: 'application/pdf',
        buffer: pdfFixture(`Signed ${label}`),
      });
      await expect(section.getByRole('button', { name: `Replace ${label}`, exact: true })).toBeVisible();
    }
    await section.getByRole('button', { name: 'Submit' }).click();
    await expect(section.getByText('Please select document declaration')).toBeVisible();
    await section.getByRole('checkbox', { name: /cannot be replaced, modified or deleted/ }).check();
    await shoot(page, 'msar-upload-filled');
    await section.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Signed documents uploaded successfully').first()).toBeVisible();
    await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Action Required: Download and Upload Signed Documents' }),
    ).toHaveCount(0);
    const signed = page.getByRole('region', { name: 'Signed Documents' });
    for (const label of slots) await expect(signed.getByText(label, { exact: true })).toBeVisible();
    // Signed on paper: no e-signed PDF is offered.
    await expect(page.getByRole('button', { name: 'Download Signed PDF' })).toHaveCount(0);
    await shoot(page, 'msar-completed');
    // Nothing left to upload: the route reads as the details page.
    await expect(page.getByRole('heading', { level: 1, name: 'Application Details' })).toBeVisible();

    // The list: Completed, and Download gives the PDF.
    await page.goto('/applications');
    const done = await searchList(page, created.applicationNumber);
    await expect(done.getByText('Completed', { exact: true })).toBeVisible();
    const listed = page.waitForEvent('download');
    await done.getByRole('button', { name: 'Download' }).click();
    const listedPdf = await listed;
    expect(listedPdf.suggestedFilename()).toBe(`${created.applicationNumber}.pdf`);
    expect((await streamBytes(listedPdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(failures).toEqual([]);
  });
});

async function streamBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
