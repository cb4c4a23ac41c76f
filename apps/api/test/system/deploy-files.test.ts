/**
 * The deployment files against what the app really does: nobody can run Docker on these machines, so this is
 * where a health check that calls a path the API does not serve, or a secret with a default, gets caught.
 * (dclint checks the compose file against the compose specification; scripts/lint-dockerfile.mjs the Dockerfile.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { allEndpoints } from '@shortlist/contracts';
import { apiRoot } from '../../src/db/paths';

const repoRoot = path.resolve(apiRoot, '../..');
const compose = parse(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8')) as {
  services: Record<
    string,
    {
      image?: string;
      ports?: string[];
      environment?: Record<string, string | number>;
      healthcheck?: { test: string[] | string };
    }
  >;
};
const dockerfile = readFileSync(path.join(apiRoot, 'Dockerfile'), 'utf8');
const scriptsOf = (dir: string) =>
  (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts;

/** The `/api/...` paths a health check command calls. */
const probedPaths = (command: string) => [...command.matchAll(/\/api\/[\w/-]+/g)].map((m) => m[0]);
const publicGets = new Set(allEndpoints.filter((e) => e.method === 'get' && !e.auth).map((e) => e.path));

describe('docker-compose.yml', () => {
  const app = compose.services.app!;

  it('probes the app on a public GET route the API serves', () => {
    const paths = probedPaths([app.healthcheck!.test].flat().join(' '));
    expect(paths.length).toBeGreaterThan(0);
    for (const p of paths) expect(publicGets, p).toContain(p);
  });

  it('requires JWT_SECRET from the environment, with a message, and never falls back to a known one', () => {
    expect(String(app.environment!.JWT_SECRET)).toMatch(/^\$\{JWT_SECRET:\?.{20,}\}$/);
  });

  it('publishes every port on 127.0.0.1 only', () => {
    const ports = Object.values(compose.services).flatMap((s) => s.ports ?? []);
    expect(ports.length).toBeGreaterThan(0);
    for (const port of ports) expect(port).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
  });

  it('pins every image to a version', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (!service.image) continue;
      expect(service.image, name).toMatch(/:(?!latest$)[\w.-]*\d+\.\d+[\w.-]*$|:RELEASE\.[\w-]+$/);
    }
  });

  it('signs photo URLs for the address browsers use, with no public bucket URL', () => {
    expect(app.environment).toHaveProperty('S3_PUBLIC_ENDPOINT');
    expect(app.environment).not.toHaveProperty('S3_PUBLIC_URL');
  });
});

describe('Dockerfile', () => {
  it('probes the app on a public GET route the API serves', () => {
    const healthcheck = /^HEALTHCHECK(?:[^\n]*\\\n)*[^\n]*/m.exec(dockerfile)?.[0] ?? '';
    const paths = probedPaths(healthcheck);
    expect(paths.length).toBeGreaterThan(0);
    for (const p of paths) expect(publicGets, p).toContain(p);
  });

  it('runs Node 22 LTS (a pinned version) as a non-root user', () => {
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^\nFROM node:22\.\d+\.\d+-bookworm-slim/);
    expect(runtime).toMatch(/\nUSER node\n/);
  });

  it('runs the API with the node flags of `pnpm start`, as the benches do', () => {
    // "serve" is where the flags live: `node <flags> dist/main.js`
    const serve = /^node ((?:--[\w-]+(?:=\S+)? )*)dist\/main\.js$/.exec(scriptsOf(apiRoot).serve!);
    const flags = serve![1]!.trim().split(' ').filter(Boolean);
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
    expect(cmd).toEqual(['node', ...flags, 'apps/api/dist/main.js']);
    // the benches serve the API in their own process: measured with the heap settings it runs with, if any
    const bench = scriptsOf(path.join(repoRoot, 'bench'));
    for (const name of ['bench', 'load'])
      for (const flag of flags.filter((f) => /^--max-(semi|old)-space-size=/.test(f)))
        expect(bench[name], name).toContain(`tsx ${flag} `);
  });

  it('installs dependencies from the manifests and the lockfile before any source is copied', () => {
    const firstInstall = dockerfile.indexOf('pnpm install');
    const firstSource = dockerfile.search(/\nCOPY (apps\/api|apps\/web|packages\/contracts) /);
    expect(firstInstall).toBeGreaterThan(0);
    expect(firstSource).toBeGreaterThan(firstInstall);
    const beforeInstall = dockerfile.slice(0, firstInstall);
    for (const copy of beforeInstall.match(/^COPY .*$/gm) ?? [])
      expect(copy).toMatch(/^COPY (package\.json|[\w/]+\/package\.json) |pnpm-lock\.yaml/);
  });
});
