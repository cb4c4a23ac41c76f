/**
 * The app's `zod`: vite.config.ts resolves the bare specifier `zod` to this module (the contracts' imports
 * included), so jitless is set before any module that imports zod builds its first schema, whichever chunk
 * loads first. zod otherwise compiles fast parsers with `new Function` and probes for it when the first object
 * schema is built; the CSP (script-src 'self') blocks the probe, which every page reported as a console error.
 * Being imported only by the modules that use zod, it keeps zod off the pages that need none (the landing page).
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
