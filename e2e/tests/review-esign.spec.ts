import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './a11y';
import { DEMO, signIn, signOut } from './helpers';
import {
  enterContact,
  enterPan,
  individualPan,
  randomEmail,
  randomMobile,
  verifyInvestorOtp,
  wizardState,
} from './onboarding-helpers';
import { Api, SHOTS, completeThroughApi, readOutbox, shoot, tokenOf } from './review-helpers';

interface Created {
  id: string;
  referenceId: string;
  applicationNumber: string;
  mobile: string;
}

/** The rm onboards an individual in the browser, then every wizard step is saved through the API. */
async function createCompleteApplication(page: Page): Promise<Created> {
  await signIn(page, DEMO.rm);
  await expect(page).toHaveURL(/\/applications$/);
  await page.goto('/onboarding/enter-pan-number');
  await enterPan(page, individualPan(), '15/08/1988');
  const mobile = randomMobile();
  await enterContact(page, mobile, randomEmail('review'));
  await verifyInvestorOtp(page, mobile);
  await expect(page).toHaveURL(/\/application\/distributor-details$/);
  const state = await wizardState(page);
  const app = await completeThroughApi(new Api(page.request, await tokenOf(page)), state.id!);
  expect(app.currentStep).toBe(9);
  return {
    id: state.id!,
    referenceId: state.applicant1ReferenceId!,
    applicationNumber: app.applicationNumber!,
    mobile,
  };
}

