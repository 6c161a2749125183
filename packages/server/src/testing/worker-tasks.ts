/** Tasks for the worker pool's own tests (lib/worker-pool.test.ts), run in its threads. */

export async function echo(value: unknown): Promise<unknown> {
  return value;
}

/** Holds its thread's CPU for `ms`, as a long synchronous computation would. */
export async function spin(ms: number): Promise<number> {
  const end = Date.now() + ms;
  let n = 0;
  while (Date.now() < end) n += 1;
  return n;
}

export async function fail(message: string): Promise<never> {
  throw new Error(message);
}

/** Ends its thread, as a fatal error (out of memory) would. */
export async function die(): Promise<never> {
  process.exit(3);
}

export async function bytes(size: number): Promise<Uint8Array> {
  return new Uint8Array(size).fill(7);
}
