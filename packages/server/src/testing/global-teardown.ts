import { rmSync } from 'node:fs';
import { TEMPLATE_ENV } from './db';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[TEMPLATE_ENV];
  if (file) rmSync(file, { force: true });
}
