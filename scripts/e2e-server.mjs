#!/usr/bin/env node
// Starts the product for the browser tests: production build of the shell and remotes (rebuilt when
// sources are newer), the API server on a fresh embedded database, and a private copy of the remote
// manifest that tests may rewrite to simulate a remote that is down.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFrontEndIfStale } from './lib/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// One run directory per port, so browser suites on different ports can run side by side.
const port = process.env.PORT ?? '4100';
const runDir = path.join(root, 'e2e', '.run', port);
rmSync(runDir, { recursive: true, force: true });
mkdirSync(runDir, { recursive: true });
const manifest = path.join(runDir, 'remotes.json');
copyFileSync(path.join(root, 'config', 'remotes.json'), manifest);

await buildFrontEndIfStale(root);

const server = spawn('pnpm', ['--filter', '@aif/server', 'start'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: path.join(runDir, 'data'),
    REMOTES_MANIFEST: manifest,
    PROVIDERS: 'sandbox',
    // Every journey signs in from 127.0.0.1 (84 OTP requests in one run today, near the 100 a real address
    // may make in 15 minutes); the limit itself is proven by the server tests (modules/ip-limits).
    OTP_IP_LIMIT: process.env.OTP_IP_LIMIT ?? '1000',
    // Links in messages come from configuration only: the address the browser tests open.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
