/** The hand-written part of docs/performance.md's Server section: the profile behind the sign-in's fixes. */
export const SIGN_IN_FINDINGS = `### The profile behind it (issue 26)

Before (2c39be7), a CPU profile of the API process (\`PROFILE_DIR=/tmp/prof\` with \`scripts/bench.ts\`)
under the 50-client PostgreSQL load was 5 % idle: the process itself was the bottleneck. Of its samples,
the pg driver and its socket writes took 28 %, Drizzle building SQL 16 %, Fastify, helmet, zod and HTTP
18 %, garbage collection 6 %, opening the sealed payloads (RSA-OAEP 2048 + AES-GCM) 3 %, and the OTP's
keyed hash almost nothing. A sign-in's time went to round trips, not to crypto:

- **Statements.** send-otp sent 10 (the per-address count 2; a transaction of 8: the account, the
  number's row inserted and locked in 2, the open OTP retired, the new one stored, the SMS queued),
  the SMS's delivery 7 (an expiry sweep, the claim, the sandbox outbox, a transaction of 2 for the log),
  verify-otp 13 (the per-address count 2; a transaction of 6 with a write that reset a failure count of
  zero; the session inserted and read back; the user read again for the answer). No audit row is written
  on this path (unlocks and whitelisting, by Admin Support, write theirs as before).
- **The bench's own outbox reads.** 13.9 per sign-in (one every 20 ms while waiting for the SMS), each
  an HTTP request and a scan of the outbox: seven times as many requests as the sign-ins themselves.
- **PGlite.** One statement at a time, in arrival order (a first-come lock around each statement or
  transaction), and a request joins that queue once per statement or transaction. At 50 clients the
  outbox reads filled the queue, the SMS's delivery waited behind them, and clients read all the more:
  the long tail. Timed one at a time on the loaded machine (load average 20), a statement cost PGlite
  2.5 to 7.5 ms, so the number of statements is what counts there too.

What changed (statements per sign-in 30 → 18, the API process's CPU per sign-in 17 → 11 ms in the table
above):

1. **The per-address count in one statement**: the previous window, the check and the increment in one
   \`insert … on conflict do update … where\`, instead of an increment, a read and, when over the
   limit, a decrement. A refused request still counts nothing, and concurrent requests of any instance
   still queue on the row's lock.
2. **The OTP's statements**: the number's row is inserted if absent and locked \`FOR UPDATE\` in one
   statement, and verify-otp reads its challenge in the same one; the resend limit's two reads are one;
   the open OTP is retired and the new one stored in one statement; a correct entry writes the failure
   count only when there is one to clear.
3. **verify-otp** opens the session in the OTP's transaction (one commit fewer, and no OTP spent without
   its session) and answers with the staff user it read to find the account (no read-back of the
   session, no second read of the user).
4. **Delivery**: an attempt's log entry and the message's new state are one statement instead of a
   transaction of two; a run woken by an answer leaves the expiry sweep to the worker's periodic run
   (every 2 s): the claim never takes an expired OTP, and the text of one is dropped at that run.
5. **The bench's reads** of the outbox wait 20 ms first and back off (half as long again each time, at
   most 50 ms), since they stand for a person reading an SMS.
6. **The SMS queue** (second round of work, after the profile of the first): with the calls down to 18
   statements, what bounded sign-ins per second was the OTP's wait in the queue, not the API. One
   instance sent 5 messages at a time; a run claimed 5, sent them, recorded them and claimed again, so
   50 OTPs queued within a second went out in 10 runs one after another. Measured back to back on the
   shared machine (load average 13 to 14, PostgreSQL, from the delivery log): the SMS's wait from
   send-otp's transaction to its delivery attempt, p50 / p90, 1186 / 2705 ms at 5 at a time and 223 /
   511 ms at 25; outbox reads per sign-in 7 → 2.9; sign-ins per second 22 → 58. An instance now sends
   up to 25 at a time (\`MESSAGE_CONCURRENCY\`, docs/decisions.md "Messages").
7. **A warm start**: the first sign-ins after a start cost several times the later ones (the process's
   code and, on PGlite, the embedded engine's are cold), and on PGlite, which runs one statement at a
   time, the first burst queued behind them. 50 send-otp calls at the same instant on a server that
   had just started (PGlite, the server's CPU time for the 50, load average 8 to 10): 1380 and 1390 ms
   cold, 840 and 850 ms after the warm-up, 520 to 680 ms for the next bursts. Before it listens, the
   server now runs 20 whole sign-ins (account lookup, OTP issued and entered, session opened, SMS
   queued) for random numbers, ten at a time, each in a transaction it rolls back
   (\`SignInService.warmUp\`): nothing is stored, sent or counted, and the PostgreSQL pool's
   connections are open before the first user arrives. It adds a fraction of a second to a start.

Unchanged: the OTP's hash (HMAC-SHA-256 keyed with the server's pepper and the challenge id), the lock
after 3 wrong entries, 2 resends an hour, the neutral answers for unknown numbers, the per-address limit
and the audit rows. Every state stays in the database, none in the process, so two instances behind a
load balancer still see the same counts, locks, challenges and sessions (\`src/multi-instance.test.ts\`).

Measured back to back on the shared machine (load average about 5) after items 1 to 5: before (2c39be7
and its bench), PGlite p50 509 ms, p99 13.4 s, 28.1/s, PostgreSQL p50 189 ms, p99 611 ms, 78.7/s; after,
PGlite p50 333 ms, p99 6.6 s (705 ms after the first round), 47/s, PostgreSQL p50 162 ms, p99 588 ms
(298 ms after the first round), 61.6/s.

A third round of work, measured on the quiet machine:

8. **The SMS queue as a pipeline**: a delivery run claimed 25, waited for the slowest of
   them and claimed again, so an OTP queued just after a claim waited for the whole batch. A run now
   claims for each place that frees up while something was queued since its last claim (the answer that
   queued it nudges the run; docs/decisions.md "Messages"). Back to back on the quiet machine (load
   average 1 to 2, PostgreSQL, two runs each): the SMS's wait p50 94-99 ms before, 59-61 ms after;
   sign-ins per second 123-131 before, 141 after.
9. **The load generator's own CPU**: the bench's 50 clients run on the same two cores as the server and
   PostgreSQL. With undici's \`fetch\` they took 30-50 % of a core (\`top\` during the load) while the API
   server took 75-90 %; on \`node:http\` keep-alive connections (one per client, as a browser keeps its
   connection) 12-28 %. Then the API server ran at 95-100 % of one core: a single Node process had
   become the limit (137.8-151.6 sign-ins a second over three runs).
10. **RSA off the event loop**: opening a sealed payload's RSA-OAEP key (0.23 ms, twice per sign-in) ran
   on the event loop (\`privateDecrypt\`); it now runs in WebCrypto, which works in the thread pool, with
   the key imported once. Three runs after it: 145.9-159.4 sign-ins a second, p99 after the first
   round 224-258 ms.
11. **PGlite: accepting connections under load.** The first round was the miss: the last of the 50
   first send-otp calls took 2.5-2.9 s, though 50 of them alone (on fresh connections, nothing else
   running) finish in 0.43 s, 8 ms each. The server's request log and \`strace\` showed why: a new
   connection was accepted once per turn of the event loop (one \`accept4\` between two
   \`epoll_pwait\`; libuv accepts one connection per turn since libuv/libuv#3696), and a turn lasted
   50-100 ms, because PGlite runs on the server's thread and its queued statements resolve as promises,
   so one turn ran every statement queued in it. Clients already connected (their later rounds, their
   outbox reads) went on being served; the 50 new connections came in one every turn. Measured with
   20 clients reading the outbox on open connections and 50 sign-ins on new ones: the 50 answered
   within 1.08-1.26 s on new connections and within 0.29 s on open ones. The embedded database's
   operations (a statement, a script or a whole transaction) now go through a queue that, once an
   operation ends a slice of 5 ms, starts the next one on the next turn (\`src/db/pglite-slices.ts\`):
   turns stay short and a new connection waits milliseconds. Three runs: p99 0.78-0.83 s (2.3-2.7 s
   without, same machine), sign-ins a second unchanged or better (80-93).
   Tried and dropped before it: a pause (\`setImmediate\`) before every statement, or once 5 or 20 ms
   had passed, without the queue: the paused statements all resumed in the same turn, and the p99 stayed
   at 1.8-2.7 s.
12. **PGlite: Drizzle's parsers on every statement** (28 Nov). A CPU profile of the API server on PGlite
    under the 50 clients (\`PROFILE_DIR\`, the load's 13.6 s) put 11.9 % of its busy time in one function
    of PGlite's (\`parseResults\`), more than any other. Drizzle passes nine parsers with every statement
    (timestamps, dates, intervals and some arrays read as text), and for a statement that passes any,
    PGlite copies its whole table of parsers (318 types once it has added the array types) to merge
    them in. Timed alone (\`select * from t where id = $1\`, one row, 3,000 times): 636-736 µs a statement
    with the nine, 383-480 µs without. The nine are now set once on the instance and left out of each
    statement (\`src/db/pglite-text-types.ts\`; the values Drizzle gets are the same, checked against its
    own parsers in \`pglite-text-types.test.ts\`). Four alternated pairs of the PGlite sign-in bench:
    27.5, 33.7, 28.7, 30.6 sign-ins a second before, 32.1, 40.2, 38.1, 35.8 after; p50 750-938 →
    657-828 ms; p99 after the first round 1015-1166 → 818-1068 ms. The p99 of all 500 (1.49-1.84 s
    in these runs) is set by the first round, 50 sign-ins at the same instant on a server just started:
    the last of them waits for the other 49, about 50 / the sign-ins a second. After the change the
    profile has PGlite's engine (WebAssembly) at 33 %, its JavaScript at 21 % and Drizzle at 15 %.
13. **Statements built once** (28 Nov). A CPU profile of the API server under the 50 clients on
    PostgreSQL (this host, the load's 5.5 s) put 21.4 % of its busy time in Drizzle: its entity checks,
    SQL chunks and column lists, building the same statements again on every call, since most of a
    sign-in's run inside a transaction. The sign-in's statements (the account lookups, the number's row
    locked with or without its challenge, the resend count, the OTP replaced and marked verified, the
    session, the SMS queued, the per-address count and its clean-up) and the message worker's (the
    expiry sweep, the claim, the two outcomes) are now built once per process with a placeholder for each
    value, and each call runs the built statement on the caller's connection, a transaction's or the
    pool's (\`src/db/fixed-statement.ts\`; \`fixed-statement.test.ts\` checks, on both databases, that it
    sees and rolls back with its transaction's writes and maps rows as the builder does). They are
    named, so PostgreSQL also parses each once per connection. The profile after: Drizzle 11.4 % (a
    transaction's own objects, and the bench's outbox reads). Two alternated pairs, PostgreSQL, one API
    process: 57.9 and 57.6 sign-ins a second before, 81.7 and 75.6 after; p50 538 and 523 → 367 and
    384 ms; p99 after the first round 671 and 689 → 466 and 530 ms. On PGlite no change (35.9 before,
    34.8 after): there the engine's work per statement (35 % of the profile in WebAssembly, 25 % in
    PGlite's protocol code, which parses every statement anew) is what counts.
14. **PGlite: every statement prepared once** (29 Nov). A CPU profile of the API server on PGlite under
    the 50 clients (\`PROFILE_DIR\`, the load's 14.8 s) put 60 % of its busy time in the embedded database:
    35.7 % in its engine (WebAssembly) and 24.5 % in PGlite's JavaScript, most of it its protocol code.
    PGlite's \`query\` sends each statement as a new unnamed one (parse, describe, bind, describe, execute,
    sync: six calls into the engine, each answer parsed), so the engine parses, analyses and plans every
    statement anew. The instance now keeps each statement prepared, up to 500, the least recently used
    closed beyond that (\`src/db/pglite-statements.ts\`): the first run parses and describes it, every later
    one sends bind, describe, execute and sync in one call. Values and rows go through PGlite's own
    serializers and parsers, and errors carry the same fields (\`pglite-statements.test.ts\` compares the
    answers with PGlite's \`query\` for every column type, and covers transactions, errors, eviction and a
    table changed under a statement); the whole server suite passed on it. Timed alone (a one-row select
    by three columns, 3,000 times): 677-978 µs a statement before, 435-456 µs after. One sign-in at a time
    (\`BREAKDOWN_DATABASE=pglite scripts/bench-sign-in-breakdown.ts\`, 300 sign-ins, three alternated pairs):
    the API's CPU for send-otp, the SMS's delivery and verify-otp together 27.4, 31.3 and 23.8 ms before,
    18.1, 21.5 and 14.5 ms after. Under the 50 clients the host's speed moved more than the change in two
    alternated pairs (53.6 and 51.1 sign-ins a second before, 53.5 and 64.5 after); single runs after it
    the same hour gave 75.3, 75.4 and 84.2 a second, p99 after the first round 412-546 ms. The profile
    after: PGlite 45.5 % of the busy time (its engine 26.6 %, its JavaScript 18.9 %), Drizzle 9.2 %. The
    demo, development and the browser tests run on PGlite, so every page's reads there gain as well.
    Tried and dropped: leaving out the describe of each execution (the columns kept from the
    statement's first description): three alternated pairs of the one-at-a-time sign-in, 14.0, 13.5
    and 18.1 ms of CPU with it, 13.1, 15.8 and 16.4 ms without, within the host's noise. A cache of 1,500
    distinct statements of the app's size (a join, a subquery, an order) grew the process by about
    22 KB a statement, so the 500 kept cost about 11 MB at most.

Tried and dropped in that round: a pool of 20 connections (121-125 a second: more PostgreSQL backends
competing for two cores) and of 6 (120-129); a pool of its own (2 connections) for the message worker
(the SMS's wait p50 16-20 ms and 1.1 outbox reads a sign-in, but the clients came back sooner and the
round trips rose: 113-131 a second).

What is left:

- **PostgreSQL**: the API process is at one full core, so a sign-in's CPU in that process decides the
  rest (HTTP, Fastify, zod, the pg driver; its socket writes, one per statement and one per answer, are
  27 % of the profile after item 13). The p99 is set by the
  first round (50 sign-ins at the same instant on a server that has just started); after it, 224-300 ms.
  A deployment that needs more runs more instances on the same PostgreSQL
  (\`src/multi-instance.test.ts\`), which a machine of two cores cannot show.
- **PGlite** serves demos, development and small installations; PostgreSQL is the database for load.
  Its sign-ins a second were bounded by one thread running both the API and the database. Tried and
  dropped (28 Nov): PGlite in a worker thread of its own (the app's statements sent to it by
  \`postMessage\`, one caller at a time as before). Four runs: 25.2, 28.9, 30.5 and 28.2 sign-ins a
  second against 30.3 just before with PGlite on the event loop; p99 1.32-1.86 s against 1.76 s.
  Profiles of both threads under the load: the event loop 60 % idle, the database's thread 33 % idle
  (its engine 32 %, PGlite's JavaScript 20 %, \`postMessage\` 6 %), so neither was the limit: the
  two cores were, shared with the 50 clients' process, and every statement of a transaction now waited
  for a hop to the other thread and back while holding the one connection.
- **Tried and dropped (28 Nov): a transaction's \`begin\` not waited for.** node-postgres 8.23 can
  pipeline (the pool's \`pipeline\` option: a statement is sent without waiting for the answers of
  those before it). With it, \`begin\` was sent and the transaction's first statement followed at
  once, one round trip fewer in every transaction. Two alternated pairs of the PostgreSQL sign-in bench:
  85.1 and 69.0 sign-ins a second before, 68.9 and 66.1 after (p99 599 and 700 → 808 and 981 ms). The
  round trip it saves is short on one machine, and the writes stay one per statement.

Tried and dropped: \`insert … on conflict do update\` to lock the number's row in one statement (always
returns the row, but writes a new version of it on every OTP call; the insert-if-absent-else-lock
statement writes nothing when the row exists). Not done: caching accounts or sessions in the process (two instances would disagree); a smaller RSA
key (3 % of the time, and weaker).`;
