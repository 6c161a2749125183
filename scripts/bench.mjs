#!/usr/bin/env node
// Benchmarks the product and writes docs/performance.md:
//   server   server start time (PGlite empty / reopened, PostgreSQL) and the sign-in round trip under 50
//            concurrent clients -> packages/server/scripts/bench.ts
//   lists    the application list and every dashboard endpoint on PostgreSQL with 100,000 seeded
//            applications, 20 concurrent clients, each beside its bare SQL measured in the same run
//            -> packages/server/scripts/seed-volume.ts, packages/server/scripts/bench-lists.ts
//   reports  every report's JSON at 100,000 applications on PostgreSQL, 20 concurrent clients, beside its
//            bare SQL, and the "All Fields" export of every application: time, size, rows and the API
//            process's memory -> packages/server/scripts/seed-volume.ts, packages/server/scripts/bench-reports.ts
//   wizard   each wizard step's save with 20 clients and the application PDF on full applications of 3
//            applicants, PostgreSQL -> packages/server/scripts/bench-wizard.ts
//   bundles  gzipped JavaScript that /login and the staff homes download in Chromium, and the cold load
//            to usable of /login, the dashboard's charts and a wizard step
//            -> e2e/bench-bundles.mjs, e2e/bench-cold-load.mjs
// `node scripts/bench.mjs --only=lists,bundles` runs some parts and keeps the other sections of the
// document as they are. A benchmark, not a test: it reports numbers and the targets they are held to,
// and fails nothing.
//
//   BENCH_DATABASE_URL        PostgreSQL database the server part may wipe (default .../aif_bench)
//   BENCH_LISTS_DATABASE_URL  PostgreSQL database the lists part wipes and seeds (default .../aif_bench_lists)
//   BENCH_REPORTS_DATABASE_URL  the same for the reports part (default .../aif_bench_reports)
//   BENCH_WIZARD_DATABASE_URL   the database the wizard part wipes and fills (default .../aif_bench_wizard)
//   BENCH_PORT                the port of the API server the lists and reports parts start (default 4960)
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundlesSection } from './lib/bench/bundles.mjs';
import { root, runJson, targets } from './lib/bench/common.mjs';
import { listsSection } from './lib/bench/lists.mjs';
import { REPORTS_TITLE, reportsSection } from './lib/bench/reports.mjs';
import { serverSection } from './lib/bench/server.mjs';
import { WIZARD_TITLE, wizardSection } from './lib/bench/wizard.mjs';
import { buildFrontEndIfStale } from './lib/build.mjs';

const docPath = path.join(root, 'docs/performance.md');

const PARTS = ['server', 'lists', 'reports', 'wizard', 'bundles'];
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const parts = onlyArg ? onlyArg.slice('--only='.length).split(',') : PARTS;
for (const p of parts) if (!PARTS.includes(p)) throw new Error(`unknown part ${p} (${PARTS.join(', ')})`);

/** The document's sections by their `## ` heading, to keep those a partial run does not measure. */
function previousSections() {
  let text = '';
  try {
    text = readFileSync(docPath, 'utf8');
  } catch {
    return {};
  }
  const sections = {};
  for (const chunk of text.split(/^(?=## )/m).slice(1)) {
    sections[chunk.slice(3, chunk.indexOf('\n')).trim()] = chunk.trimEnd();
  }
  return sections;
}

const previous = previousSections();
const sections = {};
if (parts.includes('bundles')) await buildFrontEndIfStale(root);
if (parts.includes('server')) sections.server = serverSection();
if (parts.includes('lists')) sections.lists = listsSection();
if (parts.includes('reports')) sections.reports = reportsSection();
if (parts.includes('wizard')) sections.wizard = wizardSection();
if (parts.includes('bundles')) {
  console.log("Measuring the JavaScript the browser downloads and each page's cold load to usable...");
  const b = runJson('node', ['bench-bundles.mjs'], path.join(root, 'e2e'));
  const [js, render] = bundlesSection(b).split(/^(?=## Dashboard rendering)/m);
  sections.bundles = js.trimEnd();
  sections.render = render.trimEnd();
}
const SUMMARY_TITLE = 'Targets at a glance';

/**
 * One table of every target the parts hold their figures to. A partial run keeps the previous rows of the
 * parts it did not run, so the table always covers every part (each from its own last run).
 */
function summarySection(previousText = '') {
  const cells = (line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
  const kept = previousText
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map(cells)
    .filter(([part]) => PARTS.includes(part) && !parts.includes(part));
  const fresh = targets.map((t) => [
    t.part,
    t.figure,
    t.before,
    t.now,
    t.target,
    t.met ? 'met' : '**missed**',
  ]);
  const rows = [...kept, ...fresh].sort((a, b) => PARTS.indexOf(a[0]) - PARTS.indexOf(b[0]));
  const met = rows.filter((r) => r[5] === 'met').length;
  return `## ${SUMMARY_TITLE}

Every target the benchmark holds a figure to, each from its part's last run (the sections below give the
method, every run and the load average of that run). "Before" is the figure before the work on it.

| Part | Figure | Before | Now | Target | Met |
|---|---|---|---|---|---|
${rows.map((r) => `| ${r.join(' | ')} |`).join('\n')}

Met: ${met} of ${rows.length}.`;
}

// Every section in the document's order: the measured ones replaced, the others (written by hand) kept
// where they are; a measured section the document lacks goes after the one before it in ORDER.
const measured = {
  [SUMMARY_TITLE]: summarySection(previous[SUMMARY_TITLE]),
  Server: sections.server,
  'Application list and dashboard at 100,000 applications (PostgreSQL)': sections.lists,
  [REPORTS_TITLE]: sections.reports,
  [WIZARD_TITLE]: sections.wizard,
  'JavaScript downloaded by the browser (gzipped)': sections.bundles,
  'Dashboard rendering in the browser': sections.render,
};
const ORDER = [
  SUMMARY_TITLE,
  'Server',
  'Application list and dashboard at 100,000 applications (PostgreSQL)',
  'What makes these queries fast',
  REPORTS_TITLE,
  'Reports: findings and open work',
  WIZARD_TITLE,
  'Wizard saves and the PDF: where the time goes',
  'JavaScript downloaded by the browser (gzipped)',
  'Dashboard rendering in the browser',
  'Findings and open work',
];
const titles = Object.keys(previous);
for (const [i, title] of ORDER.entries()) {
  if (titles.includes(title)) continue;
  const after = ORDER.slice(0, i).findLast((t) => titles.includes(t));
  titles.splice(after ? titles.indexOf(after) + 1 : 0, 0, title);
}
const body = titles.map(
  (t) => measured[t] ?? previous[t] ?? `## ${t}\n\nNot measured yet: run \`pnpm bench\`.`,
);
const md = `# Performance

Measured by \`pnpm bench\` (\`scripts/bench.mjs\`, its parts in \`scripts/lib/bench/\`; \`--only=server,lists,reports,wizard,bundles\` runs some parts). Re-run
it after any change to the server's start-up, the sign-in path, the list, dashboard and report queries or
their indexes, the shared-module configuration or the shell's dependencies, and commit the new numbers.

${body.join('\n\n')}
`;
writeFileSync(docPath, md);
// The tables are written unaligned; the repository's formatter aligns them (its check is part of the tests).
execFileSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', docPath], { stdio: 'ignore' });
console.log(md);
