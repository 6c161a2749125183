import { PGlite } from '@electric-sql/pglite';
import { PGLITE_START_TIMEOUT_MS, TEST_PGLITE_OPTIONS } from '../testing/db';
import { SlicedQueue, slicedPglite } from './pglite-slices';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('the embedded database in slices', () => {
  it('runs operations one at a time, in the order they arrived', async () => {
    const queue = new SlicedQueue(1000);
    const log: string[] = [];
    const op = (name: string, ms: number) =>
      queue.run(async () => {
        log.push(`${name} start`);
        await new Promise((r) => setTimeout(r, ms));
        log.push(`${name} end`);
        return name;
      });
    expect(await Promise.all([op('a', 15), op('b', 1), op('c', 5)])).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('gives the event loop a turn once a slice is used up, and not before', async () => {
    // A slice far longer than a and b: on a busy machine the process may wait for a CPU for several
    // milliseconds in the middle of a's or b's work, and that wait counts against the slice too.
    const queue = new SlicedQueue(200);
    const log: string[] = [];
    // Each operation is synchronous work, as PGlite's are; a turn of the event loop shows as the immediate.
    const op = (name: string, ms: number) =>
      queue.run(async () => {
        if (name === 'a') setImmediate(() => log.push('event loop'));
        busy(ms);
        log.push(name);
      });
    await Promise.all([op('a', 2), op('b', 2), op('c', 220), op('d', 1)]);
    // a and b fit in the slice that began with a; c uses it up, so d waits for the next turn.
    expect(log).toEqual(['a', 'b', 'c', 'event loop', 'd']);
  });

  it('goes on after an operation that fails', async () => {
    const queue = new SlicedQueue(0);
    const failed = queue.run(async () => {
      throw new Error('refused');
    });
    await expect(failed).rejects.toThrow('refused');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });

  it(
    'answers queries, scripts and transactions as PGlite does',
    async () => {
      const client = slicedPglite(new PGlite(TEST_PGLITE_OPTIONS));
      await client.exec('create table t (n int)');
      await client.transaction(async (tx) => {
        await tx.query('insert into t values ($1)', [1]);
        await tx.query('insert into t values ($1)', [2]);
      });
      await expect(
        client.transaction(async (tx) => {
          await tx.query('insert into t values (3)');
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect((await client.query<{ n: number }>('select n from t order by n')).rows).toEqual([
        { n: 1 },
        { n: 2 },
      ]);
      expect(client.closed).toBe(false);
      await client.close();
      expect(client.closed).toBe(true);
    },
    PGLITE_START_TIMEOUT_MS,
  );
});
