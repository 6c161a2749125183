// zod probes `new Function` once to decide whether to compile its parsers. The server's
// Content-Security-Policy refuses eval, and the browser reports the probe as a violation even though zod
// catches it. zod 4 keeps its settings in one object on globalThis, which every bundle's zod (the shell's
// and each remote's) adopts when it loads, so the shell sets it before anything parses; zod then
// validates without compiling, with the same results. Set directly, not through zod's config(), so that
// /login does not download zod before its form is submitted (zod-jitless.test.ts checks zod reads it).
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
