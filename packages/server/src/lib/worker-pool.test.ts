import path from 'node:path';
import { EVENT_LOOP_LIMIT_MS, longestBlockDuring } from '../testing/event-loop';
import type * as Tasks from '../testing/worker-tasks';
import { WorkerPool, WorkerTaskError } from './worker-pool';

const tasks = path.join(__dirname, '..', 'testing', 'worker-tasks.ts');
let pool: WorkerPool<typeof Tasks>;

beforeEach(() => {
  pool = new WorkerPool<typeof Tasks>({ tasks, size: 1 });
});
afterEach(() => pool.close());

const opts = { timeoutMs: 20_000 };

describe('WorkerPool', () => {
  it('runs a task in a thread and answers its value; a result buffer comes back whole', async () => {
    await expect(pool.run('echo', [{ a: [1, 'x'] }], opts)).resolves.toEqual({ a: [1, 'x'] });
    const out = await pool.run('bytes', [1024], opts);
    expect(out).toBeInstanceOf(Uint8Array);
    expect([out.length, out[0], out[1023]]).toEqual([1024, 7, 7]);
  });

  it('keeps the event loop free while a task computes', async () => {
    await pool.run('echo', [0], opts); // the thread is started
    const { result, heldMs } = await longestBlockDuring(() => pool.run('spin', [1500], opts));
    expect(result).toBeGreaterThan(0);
    expect(heldMs).toBeLessThan(EVENT_LOOP_LIMIT_MS);
  });

  it('queues tasks beyond its threads and runs them in order', async () => {
    const done: number[] = [];
    await Promise.all([1, 2, 3].map((i) => pool.run('spin', [50], opts).then(() => done.push(i))));
    expect(done).toEqual([1, 2, 3]);
  });

  it("passes a task's error on, and goes on with the next task", async () => {
    await expect(pool.run('fail', ['bad input'], opts)).rejects.toMatchObject({
      name: 'WorkerTaskError',
      reason: 'failed',
      message: 'bad input',
    });
    await expect(pool.run('echo', ['next'], opts)).resolves.toBe('next');
  });

  it('fails the task of a thread that ends, and starts another for the next', async () => {
    await expect(pool.run('die', [], opts)).rejects.toMatchObject({ reason: 'crashed' });
    await expect(pool.run('echo', ['after'], opts)).resolves.toBe('after');
  });

  it('ends a task past its time with its thread; the next task runs', async () => {
    const err = await pool.run('spin', [60_000], { timeoutMs: 300 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WorkerTaskError);
    expect((err as WorkerTaskError).reason).toBe('timeout');
    await expect(pool.run('echo', ['fresh'], opts)).resolves.toBe('fresh');
  });

  it('refuses work once closed, and fails what was queued', async () => {
    const reasonOf = (e: unknown) => (e as WorkerTaskError).reason;
    const running = pool.run('spin', [2000], opts).catch(reasonOf);
    const queued = pool.run('echo', ['late'], opts).catch(reasonOf);
    await pool.close();
    expect([await running, await queued]).toEqual(['closed', 'closed']);
    await expect(pool.run('echo', [1], opts)).rejects.toMatchObject({ reason: 'closed' });
  });
});
