import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** The functions a pool runs: each takes and returns what structured cloning carries. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Tasks = Record<string, (...args: any[]) => Promise<unknown>>;

export interface WorkerPoolOptions {
  /** Absolute path of the TypeScript module whose exported async functions the threads run. */
  tasks: string;
  /** Threads at most (default: the cores less one for the event loop, 1 to 4). */
  size?: number;
  /** Old-generation heap limit of a thread: a task beyond it ends its thread and fails, not the server. */
  maxHeapMb?: number;
}

/** A task that did not finish: its thread ended (out of memory, crash), ran out of time, or the pool closed. */
export class WorkerTaskError extends Error {
  constructor(
    message: string,
    readonly reason: 'failed' | 'crashed' | 'timeout' | 'closed',
  ) {
    super(message);
    this.name = 'WorkerTaskError';
  }
}

interface Job {
  id: number;
  task: string;
  args: unknown[];
  timeoutMs: number;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

interface Thread {
  worker: Worker;
  job?: Job;
  timer?: NodeJS.Timeout;
}

/**
 * CPU-heavy work (PDF rendering, parsing, stamping) off the event loop: a few worker threads, started on
 * first use, each running one task at a time from a FIFO queue. A thread that dies (out of memory, a
 * task past its time) fails its task and is replaced on the next one; the other tasks go on. Idle threads
 * do not keep the process alive; `close()` ends them (the server's onClose).
 */
export class WorkerPool<T extends Tasks> {
  private readonly threads = new Set<Thread>();
  private readonly queue: Job[] = [];
  private readonly size: number;
  private nextId = 1;
  private closed = false;

  constructor(private readonly opts: WorkerPoolOptions) {
    this.size = opts.size ?? Math.max(1, Math.min(4, availableParallelism() - 1));
  }

  run<K extends keyof T & string>(
    task: K,
    args: Parameters<T[K]>,
    opts: { timeoutMs: number },
  ): Promise<Awaited<ReturnType<T[K]>>> {
    if (this.closed) return Promise.reject(new WorkerTaskError('The worker pool is closed', 'closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({
        id: this.nextId++,
        task,
        args,
        timeoutMs: opts.timeoutMs,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0))
      job.reject(new WorkerTaskError('The worker pool closed', 'closed'));
    await Promise.all(
      [...this.threads].map((t) => {
        this.finish(t, new WorkerTaskError('The worker pool closed', 'closed'));
        return t.worker.terminate();
      }),
    );
    this.threads.clear();
  }

  private dispatch(): void {
    while (!this.closed && this.queue.length > 0) {
      let thread = [...this.threads].find((t) => !t.job);
      if (!thread && this.threads.size < this.size) thread = this.spawn();
      if (!thread) return;
      const job = this.queue.shift()!;
      thread.job = job;
      thread.worker.ref();
      thread.timer = setTimeout(() => {
        // A task past its time may never end: the thread goes with it.
        this.finish(
          thread,
          new WorkerTaskError(`${job.task} took longer than ${job.timeoutMs} ms`, 'timeout'),
        );
        this.retire(thread);
      }, job.timeoutMs);
      thread.worker.postMessage({ id: job.id, task: job.task, args: job.args });
    }
  }

  private spawn(): Thread {
    const worker = new Worker(path.join(__dirname, 'worker-thread.cjs'), {
      workerData: { tsx: require.resolve('tsx/cjs/api'), tasks: this.opts.tasks },
      // A clean thread: the loader flags of the main process (tsx's, jest's) are not its business.
      execArgv: [],
      resourceLimits: this.opts.maxHeapMb ? { maxOldGenerationSizeMb: this.opts.maxHeapMb } : undefined,
    });
    const thread: Thread = { worker };
    worker.unref();
    worker.on(
      'message',
      (m: { id: number; ok: boolean; value?: unknown; error?: { name: string; message: string } }) => {
        const job = thread.job;
        if (!job || job.id !== m.id) return;
        clearTimeout(thread.timer);
        thread.job = undefined;
        worker.unref();
        if (m.ok) job.resolve(m.value);
        else job.reject(Object.assign(new WorkerTaskError(m.error!.message, 'failed'), { cause: m.error }));
        this.dispatch();
      },
    );
    const died = (err: Error) => {
      this.finish(thread, new WorkerTaskError(`The worker thread ended: ${err.message}`, 'crashed'));
      this.threads.delete(thread);
      this.dispatch();
    };
    worker.on('error', died);
    worker.on('exit', (code) => {
      if (this.threads.has(thread)) died(new Error(`exit code ${code}`));
    });
    this.threads.add(thread);
    return thread;
  }

  /** Fails the thread's task, if any. */
  private finish(thread: Thread, err: Error): void {
    clearTimeout(thread.timer);
    const job = thread.job;
    thread.job = undefined;
    job?.reject(err);
  }

  private retire(thread: Thread): void {
    this.threads.delete(thread);
    void thread.worker.terminate();
    this.dispatch();
  }
}
