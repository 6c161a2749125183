import { mkdirSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, type Download, type Page } from '@playwright/test';
import { test } from './a11y';
import { DEMO, signIn } from './helpers';
import { shoot } from './wizard-helpers';

test.describe.configure({ timeout: 240_000 });
const SHOTS = '/tmp/reports-shots';
mkdirSync(SHOTS, { recursive: true });

/** Today in Asia/Kolkata as YYYY-MM-DD (the reports' dates are Kolkata days). */
function todayInKolkata(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}

/** Every cell's text of the first sheet, one array per row (header included). */
async function sheetRows(download: Download): Promise<string[][]> {
  const path = await download.path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString() : String(v ?? ''))),
    );
  });
  return rows;
}

async function downloadOf(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

const applicationNumbers = (text: string) => [...new Set(text.match(/AIF\d{7}/g) ?? [])].sort();

test('the AIF admin reads each report, filters by distributor and status, and downloads spreadsheets that hold the rows shown', async ({
  page,
}) => {
  await signIn(page, DEMO.amcadmin);
  await expect(page).not.toHaveURL(/\/(login|verify-otp)/);
  // Every demo application: from well before the demo data to today.
  await page.goto(`/reports?from=2020-01-01&to=${todayInKolkata()}`);
  const reportType = page.getByRole('combobox', { name: 'Report Type' });
  await expect(reportType).toHaveValue('onboardingSummary');

  // Onboarding summary: per scheme and investor type, and its spreadsheet.
  const summary = page.getByRole('table', { name: 'Onboarding Summary' });
  await expect(summary.getByRole('row', { name: /Demo Growth Fund I/ }).first()).toBeVisible();
  await shoot(page, 'summary', SHOTS);
  const summaryFile = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Download Report' }).click(),
  );
  expect(summaryFile.suggestedFilename()).toBe('aif-onboarding-summary.xlsx');
  const summaryRows = await sheetRows(summaryFile);
  expect(summaryRows[0]).toContain('Total Onboarded');
  expect(summaryRows.some((r) => r.includes('Demo Growth Fund I'))).toBe(true);

  // The distributor summary, filtered by distributor and status through the drawer.
  await reportType.selectOption({ label: 'Distributor Onboarding Summary' });
  const byDistributor = page.getByRole('table', { name: 'Distributor Onboarding Summary' });
  await expect(byDistributor.getByRole('row', { name: /Direct/ }).first()).toBeVisible();
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('searchbox', { name: 'Search Distributor Name' }).fill('Deepak');
  await drawer.getByRole('radio', { name: 'Deepak Sharma (ARN-100001)' }).check();
  await drawer.getByRole('group', { name: 'Status' }).getByRole('checkbox', { name: 'Completed' }).check();
  await drawer.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByRole('button', { name: 'Filters, 2 applied' })).toBeVisible();
  await expect(byDistributor.getByRole('row', { name: /Deepak Sharma/ }).first()).toBeVisible();
  await expect(byDistributor.getByRole('row', { name: /Direct/ })).toHaveCount(0);
  await shoot(page, 'distributor-summary-filtered', SHOTS);

  // Onboarding details with the same filters: the rows, and both exports holding them.
  await reportType.selectOption({ label: 'Onboarding Details' });
  const details = page.getByRole('table', { name: 'Onboarding Details' });
  await expect(details.getByRole('row').nth(1)).toBeVisible();
  const shown = applicationNumbers(await details.innerText());
  expect(shown.length).toBeGreaterThan(0);
  await expect(details).not.toContainText('Draft');
  await shoot(page, 'details', SHOTS);

  const exportMenu = async (item: string) => {
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: item }).click();
  };
  const current = await downloadOf(page, () => exportMenu('Download Current Fields'));
  expect(current.suggestedFilename()).toBe('aif-onboarding-details-current-fields.xlsx');
  const currentRows = await sheetRows(current);
  expect(currentRows[0]).toEqual([
    'First Holder Name',
    'Application ID',
    'Mode of Holding',
    'Scheme',
    'Date of Onboarding',
    'Committed Value',
    'First Holder PAN',
    'Distributor',
    'E-Sign Document ID',
    'Status',
  ]);
  expect(applicationNumbers(currentRows.slice(1).flat().join(' '))).toEqual(expect.arrayContaining(shown));

  const all = await downloadOf(page, () => exportMenu('Download All Fields'));
  expect(all.suggestedFilename()).toBe('aif-onboarding-details-all-fields.xlsx');
  const allRows = await sheetRows(all);
  expect(allRows[0]!.length).toBeGreaterThan(currentRows[0]!.length);
  expect(allRows.length).toBe(currentRows.length);
  expect(applicationNumbers(allRows.slice(1).flat().join(' '))).toEqual(
    applicationNumbers(currentRows.slice(1).flat().join(' ')),
  );

  // The commitment report says it counts completed applications only.
  await reportType.selectOption({ label: 'Distributor Commitment Amount' });
  await expect(page.getByText('Data is shown only for completed applications .')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Distributor Commitment Amount' })).toContainText(
    'Deepak Sharma',
  );
  await shoot(page, 'commitment', SHOTS);

  // The completed report (the demo admin has fund-setup access): the same filters, with the note.
  await reportType.selectOption({ label: 'Onboarding Completed Details' });
  const completed = page.getByRole('table', { name: 'Onboarding Completed Details' });
  await expect(completed).toContainText('Deepak Sharma');
  await expect(page.getByText('Data is shown only for completed applications .')).toBeVisible();
});
