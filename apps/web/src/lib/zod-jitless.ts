import { z } from 'zod';

/**
 * zod compiles fast parsers with `new Function` unless told not to, and probes for it when the first object
 * schema is built; the CSP (script-src 'self') blocks the probe, which every page reported as a console error.
 * jitless must be set before any schema exists, so main.tsx imports this module first, before the contracts.
 */
z.config({ jitless: true });
