import { z } from 'zod';

// Zod probes `new Function` (to compile fast validators) when an object schema is first built, and the panel's
// Content-Security-Policy refuses eval: every screen logged a violation. Jitless skips the probe; it must run
// before any schema is built, so main.tsx imports this module first.
z.config({ jitless: true });
