import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { withMethods } from './pglite-slices';

/**
 * How many statements each embedded database keeps prepared; the least recently used is closed beyond
 * it. The app has a few hundred distinct statements, most of them run again and again.
 */
export const PGLITE_PREPARED_STATEMENTS = 500;

const serialize = protocol.serialize;

interface Prepared {
  name: string;
  /** The parameters' types as the database inferred them: how each value is written. */
  paramTypes: number[];
}

/** The statements prepared on one PGlite instance, by text (and declared parameter types). */
class StatementCache {
  /** In order of last use, the oldest first (a Map keeps insertion order). */
  private readonly byKey = new Map<string, Prepared>();
  /** Statements dropped from the cache, closed with the next message sent to the database. */
  private toClose: string[] = [];
  private count = 0;

  constructor(private readonly capacity: number) {}

  get(key: string): Prepared | undefined {
    const found = this.byKey.get(key);
    if (found) {
      this.byKey.delete(key);
      this.byKey.set(key, found);
    }
    return found;
  }

  add(key: string, prepared: Prepared): void {
    this.byKey.set(key, prepared);
    if (this.byKey.size > this.capacity) {
      const [oldest] = this.byKey.keys();
      this.drop(oldest!);
    }
  }

  drop(key: string): void {
    const prepared = this.byKey.get(key);
    if (!prepared) return;
    this.byKey.delete(key);
    this.toClose.push(prepared.name);
  }

  nextName(): string {
    return `aif_statement_${++this.count}`;
  }

  /** Close messages for the statements dropped since the last call. */
  takeCloses(): Uint8Array[] {
    const closes = this.toClose.map((name) => serialize.close({ type: 'S', name }));
    this.toClose = [];
    return closes;
  }

  get size(): number {
    return this.byKey.size;
  }
}

const caches = new WeakMap<PGlite, StatementCache>();

function cacheOf(client: PGlite, capacity: number): StatementCache {
  let cache = caches.get(client);
  if (!cache) {
    cache = new StatementCache(capacity);
    caches.set(client, cache);
  }
  return cache;
}

/** How many statements are prepared on the instance now (for tests). */
export function preparedStatementCount(client: PGlite): number {
  return caches.get(client)?.size ?? 0;
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const message = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/** The database's error as PGlite's own `query` throws it: with the statement, its values and options. */
function asQueryError(err: unknown, query: string, params: unknown[], options: QueryOptions | undefined) {
  if (err instanceof Error && 'code' in err) Object.assign(err, { query, params, queryOptions: options });
  return err;
}

/** PostgreSQL refuses a prepared statement whose result's columns changed under it (DDL since). */
function isStaleResult(err: unknown): boolean {
  return (
    err instanceof Error &&
    (err as { code?: string }).code === '0A000' &&
    /cached plan must not change result type/.test(err.message)
  );
}

/**
 * One statement through a prepared statement of the instance: parsed, analysed and described once per
 * instance (and planned once PostgreSQL settles on a generic plan), then only bound and executed.
 * The caller holds PGlite's query lock.
 */
async function runPrepared<T>(
  client: PGlite,
  cache: StatementCache,
  query: string,
  params: unknown[],
  options: QueryOptions | undefined,
  inTransaction: boolean,
): Promise<Results<T>> {
  const key = options?.paramTypes ? `${query}\u0000${options.paramTypes.join(',')}` : query;
  const protocolOptions = { syncToFs: false, onNotice: options?.onNotice };
  try {
    let prepared = cache.get(key);
    if (!prepared) {
      const name = cache.nextName();
      const described = await client.execProtocolStream(
        concat([
          ...cache.takeCloses(),
          serialize.parse({ name, text: query, types: options?.paramTypes }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        protocolOptions,
      );
      prepared = { name, paramTypes: parse.parseDescribeStatementResults(described) };
      cache.add(key, prepared);
    }
    // Each value written as PGlite's own `query` writes it, by the type the database inferred.
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = prepared!.paramTypes[i]!;
      const write = options?.serializers?.[type] ?? client.serializers[type];
      return write ? write(value) : (value as { toString(): string }).toString();
    });
    const messages = await client.execProtocolStream(
      concat([
        ...cache.takeCloses(),
        serialize.bind({ statement: prepared.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      protocolOptions,
    );
    if (!inTransaction) await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  } catch (err) {
    if (isStaleResult(err)) cache.drop(key);
    throw asQueryError(err, query, params, options);
  }
}

/**
 * The PGlite instance with its statements prepared once and reused (`query`, outside and inside a
 * transaction); everything else is the instance's own.
 *
 * Why: PGlite's `query` sends every statement as a new unnamed one, so the embedded engine parses,
 * analyses, describes and plans it each time, in six calls into WebAssembly. Under the sign-in load that
 * was most of the server's busy time on the embedded database (docs/performance.md). A prepared
 * statement needs one call per execution: bind, describe, execute and sync in one message.
 *
 * Values are written and rows read exactly as PGlite's `query` does (its serializers and parsers, the
 * statement's own options); errors carry the same fields. Statements with a `blob` (COPY to or from a
 * file), and any call on an instance not ready or closed, go through PGlite's own `query`.
 */
export function preparedPglite(client: PGlite, capacity = PGLITE_PREPARED_STATEMENTS): PGlite {
  const cache = cacheOf(client, capacity);
  const direct = (options: QueryOptions | undefined) => !!options?.blob || !client.ready || client.closed;

  const query = <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> =>
    direct(options)
      ? client.query<T>(text, params, options)
      : // As PGlite's `query`: not while a transaction holds the instance, and one statement at a time.
        client._runExclusiveTransaction(() =>
          client._runExclusiveQuery(() => runPrepared<T>(client, cache, text, params, options, false)),
        );

  const inTransaction = (tx: Transaction): Transaction =>
    withMethods(tx, {
      query: <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
        if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
        if (direct(options)) return tx.query<T>(text, params, options);
        return client._runExclusiveQuery(() => runPrepared<T>(client, cache, text, params, options, true));
      },
    });

  return withMethods(client, {
    query,
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => fn(inTransaction(tx))),
  } as Partial<PGlite>);
}