/** The rm previews the application and sends it to the AIF approver. */
async function previewAndSend(page: Page, created: Created, screenshots = false) {
  await page.goto(`/application-preview/${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Application Preview' })).toBeVisible();
  await expect(page.getByText(`Application ID: ${created.applicationNumber}`)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Bank 1' }).getByText('Verified', { exact: true }),
  ).toBeVisible();
  if (screenshots) {
    await shoot(page, 'preview');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`${created.applicationNumber}.pdf`);
  }
  await page.getByRole('button', { name: 'Send to AIF Approver' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send to AIF Approver' });
  await expect(confirm).toContainText(`Send application ${created.applicationNumber} to the AIF approver?`);
  if (screenshots) await shoot(page, 'preview-send-confirm');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  await expect(
    page.getByText(`Application ${created.applicationNumber} was sent to the AIF approver`).first(),
  ).toBeVisible();
  if (screenshots) await shoot(page, 'sent-toast');
}

/** Signs on the sandbox provider's page with the OTP it sends to `contact` (mobile). */
async function signOnSandbox(page: Page, url: string, contact: string, screenshots = false) {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: /e-Sign/ })).toBeVisible();
  // The document to read first; no OTP is asked for before one is sent.
  const doc = page.getByRole('link', { name: /^Read Application .+ \(PDF\)$/ });
  await expect(doc).toBeVisible();
  const pdf = await page.request.get(new URL((await doc.getAttribute('href'))!, page.url()).toString());
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByText(/OTP sent/)).toHaveCount(0);
  if (screenshots) await shoot(page, 'sandbox-signing');
  const since = Date.now();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('status')).toContainText('OTP sent');
  if (screenshots) await shoot(page, 'sandbox-signing-otp');
  const [, otp] = await readOutbox(page.request, contact, /(\d{6}) is your OTP to e-sign/, since);
  await page.getByLabel('OTP sent to your mobile and e-mail').fill(otp!);
  await page.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByText('Signed. You may close this page.')).toBeVisible();
}

async function investorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

test.describe('review, approval and e-sign of an individual application', () => {
  test.setTimeout(300_000);

  test('rm sends, AIF approver approves, the applicant, investment manager and trustee sign', async ({
    page,
    browser,
  }) => {
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));
    const created = await createCompleteApplication(page);
    await previewAndSend(page, created, true);
    await signOut(page);

    // The AIF approver approves in /application-details/{id}.
    await signIn(page, DEMO.amcapprover);
    await expect(page).toHaveURL(/\/applications-list$/);
    await page.goto(`/application-details/${created.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Application Details' })).toBeVisible();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await shoot(page, 'details-approver');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/applications-list$/);
    await expect(
      page.getByText(`Application ${created.applicationNumber} approved successfully`).first(),
    ).toBeVisible();

    // The applicant: the link's summary, OTP, their application, the e-sign page, the provider's page.
    const investor = await investorPage(browser);
    await investor.goto(`/investment-details/${created.referenceId}/details`);
    await expect(investor.getByRole('heading', { level: 1, name: 'Investment Details' })).toBeVisible();
    await expect(investor.getByText(created.applicationNumber).first()).toBeVisible();
    await shoot(investor, 'investor-details');
    await investor.getByRole('button', { name: 'Verify and continue' }).click();
    await expect(investor).toHaveURL(/\/verify-pan$/);
    await shoot(investor, 'investor-verify');
    const since = Date.now();
    await investor.getByRole('button', { name: 'Send OTP' }).click();
    const [, otp] = await readOutbox(investor.request, created.mobile, /(\d{6}) is your OTP to open/, since);
    await investor.getByRole('textbox', { name: /OTP/ }).fill(otp!);
    await investor.getByRole('button', { name: 'Verify' }).click();
    await expect(investor).toHaveURL(/\/application-details$/);
    await expect(investor.getByRole('heading', { level: 1, name: 'Application Details' })).toBeVisible();
    // The shell now knows the investor (its layout with Logout is shown).
    await expect(investor.getByRole('button', { name: /logout/i })).toBeVisible();
    await expect(investor.getByRole('heading', { name: 'Distributor Details' })).toHaveCount(0);
    // Its status in its words and e-Sign at the top (0-product-decisions §12).
    await expect(investor.getByText('Waiting for your signature').first()).toBeVisible();
    await shoot(investor, 'investor-application');
    // On a phone the e-Sign action stays in view at the end of the page too.
    await investor.setViewportSize({ width: 390, height: 844 });
    await investor.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(investor.getByRole('button', { name: 'e-Sign' })).toBeInViewport();
    await investor.screenshot({ path: `${SHOTS}/investor-application-scrolled-390.png` });
    await investor.setViewportSize({ width: 1280, height: 800 });
    const popup = investor.context().waitForEvent('page');
    await investor.getByRole('button', { name: 'e-Sign' }).click();
    const signing = await popup;
    await expect(signing).toHaveURL(/\/esign\/sandbox\//);
    await signOnSandbox(signing, signing.url(), created.mobile, true);
    // Back on its page: the fund signs next.
    await investor.getByRole('button', { name: 'Refresh Status' }).click();
    await expect(investor.getByText('Being signed by the fund').first()).toBeVisible();
    await expect(investor.getByRole('button', { name: 'e-Sign' })).toHaveCount(0);
    await shoot(investor, 'investor-application-waiting');
    await investor.getByRole('button', { name: 'Signing Status' }).click();
    await expect(investor).toHaveURL(/\/esign$/);
    await shoot(investor, 'investor-esign');

    // Then the investment manager and the trustee, each invited after the previous signature.
    for (const phone of [DEMO.fundmanager, DEMO.trustee]) {
      const [url] = await readOutbox(page.request, phone, /https?:\/\/\S+\/esign\/sandbox\/[\w-]+/, since);
      await signOnSandbox(signing, url!, phone);
    }
    await signing.close();

    // Completed, and the signed PDF downloads.
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
    await shoot(page, 'details-completed');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Signed PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`${created.applicationNumber}.pdf`);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/applications-list$/);
    expect(failures).toEqual([]);
    await investor.context().close();
  });

  test('the AIF approver rejects with a reason, which the details then show', async ({ page }) => {
    const created = await createCompleteApplication(page);
    await previewAndSend(page, created);
    await signOut(page);

    await signIn(page, DEMO.amcapprover);
    await expect(page).toHaveURL(/\/applications-list$/);
    await page.goto(`/application-details/${created.id}`);
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Application' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Reason for rejection/ }).fill('Address proof is not legible');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page).toHaveURL(/\/applications-list$/);
    await expect(
      page.getByText(`Application ${created.applicationNumber} rejected successfully`).first(),
    ).toBeVisible();

    await page.goto(`/application-details/${created.id}`);
    const rejection = page.getByRole('region', { name: 'Rejection Details' });
    await expect(rejection.getByText('Address proof is not legible')).toBeVisible();
    await expect(rejection.getByText('AIF Approver')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await shoot(page, 'details-rejected');
    // Nothing was signed: no signed PDF is offered.
    await expect(page.getByRole('button', { name: 'Download Signed PDF' })).toHaveCount(0);
  });
});
