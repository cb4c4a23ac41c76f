import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('zod without eval', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds and runs the contract schemas without constructing a Function (blocked by the CSP)', async () => {
    const constructed: string[] = [];
    const RealFunction = globalThis.Function;
    vi.stubGlobal(
      'Function',
      new Proxy(RealFunction, {
        construct(target, args: string[]) {
          constructed.push(args.join(','));
          return Reflect.construct(target, args) as object;
        },
      }),
    );
    vi.resetModules();
    // no set-up first: the contracts' own `import { z } from 'zod'` reaches the jitless zod (vite.config.ts)
    const contracts = await import('@shortlist/contracts');
    contracts.signInRequestSchema.parse({ email: 'a@example.com', password: 'secret' });
    contracts.folderCreateSchema.safeParse({ name: 'Flats' });
    expect(constructed).toEqual([]);
  }, 30_000);

  it('is what `zod` resolves to in the build and the tests', () => {
    const config = readFileSync(path.join(import.meta.dirname, '../../vite.config.ts'), 'utf8');
    expect(config).toContain(
      "{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod-jitless.ts') }",
    );
  });
});
