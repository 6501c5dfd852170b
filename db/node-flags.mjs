// Node's flags for every process that opens the embedded database (PGlite): `npm start`'s gateway
// and api, `npm run dev`, and the api, gateway and cross-part test workers (the web's workers open
// none: their stack runs in vitest's own process). Plain JavaScript, so that scripts/start.mjs and
// scripts/dev.mjs read the same list as the TypeScript that spawns the api.
//
// `--liftoff-only`: V8 compiles PGlite's WebAssembly with its baseline compiler only. Without it,
// each process that opens PGlite compiles a few of Postgres's largest functions with V8's
// optimising compiler as it starts (one of them, 105 KB of WebAssembly, takes 450 ms and 600 MB
// of compiler memory), then frees it. Measured on one product start (`npm start`'s gateway and
// api, each with its PGlite), three alternated pairs on 2026-11-28:
// - peak memory (VmHWM): gateway 926-938 MB and api 895-924 MB without; 378-380 and 371-373 MB
//   with;
// - CPU through ready + 4 s: gateway 2.50-2.67 and api 2.24-2.29 s without; 2.03-2.27 and
//   1.74-1.93 s with.
// The price is on heavy queries: seeding 100 000 bookings took 52 s instead of 35 s, and a
// booking search counted afresh over them 32 ms instead of 26 ms at the median; the cached search
// was 2.8 ms against 3.0 ms (tests/bench/api-bookings.bench.ts, one run each). PostgreSQL, the
// production database, runs no WebAssembly and is untouched.
export const EMBEDDED_DB_NODE_FLAGS = ['--liftoff-only'];
