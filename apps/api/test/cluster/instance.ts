import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiRoot } from '../../src/db/paths';

/** One API instance: the built dist/main.js as its own process, with its JSON log lines kept. */
export interface Instance {
  name: string;
  url: string;
  logs: Array<Record<string, unknown>>;
  process: ChildProcess;
  exited: Promise<number | null>;
}

export function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, [path.join(apiRoot, 'dist/main.js')], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `shortlist-cluster-${name}-`)),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  let buffer = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ msg: line });
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => logs.push({ msg: chunk.toString(), stderr: true }));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { name, url: `http://127.0.0.1:${port}`, logs, process: child, exited };
}

/** Waits until GET /api/ready answers 200 (or the process dies, or time is up). */
export async function waitReady(instance: Instance, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let dead = false;
  void instance.exited.then(() => (dead = true));
  while (Date.now() < until && !dead) {
    const ok = await fetch(`${instance.url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  const tail = instance.logs
    .slice(-10)
    .map((l) => JSON.stringify(l))
    .join('\n');
  throw new Error(`${instance.name} did not become ready${dead ? ' (it exited)' : ''}:\n${tail}`);
}

/** Neither exited nor killed. */
export const isRunning = (instance: Instance) =>
  instance.process.exitCode === null && instance.process.signalCode === null;

/** SIGTERM and wait for the graceful exit; SIGKILL when it has not come within `timeoutMs`. */
export async function stopInstance(instance: Instance, timeoutMs = 30_000): Promise<number | null> {
  if (!isRunning(instance)) return instance.process.exitCode;
  instance.process.kill('SIGTERM');
  const timer = setTimeout(() => instance.process.kill('SIGKILL'), timeoutMs);
  const code = await instance.exited;
  clearTimeout(timer);
  return code;
}
