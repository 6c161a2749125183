import { INDIVIDUAL_STEPS } from '@aif/contracts';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import { fullApplication } from '../../../../scripts/wizard-fixtures';
import { app, db, investorToken, load, save, setupWizardApp, t, uid } from './setup';

// What GET and a save answer for a full application of three applicants (every step saved, a nominee,
// a penny-dropped bank, the investment, every required document), to staff and to the investor. The
// snapshot was written by the code that read the answer statement by statement; however the answer is
// read, it must stay the same JSON. Ids, timestamps, the drawdown date (from today's date) and the
// application number are replaced by stable labels: they differ from run to run, not between ways of
// reading. Documents saved in one transaction share created_at and come in the order of their random
// ids: they are compared sorted.
setupWizardApp(['rm']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/;

const documentKey = (d: unknown) => {
  const { documentType, documentName } = d as { documentType?: unknown; documentName?: unknown };
  return typeof documentType === 'string' ? `${documentType} ${String(documentName)}` : null;
};
const byDocumentType = (list: unknown[]) =>
  list.every((d) => documentKey(d) !== null)
    ? [...list].sort((a, b) => documentKey(a)!.localeCompare(documentKey(b)!))
    : list;

/** The answer with each id named by its first appearance and run-dependent values labelled. */
function stable(value: unknown): unknown {
  const ids = new Map<string, string>();
  const walk = (v: unknown, key: string): unknown => {
    if (Array.isArray(v)) return byDocumentType(v).map((x) => walk(x, key));
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    if (typeof v !== 'string') return v;
    if (/drawdown/i.test(key)) return '<drawdown date>';
    // From a sequence: it depends on what else the database holds (PostgreSQL's tests share it).
    if (key === 'applicationNumber') return '<application number>';
    if (TIMESTAMP.test(v)) return '<timestamp>';
    return v.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) => {
      if (!ids.has(id)) ids.set(id, `<id ${ids.size + 1}>`);
      return ids.get(id)!;
    });
  };
  return walk(value, '');
}

/** Where `to` differs from `from` (same shape), by path: a save's answer beside GET's before it. */
function changes(from: unknown, to: unknown, path = ''): Record<string, unknown> {
  if (from && to && typeof from === 'object' && typeof to === 'object') {
    const keys = new Set([...Object.keys(from), ...Object.keys(to)]);
    return Object.assign(
      {},
      ...[...keys].map((k) =>
        changes((from as Record<string, unknown>)[k], (to as Record<string, unknown>)[k], `${path}.${k}`),
      ),
    );
  }
  return JSON.stringify(from) === JSON.stringify(to) ? {} : { [path]: to };
}

describe('the answer for a full application of three applicants', () => {
  it('GET (staff and investor) and every step save answer the same JSON as before', async () => {
    const fixture = await fullApplication(app, uid.rm!, t.rm!, 0);
    const detail = await load(fixture.id);
    expect(detail.applicants).toHaveLength(3);
    expect(UUID.test(detail.id)).toBe(true);
    expect(stable(detail)).toMatchSnapshot('GET, rm');

    const investor = await investorToken(detail.applicants[0]!.mobile!);
    expect(stable(await load(fixture.id, investor))).toMatchSnapshot('GET, investor');

    // Each save's answer in full is GET's after it; the snapshot keeps what it changed from GET's before.
    let version = detail.version;
    let before = stable(detail);
    for (const step of INDIVIDUAL_STEPS) {
      const res = await save(fixture.id, t.rm!, { ...fixture.bodies[step], version });
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer.version).toBe(version + 1);
      version = answer.version;
      // A save answers what GET answers.
      expect(answer).toEqual(await load(fixture.id));
      expect(changes(before, stable(answer))).toMatchSnapshot(`save ${step}`);
      before = stable(answer);
    }
  });
});

/**
 * The statements `fn` runs through Drizzle, those built once (`fixedStatement`) included (BEGIN and
 * COMMIT left out: PGlite does not send them so; and the session lookup every authenticated request
 * makes).
 */
async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  const prepared = db.kind === 'pglite' ? PglitePreparedQuery : NodePgPreparedQuery;
  const spy = jest.spyOn(prepared.prototype, 'execute');
  try {
    await fn();
    return spy.mock.contexts
      .map((run) => textOf(run as object))
      .filter((q) => !/^(begin|commit)\b/i.test(q) && !q.startsWith('select "sessions"'));
  } finally {
    spy.mockRestore();
  }
}

/** A prepared query's SQL (node-postgres keeps it in its query config, PGlite as a string). */
function textOf(run: object): string {
  const fields = run as { rawQueryConfig?: { text: string }; queryString?: string };
  return fields.rawQueryConfig?.text ?? fields.queryString ?? '';
}

describe('the statements of GET and of a save', () => {
  it('GET reads the application and its answer in 2; a save of a visited step locks, reads, updates and answers in 4 (the document and nominee steps in 5, the bank step in 6)', async () => {
    const fixture = await fullApplication(app, uid.rm!, t.rm!, 1);
    let version = (await load(fixture.id)).version;
    const get = await statementsOf(() => load(fixture.id));
    expect(get).toEqual([expect.stringMatching(/from "applications"/), expect.stringMatching(/json_agg/)]);

    // A step saved again as loaded, with the version the previous answer returned.
    const statementsOfSave = (step: string) =>
      statementsOf(async () => {
        const res = await save(fixture.id, t.rm!, { ...fixture.bodies[step], version });
        expect(res.statusCode).toBe(200);
        version = res.json().version;
      });

    const saved = await statementsOfSave('contact-details');
    expect(saved).toEqual([
      expect.stringMatching(/from "applications" .* for update$/s),
      expect.stringMatching(/json_agg/),
      expect.stringMatching(/^update "applications"/),
      expect.stringMatching(/json_agg/),
    ]);

    // The document step reads its stored documents with their files in one more statement; the files
    // already on the application are neither read again nor locked, and unchanged rows are not written.
    const documents = await statementsOfSave('document-details');
    expect(documents).toEqual([
      expect.stringMatching(/from "applications" .* for update$/s),
      expect.stringMatching(/json_agg/),
      expect.stringMatching(/json_agg.*as stored_documents/s),
      expect.stringMatching(/^update "applications"/),
      expect.stringMatching(/json_agg/),
    ]);

    // The nominee and bank steps read their own rows, and write none that a save leaves as stored.
    const nominees = await statementsOfSave('nominee-details');
    expect(nominees).toEqual([
      expect.stringMatching(/from "applications" .* for update$/s),
      expect.stringMatching(/json_agg/),
      expect.stringMatching(/from "nominees"/),
      expect.stringMatching(/^update "applications"/),
      expect.stringMatching(/json_agg/),
    ]);
    const banks = await statementsOfSave('bank-details');
    expect(banks).toEqual([
      expect.stringMatching(/from "applications" .* for update$/s),
      expect.stringMatching(/json_agg/),
      expect.stringMatching(/from "bank_verifications"/),
      expect.stringMatching(/from "banks"/),
      expect.stringMatching(/^update "applications"/),
      expect.stringMatching(/json_agg/),
    ]);
  });
});
