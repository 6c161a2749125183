import type { PGlite } from '@electric-sql/pglite';

/**
 * How long the embedded database may run statements before the event loop gets a turn (milliseconds).
 * PGlite executes on the server's own thread, and its statements resolve as promises: without a pause,
 * a burst of queued statements runs in one turn of the event loop, however long. libuv accepts one new
 * connection per turn (libuv/libuv#3696), so under load new visitors waited for turns of 50-100 ms each:
 * the 50th of 50 users signing in at once on fresh connections was admitted after about 2.5 s, while
 * users already connected went on being served.
 */
export const PGLITE_SLICE_MS = 5;

/**
 * Runs the database's operations (a statement, a script, a whole transaction) one at a time in arrival
 * order, like PGlite's own lock, but after an operation that ends a slice of PGLITE_SLICE_MS the next
 * one starts on the next turn of the event loop (setImmediate), so sockets are read and connections
 * accepted between slices.
 */
export class SlicedQueue {
  private readonly waiting: (() => void)[] = [];
  private busy = false;
  private sliceStart = 0;

  constructor(private readonly sliceMs = PGLITE_SLICE_MS) {}

  async run<T>(operation: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      if (!this.busy) {
        // An idle database starts a fresh slice.
        this.sliceStart = performance.now();
        this.startNext();
      }
    });
    try {
      return await operation();
    } finally {
      if (performance.now() - this.sliceStart >= this.sliceMs) {
        setImmediate(() => {
          this.sliceStart = performance.now();
          this.startNext();
        });
      } else {
        this.startNext();
      }
    }
  }

  private startNext(): void {
    const next = this.waiting.shift();
    this.busy = next !== undefined;
    next?.();
  }
}

/**
 * The PGlite instance as the app uses it, its operations through a SlicedQueue. Everything else
 * (closing, listening, the data directory) is the instance's own.
 */
export function slicedPglite(client: PGlite, queue = new SlicedQueue()): PGlite {
  const through =
    <A extends unknown[], R>(method: (...args: A) => Promise<R>) =>
    (...args: A) =>
      queue.run(() => method.apply(client, args));
  return withMethods(client, {
    query: through(client.query),
    exec: through(client.exec),
    transaction: through(client.transaction),
  } as Partial<PGlite>);
}

/**
 * `target` with some of its methods replaced; every other property is the target's own, its methods bound
 * to it (PGlite keeps state in private fields, which a method called on the proxy could not reach).
 */
export function withMethods<T extends object>(target: T, methods: Partial<T>): T {
  return new Proxy(target, {
    get(object, key) {
      if (key in methods) return methods[key as keyof T];
      const value = Reflect.get(object, key, object) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(object) : value;
    },
  });
}
