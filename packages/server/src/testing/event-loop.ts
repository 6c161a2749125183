import { readFileSync } from 'node:fs';

/**
 * How long the event loop was held while some work ran: a timer due every 5 ms records the gaps
 * between its ticks; a request that keeps the loop busy for a second shows as a gap of a second, work
 * done in a worker thread not at all.
 *
 * A gap also grows while the process merely waits for a CPU that other programs hold (the test machine
 * has two cores shared with other work: gaps of several hundred milliseconds were seen with nothing of
 * ours running). Linux counts that wait per thread (/proc/.../schedstat, "time spent waiting on a
 * runqueue"), so `heldMs` is each gap less that wait: the time the loop was busy with this process's own
 * work (JavaScript, garbage collection, a synchronous call). Where the count is missing, `heldMs` is the
 * gap itself.
 */
export interface LoopBlock {
  /** The longest time the loop was held by this process's own work. */
  heldMs: number;
  /** The longest gap between two ticks, as the clock on the wall saw it. */
  gapMs: number;
}

const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;

/** The main thread's total wait for a CPU so far, in ms (0 where Linux does not say). */
function runQueueWaitMs(): number {
  try {
    return Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return 0;
  }
}

export async function longestBlockDuring<T>(work: () => Promise<T>): Promise<LoopBlock & { result: T }> {
  let last = performance.now();
  let lastWait = runQueueWaitMs();
  let held = 0;
  let gap = 0;
  const tick = () => {
    const now = performance.now();
    const wait = runQueueWaitMs();
    gap = Math.max(gap, now - last);
    held = Math.max(held, now - last - (wait - lastWait));
    last = now;
    lastWait = wait;
  };
  const timer = setInterval(tick, 5);
  try {
    const result = await work();
    // The gap up to the end of the work counts too.
    await new Promise((resolve) => setTimeout(resolve, 10));
    tick();
    return { result, heldMs: Math.round(held), gapMs: Math.round(gap) };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The limit every request is held to, whatever its input: a fraction of a second, so that one request
 * never stalls the others noticeably. Measured on the test machine (two slow cores): PDF work done on
 * the loop held it for seconds to minutes before it moved to worker threads; what remains on the loop
 * (database reads and writes of megabytes of text, garbage collection) held it for well under this.
 */
export const EVENT_LOOP_LIMIT_MS = 300;

/**
 * `work`'s longest block, measured a second time when the first is over the limit: on a busy machine the
 * garbage collector's helper threads also wait for a CPU, and the loop with them, now and then; a
 * request that holds the loop itself does so every time. For work that may run twice.
 */
export async function longestBlockOf<T>(work: () => Promise<T>): Promise<LoopBlock & { result: T }> {
  const first = await longestBlockDuring(work);
  if (first.heldMs < EVENT_LOOP_LIMIT_MS) return first;
  const second = await longestBlockDuring(work);
  return second.heldMs < first.heldMs ? second : first;
}
