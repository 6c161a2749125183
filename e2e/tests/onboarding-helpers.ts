import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { checkA11y } from './a11y';
import { readOtp } from './helpers';

// Sandbox rules (0-product-decisions §6): any well-formed PAN has a KRA record unless its 6th-9th
// characters are 0000; a PAN starting AML fails the AML screening.
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = () => LETTERS[Math.floor(Math.random() * LETTERS.length)]!;
function fourDigits(): string {
  let d = '0000';
  while (d === '0000') d = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return d;
}

/** A fresh individual PAN: 3 letters (default ABC), P, a letter, 4 digits, a letter. */
export function individualPan(prefix = 'ABC'): string {
  return `${prefix}P${letter()}${fourDigits()}${letter()}`;
}

/** A fresh entity (company) PAN: 5 letters with C 4th, 4 digits, a letter. */
export function entityPan(): string {
  return `ABCC${letter()}${fourDigits()}${letter()}`;
}

/** A fresh Indian mobile number, so the investor's OTP is read from the outbox without confusion. */
export function randomMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

export function randomEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The navigation state the wizard was opened with (react-router keeps it in history.state.usr). */
export async function wizardState(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => (window.history.state as { usr?: Record<string, string> } | null)?.usr ?? {});
}

export async function enterPan(page: Page, pan: string, date: string): Promise<void> {
  await checkA11y(page);
  await page.getByRole('textbox', { name: /^PAN/ }).fill(pan);
  const dateBox = page.getByRole('combobox', { name: /Date of (Birth|Incorporation)/ });
  await dateBox.fill(date);
  await dateBox.press('Tab');
  await page.getByRole('button', { name: 'Verify PAN' }).click();
}

export async function enterContact(page: Page, mobile: string, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/onboarding\/enter-mobile-number/);
  await page.getByRole('textbox', { name: /Mobile Number/ }).fill(mobile);
  await page.getByRole('textbox', { name: /Email Id/ }).fill(email);
  await checkA11y(page);
}

/** Sends the investor's OTP, reads it from the outbox and verifies it. */
export async function verifyInvestorOtp(page: Page, mobile: string): Promise<void> {
  const since = Date.now();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/onboarding\/enter-otp/);
  await expect(page.getByRole('heading', { level: 1, name: 'OTP' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
  await checkA11y(page);
  const otp = await readOtp(page.request, mobile, since);
  await page.getByRole('textbox', { name: /OTP/ }).fill(otp);
  await page.getByRole('button', { name: 'Verify' }).click();
}

interface OutboxMessage {
  channel: string;
  to: string;
  subject?: string;
  body: string;
  createdAt: string;
}

/** The consent link (path only) e-mailed to this address. */
export async function readConsentLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get('/api/dev/outbox')).json()) as OutboxMessage[];
        const mail = messages.find((m) => m.channel === 'email' && m.to === email);
        link = mail?.body.match(/\/investor-consent\/[A-Za-z0-9_-]+/)?.[0];
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

/** A small valid one-page PDF (the server checks the real type from the bytes). */
export function pdfFixture(title: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
  ];
  const text = `BT /F1 12 Tf 20 100 Td (${title}) Tj ET`;
  objects.push(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The entity's two documents on the verify-documents page (board resolution, signatories), then Proceed. */
export async function uploadEntityDocuments(page: Page): Promise<void> {
  const files = page.locator('input[type="file"]');
  await files.nth(0).setInputFiles({
    name: 'board-resolution.pdf',
    mimeType: 'application/pdf',
    buffer: pdfFixture('Board resolution'),
  });
  await expect(page.getByText('board-resolution.pdf')).toBeVisible();
  await files.nth(1).setInputFiles({
    name: 'signatories.pdf',
    mimeType: 'application/pdf',
    buffer: pdfFixture('Signatories'),
  });
  await expect(page.getByText('signatories.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed' }).click();
}
