import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { checkA11y } from './a11y';

export const DEMO = {
  amcadmin: '9000000001',
  rm: '9000000002',
  distributor: '9000000003',
  subdistributor: '9000000004',
  fundmanager: '9000000005',
  trustee: '9000000006',
  poaapprover: '9000000007',
  amcapprover: '9000000008',
  superadmin: '9000000009',
} as const;
export type DemoRole = keyof typeof DEMO;

interface OutboxMessage {
  channel: string;
  to: string;
  body: string;
  createdAt: string;
}

/**
 * The newest OTP the sandbox SMS adapter received for this number after `since`. Messages go out after
 * the answer (the server's message worker), so this polls until it arrives; `createdAt` is the delivery
 * time, never before `since`, so an earlier OTP to the same number is never taken for it.
 */
export async function readOtp(request: APIRequestContext, phone: string, since: number): Promise<string> {
  let otp: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dev/outbox');
        const messages = (await res.json()) as OutboxMessage[];
        const sms = messages.find(
          (m) => m.channel === 'sms' && m.to.endsWith(phone) && Date.parse(m.createdAt) >= since,
        );
        otp = sms?.body.match(/\b(\d{6})\b/)?.[1];
        return otp;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return otp!;
}

export async function signIn(page: Page, phone: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Get OTP' })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('textbox', { name: /mobile number/i }).fill(phone);
  const since = Date.now();
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page).toHaveURL(/\/verify-otp/);
  await expect(page.getByRole('heading', { name: 'Login with OTP' })).toBeVisible();
  await checkA11y(page);
  const otp = await readOtp(page.request, phone, since);
  await page.getByRole('textbox', { name: /otp/i }).fill(otp);
  await page.getByRole('button', { name: /verify/i }).click();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /logout/i }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * Collects the Content-Security-Policy refusals of a page, across navigations: the document's
 * `securitypolicyviolation` events (a refused eval that the script caught raises no console message) and
 * Chromium's console reports (framing refusals, which the framed document never sees).
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: string) => void seen.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (v: string) => Promise<void> })
        .__reportCspViolation;
      void report(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) seen.push(m.text());
  });
  return seen;
}

/**
 * A drawdown date the investment step accepts whatever the day of the run: 30 days ahead, moved off a
 * Sunday (doc 1 §5: Sundays are not allowed; the date may be at most a year after the application's).
 */
export function drawdownDate(now = Date.now()): string {
  const d = new Date(now + 30 * 86_400_000);
  if (d.getUTCDay() === 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
