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
    await import('./zod-jitless');
    const contracts = await import('@shortlist/contracts');
    contracts.signInRequestSchema.parse({ email: 'a@example.com', password: 'secret' });
    contracts.folderCreateSchema.safeParse({ name: 'Flats' });
    expect(constructed).toEqual([]);
  }, 30_000);

  it('is the first module the app loads', () => {
    const main = readFileSync(path.join(import.meta.dirname, '../main.tsx'), 'utf8');
    const firstImport = /^import .*$/m.exec(main)?.[0];
    expect(firstImport).toBe("import './lib/zod-jitless';");
  });
});
