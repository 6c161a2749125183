// The entry of a WorkerPool thread (worker-pool.ts): TypeScript through tsx's register hook, as the server
// itself runs, then the tasks module; each message runs one of its exported functions and answers.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');

require(workerData.tsx).register();
const tasks = require(workerData.tasks);

parentPort.on('message', async ({ id, task, args }) => {
  try {
    const value = await tasks[task](...args);
    // A result that owns its whole buffer (a rendered PDF) moves to the main thread without a copy.
    const owned =
      value instanceof Uint8Array && value.byteOffset === 0 && value.byteLength === value.buffer.byteLength;
    parentPort.postMessage({ id, ok: true, value }, owned ? [value.buffer] : []);
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    parentPort.postMessage({ id, ok: false, error: { name: e.name, message: e.message } });
  }
});
