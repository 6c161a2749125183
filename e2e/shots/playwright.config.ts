import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

// Screenshots of the entity signing screens against a product already running with its demo data
// (SHOTS_URL); not part of the browser suite.
export default defineConfig({
  ...base,
  testDir: '.',
  reporter: [['line']],
  webServer: undefined,
  use: { ...base.use, baseURL: process.env.SHOTS_URL ?? 'http://127.0.0.1:4171' },
});
