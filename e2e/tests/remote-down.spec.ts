import { expect } from '@playwright/test';
import { test } from './a11y';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO, signIn } from './helpers';

// The server re-reads this manifest on every request (scripts/e2e-server.mjs gives it a private copy).
const manifestPath = path.resolve(__dirname, '..', '.run', process.env.E2E_PORT ?? '4100', 'remotes.json');

test('a remote that is down shows its message and Retry while the rest of the shell works', async ({
  page,
}) => {
  const original = readFileSync(manifestPath, 'utf8');
  const manifest = JSON.parse(original) as { remotes: { name: string; entry: string }[] };
  for (const r of manifest.remotes)
    if (r.name === 'mf_reports') r.entry = 'http://127.0.0.1:9/remoteEntry.js';
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  try {
    await signIn(page, DEMO.amcadmin);
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'Reports', exact: true }).click();
    await expect(page.getByText('This area is unavailable right now. Please try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    // The rest of the shell keeps working.
    await nav.getByRole('link', { name: 'Funds Setup', exact: true }).click();
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByText('This area is unavailable right now')).toHaveCount(0);

    // The remote comes back: Retry loads it without a page reload.
    writeFileSync(manifestPath, original);
    await nav.getByRole('link', { name: 'Reports', exact: true }).click();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('This area is unavailable right now')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();

    // Down when the page is opened at its address: the area loaded at start-up (before the layout) fails
    // the same way, and Retry loads it.
    writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
    await page.goto('/reports');
    await expect(page.getByText('This area is unavailable right now. Please try again.')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Funds Setup', exact: true })).toBeVisible();
    writeFileSync(manifestPath, original);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('This area is unavailable right now')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  } finally {
    writeFileSync(manifestPath, original);
  }
});
