import { config } from 'zod';

// zod probes `new Function` once to decide whether to compile its parsers. The server's
// Content-Security-Policy refuses eval, and the browser reports the probe as a violation even though zod
// catches it. Every bundle's zod (the shell's and each remote's) reads this one global setting, so the
// shell sets it before anything parses; zod then validates without compiling, with the same results.
config({ jitless: true });
