// Zod probes `new Function` (to compile fast validators) when an object schema is first built, and the panel's
// Content-Security-Policy refuses eval: every screen logged a violation. Jitless skips the probe; it must be set
// before any schema is built, so main.tsx imports this module first. It is written where zod keeps its global
// settings (the object `z.config()` returns, which zod adopts when it loads) rather than by importing zod: zod
// then loads with the first screen that validates, not with the sign-in page (zod-config.test.ts checks that
// zod reads it).
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// Set on the object itself, not on a copy: a zod already loaded (test files sharing a worker) keeps the object it
// adopted.
(zodSettings.__zod_globalConfig ??= {}).jitless = true;

export {};
